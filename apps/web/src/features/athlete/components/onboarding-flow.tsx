import {
  INCHES_PER_FOOT,
  NORMS_UNAVAILABLE_MESSAGE,
  POST_ONBOARDING_WAIT_MS,
} from '@gamespeed/domain';
import { broadJumpRequestSchema, type Profile } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  PhysicalInfoFields,
  physicalDraftFrom,
  usePhysicalInfoForm,
} from '@/components/forms/physical-info-fields';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  checkWithSchema,
  type FieldErrors,
  type FieldMap,
  serverFieldErrors,
} from '@/lib/field-errors';
import { todayOnDevice } from '@/lib/today-on-device';
import { GENERIC_ERROR_MESSAGE } from '../add-result-entry';
import { getDashboardQueryOptions } from '../api/get-dashboard';
import { useSaveBroadJump } from '../api/save-broad-jump';
import { useSavePhysicalInfo } from '../api/save-physical-info';
import { BroadJumpFields } from './broad-jump-fields';
import { TestDateField } from './result-details-fields';
import { TestGuideSheet } from './test-guide-sheet';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A failed save (docs/product/messages.md): the norms message when the norms are missing, else the generic one.
 * The reasons of a refused request are shown at the fields, never as a field path.
 */
function failureToast(error: unknown) {
  console.error('Onboarding save failed', error);
  const normsMissing = error instanceof ApiError && error.code === ERROR_CODES.normsUnavailable;
  toast({
    title: normsMissing ? NORMS_UNAVAILABLE_MESSAGE : GENERIC_ERROR_MESSAGE,
    variant: 'destructive',
  });
}

type JumpField = 'feet' | 'inches' | 'testDate';
const BROAD_JUMP_FIELD_MAP: FieldMap<JumpField> = {
  feet: { field: 'feet', label: 'Feet' },
  inches: { field: 'inches', label: 'Inches' },
  testDate: { field: 'testDate', label: 'Test date' },
};

/**
 * Athlete onboarding (docs/product/screens.md, docs/product/states.md, docs/product/validation.md): step 1 position, height and weight ('Next' disabled
 * until all three are filled; 'Skip to Broad Jump' once onboarded), step 2 the broad jump in feet
 * and inches ('Complete Setup', or 'Save & Continue' once onboarded; 'Back'; 'Skip to
 * Dashboard'). After the assessment is saved it waits 300 ms and opens the dashboard.
 */
