import { POSITIONS } from '@gamespeed/domain';
import {
  heightInchesFromParts,
  heightPartsFromInches,
  heightPartsSchema,
  type PhysicalInfo,
  type Profile,
  physicalInfoSchema,
} from '@gamespeed/domain/contracts';
import { useCallback, useId, useState } from 'react';
import { FieldMessage } from '@/components/ui/field-message/field-message';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { cn } from '@/lib/cn';
import {
  type Checked,
  checkWithSchema,
  type FieldErrors,
  type FieldMap,
  serverFieldErrors,
} from '@/lib/field-errors';

/** What the person has typed so far: position, height as feet and inches, weight (lbs). */
export interface PhysicalDraft {
  position: string;
  heightFeet: string;
  heightInches: string;
  weight: string;
}

/** The parts of the form a message can sit at (height is one message for its two boxes). */
export type PhysicalField = 'position' | 'height' | 'weight';

/** Where the physical-information contract's fields show their problems, and their names. */
export const PHYSICAL_FIELD_MAP: FieldMap<PhysicalField> = {
  position: { field: 'position', label: 'Position' },
  heightInches: { field: 'height', label: 'Height' },
  weightLbs: { field: 'weight', label: 'Weight' },
};

export const physicalDraftFrom = (
  profile: Pick<Profile, 'position' | 'heightInches' | 'weightLbs'>,
): PhysicalDraft => {
  const height = profile.heightInches == null ? null : heightPartsFromInches(profile.heightInches);
  return {
    position: profile.position ?? '',
    heightFeet: height ? String(height.feet) : '',
    heightInches: height ? String(height.inches) : '',
    weight: profile.weightLbs?.toString() ?? '',
  };
};

/** Position, feet and weight are filled (empty inches count as 0: "6 ft" is a height). */
export const isPhysicalDraftFilled = (draft: PhysicalDraft): boolean =>
  draft.position !== '' && draft.heightFeet !== '' && draft.weight !== '';

/**
 * The request, checked on the device with the same rules as the server: inches 0 to 11, then
 * the shared physical-information contract on the total height (documented: position, height and
 * weight required, whole numbers).
 */
export function checkPhysicalDraft(draft: PhysicalDraft): Checked<PhysicalInfo, PhysicalField> {
  const parts = {
    feet: draft.heightFeet === '' ? Number.NaN : Number(draft.heightFeet),
    inches: draft.heightInches === '' ? 0 : Number(draft.heightInches),
  };
  const checked = checkWithSchema(
    physicalInfoSchema,
    {
      position: draft.position === '' ? undefined : draft.position,
      heightInches: heightInchesFromParts(parts),
      weightLbs: draft.weight === '' ? undefined : Number(draft.weight),
    },
    PHYSICAL_FIELD_MAP,
  );
  const partsChecked = heightPartsSchema.safeParse(parts);
  if (partsChecked.success) return checked;
  const height = partsChecked.error.issues[0]?.message ?? 'Height is not valid';
  return {
    ok: false,
    errors: { ...(checked.ok ? {} : checked.errors), height },
    formMessage: checked.ok ? null : checked.formMessage,
  };
}

/**
 * The state of a physical-information form: the draft, the message per field (cleared as the
 * person edits that field), on-device checking and the server's 400 mapped to the fields.
 */
export function usePhysicalInfoForm(initial: () => PhysicalDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<PhysicalField>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const reset = useCallback((next: PhysicalDraft) => {
    setDraft(next);
    setErrors({});
    setFormMessage(null);
  }, []);

  function onChange(next: PhysicalDraft, field: PhysicalField) {
    setDraft(next);
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormMessage(null);
  }

  /** The request to send, or null after showing what to fix. */
  function check(): PhysicalInfo | null {
    const checked = checkPhysicalDraft(draft);
    if (checked.ok) {
      setErrors({});
      setFormMessage(null);
      return checked.data;
    }
    setErrors(checked.errors);
    setFormMessage(checked.formMessage);
    return null;
  }

  /** Shows a refused request's reasons at the fields; false when it was not about the fields. */
  function showServerError(error: unknown): boolean {
    const mapped = serverFieldErrors(error, PHYSICAL_FIELD_MAP);
    const shown = Object.keys(mapped.fields).length > 0 || mapped.formMessage !== null;
    if (shown) {
      setErrors(mapped.fields);
      setFormMessage(mapped.formMessage);
    }
    return shown;
  }

  return {
    draft,
    filled: isPhysicalDraftFilled(draft),
    reset,
    check,
    showServerError,
    fieldProps: { value: draft, errors, formMessage, onChange },
  };
}

const positionOptions = POSITIONS.map((p) => ({ value: p, label: p }));
const digits = (max: number) => (text: string) => text.replace(/\D/g, '').slice(0, max);

const boxClass =
  'h-12 w-full rounded-xl border bg-surface px-4 text-base text-zinc-50 placeholder:text-zinc-400 focus:border-accent';

/**
 * Height as two labelled boxes, 'Height (ft)' and 'Height (in)', sharing one message that both
 * boxes point at.
 */
export function HeightFields({
  feet,
  inches,
  onFeetChange,
  onInchesChange,
  error,
  examples = false,
}: {
  feet: string;
  inches: string;
  onFeetChange: (feet: string) => void;
  onInchesChange: (inches: string) => void;
  error?: string | null;
  examples?: boolean;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? messageId : undefined,
  } as const;
  const border = error ? 'border-red-500' : 'border-line';
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="sr-only">Height</legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-ft`} className="text-sm font-medium text-zinc-200">
            Height (ft)
          </label>
          <input
            id={`${id}-ft`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={examples ? '5' : undefined}
            className={cn(boxClass, border)}
            value={feet}
            onChange={(e) => onFeetChange(digits(1)(e.target.value))}
            {...aria}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-in`} className="text-sm font-medium text-zinc-200">
            Height (in)
          </label>
          <input
            id={`${id}-in`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={examples ? '11' : undefined}
            className={cn(boxClass, border)}
            value={inches}
            onChange={(e) => onInchesChange(digits(2)(e.target.value))}
            {...aria}
          />
        </div>
      </div>
      <FieldMessage id={messageId} error={error} />
    </fieldset>
  );
}

/**
 * Position, height in feet and inches, and 'Weight (lbs)', each with its message: used by
 * onboarding and by settings.
 */
export function PhysicalInfoFields({
  value,
  onChange,
  errors = {},
  formMessage = null,
  examples = false,
}: {
  value: PhysicalDraft;
  onChange: (next: PhysicalDraft, field: PhysicalField) => void;
  errors?: FieldErrors<PhysicalField>;
  /** A refusal that belongs to no single field. */
  formMessage?: string | null;
  /** Show example values as placeholders (first-time entry). */
  examples?: boolean;
}) {
  return (
    <>
      <Select
        label="Position"
        value={value.position}
        onValueChange={(position) => onChange({ ...value, position }, 'position')}
        options={positionOptions}
        placeholder="Select position"
        error={errors.position}
      />
      <HeightFields
        feet={value.heightFeet}
        inches={value.heightInches}
        onFeetChange={(heightFeet) => onChange({ ...value, heightFeet }, 'height')}
        onInchesChange={(heightInches) => onChange({ ...value, heightInches }, 'height')}
        error={errors.height}
        examples={examples}
      />
      <TextField
        label="Weight (lbs)"
        inputMode="numeric"
        placeholder={examples ? '190' : undefined}
        value={value.weight}
        onChange={(e) => onChange({ ...value, weight: digits(3)(e.target.value) }, 'weight')}
        error={errors.weight}
      />
      {formMessage ? (
        <p role="alert" className="text-sm text-red-400">
          {formMessage}
        </p>
      ) : null}
    </>
  );
}