export function OnboardingFlow({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const onboarded = profile.onboardingCompleted;
  const [step, setStep] = useState<1 | 2>(1);
  const physical = usePhysicalInfoForm(() => physicalDraftFrom(profile));
  const [feet, setFeet] = useState('');
  const [inches, setInches] = useState('');
  const [testDate, setTestDate] = useState(() => todayOnDevice());
  const [jumpErrors, setJumpErrors] = useState<FieldErrors<JumpField>>({});
  const [finishing, setFinishing] = useState(false);
  const savePhysical = useSavePhysicalInfo();
  const saveBroadJump = useSaveBroadJump();
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  // docs/product/screens.md 'Keyboard and focus': 'Next' and 'Back' take the focus to the new
  // step's first field instead of dropping it on the page.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('input, [role="combobox"]')?.focus();
  }, [step]);

  // Redoing onboarding: step 2 starts from the latest broad jump and its test date; saved
  // unchanged, it adds no second entry to the history (docs/product/screens.md).
  const dashboard = useQuery({ ...getDashboardQueryOptions(), enabled: onboarded });
  const latestJump = dashboard.data?.latestValues?.broad_jump;
  const latestJumpDate = dashboard.data?.latestDates?.broad_jump;
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || latestJump === undefined) return;
    prefilled.current = true;
    const feetPart = Math.floor(latestJump / INCHES_PER_FOOT);
    const inchPart = Math.min(
      INCHES_PER_FOOT - 1,
      Math.round(latestJump - feetPart * INCHES_PER_FOOT),
    );
    setFeet((current) => (current === '' ? String(feetPart) : current));
    setInches((current) => (current === '' ? String(inchPart) : current));
    if (latestJumpDate) setTestDate(latestJumpDate);
  }, [latestJump, latestJumpDate]);

  const stepOneComplete = physical.filled;
  const stepTwoComplete = feet !== '' && inches !== '';
  const goToDashboard = () => navigate(paths.athlete.dashboard.getHref(), { replace: true });

  async function submitStepOne(event: FormEvent) {
    event.preventDefault();
    const physicalInfo = physical.check();
    if (!physicalInfo) return;
    try {
      await savePhysical.mutateAsync(physicalInfo);
      setStep(2);
    } catch (error) {
      physical.showServerError(error);
      failureToast(error);
    }
  }

  async function submitStepTwo(event: FormEvent) {
    event.preventDefault();
    if (!stepTwoComplete) return;
    const checked = checkWithSchema(
      broadJumpRequestSchema,
      { feet: Number(feet), inches: Number(inches), testDate },
      BROAD_JUMP_FIELD_MAP,
    );
    if (!checked.ok) {
      setJumpErrors(checked.errors);
      return;
    }
    try {
      setFinishing(true);
      await saveBroadJump.mutateAsync(checked.data);
      await sleep(POST_ONBOARDING_WAIT_MS);
      goToDashboard();
    } catch (error) {
      setFinishing(false);
      setJumpErrors(serverFieldErrors(error, BROAD_JUMP_FIELD_MAP).fields);
      failureToast(error);
    }
  }

  return (
    <div ref={stepRef} className="flex flex-col gap-5">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">
          Step {step} of 2
        </p>
        <h1 className="text-2xl font-bold">{step === 1 ? 'Your Profile' : 'Broad Jump'}</h1>
        <div className="grid grid-cols-2 gap-2" aria-hidden>
          <span className="h-1.5 rounded-full bg-accent" />
          <span className={cn('h-1.5 rounded-full', step === 2 ? 'bg-accent' : 'bg-zinc-800')} />
        </div>
      </header>

      {step === 1 ? (
        <Card>
          <form onSubmit={submitStepOne} className="flex flex-col gap-4" aria-label="Your profile">
            <CardTitle>Position and body</CardTitle>
            <p className="-mt-2 text-sm text-muted">
              We compare you with NFL players at your position and elite athletes at your weight.
            </p>
            <PhysicalInfoFields {...physical.fieldProps} examples />
            <Button type="submit" fullWidth disabled={!stepOneComplete || savePhysical.isPending}>
              {savePhysical.isPending ? 'Saving...' : 'Next'}
            </Button>
            {onboarded ? (
              <Button variant="ghost" fullWidth onClick={() => setStep(2)}>
                Skip to Broad Jump
              </Button>
            ) : null}
          </form>
        </Card>
      ) : (
        <Card>
          <form
            onSubmit={submitStepTwo}
            className="flex flex-col gap-4"
            aria-label="Broad jump"
            noValidate
          >
            <CardTitle>Standing broad jump</CardTitle>
            <p className="-mt-2 text-sm text-muted">
              Enter your best standing broad jump. It tells us whether you need more power or better
              mechanics.
            </p>
            <TestGuideSheet movement="broad_jump" />
            <BroadJumpFields
              feet={feet}
              inches={inches}
              onFeetChange={(value) => {
                setFeet(value);
                setJumpErrors((current) => ({ ...current, feet: undefined }));
              }}
              onInchesChange={(value) => {
                setInches(value);
                setJumpErrors((current) => ({ ...current, inches: undefined }));
              }}
              errors={jumpErrors}
            />
            <TestDateField
              value={testDate}
              onChange={(day) => {
                setTestDate(day);
                setJumpErrors((current) => ({ ...current, testDate: undefined }));
              }}
              error={jumpErrors.testDate}
            />
            <Button type="submit" fullWidth disabled={!stepTwoComplete || finishing}>
              {finishing ? 'Saving...' : onboarded ? 'Save & Continue' : 'Complete Setup'}
            </Button>
            <Button variant="secondary" fullWidth onClick={() => setStep(1)} disabled={finishing}>
              Back
            </Button>
            <Button variant="ghost" fullWidth onClick={goToDashboard} disabled={finishing}>
              Skip to Dashboard
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
