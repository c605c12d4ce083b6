import { enteredByLabel, formatTestDate, formatValue } from '@gamespeed/domain';
import type { TestResult } from '@gamespeed/domain/contracts';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { HandMark } from '@/components/ui/hand-mark/hand-mark';
import type { QueuedWrite } from '@/lib/offline-queue';
import { TIMING_DEVICE_LABEL } from '../trial-entry';
import { TIMING_METHOD_LABEL } from './result-details-fields';

/** The toast when a change waits on the device for a connection. */
export const CHANGE_QUEUED_TITLE = "Saved on this device — it will sync when you're back online";
export const WAITING_TO_SYNC = 'Waiting to sync';

/** How a result reads in a sentence: '40 Yard Dash 4.62s · Nov 24, 2026'. */
export const describeResult = (result: TestResult) =>
  `${result.displayName} ${formatValue(result.value, result.unitType)} · ${formatTestDate(result.testDate)}`;

/** What the athlete may do with one result of the history. */
export interface ResultActions {
  onEdit: (result: TestResult) => void;
  onDelete: (result: TestResult) => void;
  onHide: (result: TestResult) => void;
  onShowAgain: (result: TestResult) => void;
  deleting: boolean;
  showingAgain: boolean;
}

/**
 * One result of the history: value, date, timing, note, who entered it and whether it is
 * hidden; Edit and Delete for the athlete's own, Hide or Show again for a coach's entry.
 */
export function ResultCard({
  result,
  waiting,
  actions,
}: {
  result: TestResult;
  /** A change of it waits on the device. */
  waiting: boolean;
  actions: ResultActions;
}) {
  return (
    <Card className="flex flex-col gap-2 px-4 py-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="font-semibold">{result.displayName}</h2>
        <span className="text-lg font-bold tabular-nums">
          {formatValue(result.value, result.unitType)}
          <HandMark timingMethod={result.timingMethod} />
        </span>
      </div>
      <p className="text-sm text-muted">
        <time dateTime={result.testDate}>{formatTestDate(result.testDate)}</time>
        {result.timingMethod ? ` · ${TIMING_METHOD_LABEL[result.timingMethod]}` : ''}
        {result.value2 !== null ? ` · top speed in ${result.value2} s` : ''}
      </p>
      <TrialsSummary result={result} />
      {result.note ? <p className="text-sm text-zinc-300">{result.note}</p> : null}
      {result.enteredByCoach ? (
        <p className="text-sm text-zinc-300">{enteredByLabel(result)}</p>
      ) : null}
      {result.hiddenAt ? (
        <p className="text-sm text-amber-300">
          Hidden: {result.hiddenReason}. It does not count for your best values or diagnosis.
        </p>
      ) : null}
      {waiting ? <p className="text-sm text-accent">{WAITING_TO_SYNC}</p> : null}
      <div className="flex gap-2">
        {!result.enteredByCoach ? (
          <>
            <ResultAction result={result} label="Edit" onClick={actions.onEdit} />
            <ResultAction
              result={result}
              label="Delete"
              variant="ghost"
              disabled={actions.deleting}
              onClick={actions.onDelete}
            />
          </>
        ) : result.hiddenAt ? (
          <ResultAction
            result={result}
            label="Show again"
            disabled={actions.showingAgain}
            onClick={actions.onShowAgain}
          />
        ) : (
          <ResultAction result={result} label="Hide" onClick={actions.onHide} />
        )}
      </div>
    </Card>
  );
}

/** A new result that waits on the device, with Cancel (docs/product/results.md 'Offline'). */
export function WaitingResultCard({
  write,
  onCancel,
}: {
  write: QueuedWrite;
  onCancel: (write: QueuedWrite) => void;
}) {
  return (
    <Card className="flex flex-col gap-2 border-dashed px-4 py-3">
      <p className="font-semibold">{write.label}</p>
      <p className="text-sm text-accent">{WAITING_TO_SYNC}</p>
      <div>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onCancel(write)}
          aria-label={`Cancel ${write.label}`}
        >
          Cancel
        </Button>
      </div>
    </Card>
  );
}

/** A small button for one result, named with the result and its date ('Edit 40 Yard Dash, …'). */
function ResultAction({
  result,
  label,
  variant = 'secondary',
  disabled,
  onClick,
}: {
  result: TestResult;
  label: string;
  variant?: 'secondary' | 'ghost';
  disabled?: boolean;
  onClick: (result: TestResult) => void;
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={disabled}
      onClick={() => onClick(result)}
      aria-label={`${label} ${result.displayName}, ${formatTestDate(result.testDate)}`}
    >
      {label}
    </Button>
  );
}

/**
 * A session's trials under its result when there is more than the value to show: each trial
 * (fouls marked, the best named), the splits, and the timing device.
 */
function TrialsSummary({ result }: { result: TestResult }) {
  const device = result.session?.device;
  const hasSplits = result.trials.some((t) => t.splits.length > 0);
  if (result.trials.length < 2 && !hasSplits && (!device || device === 'not-said')) return null;
  const best = result.trials.find((t) => !t.foul && t.value === result.value);
  return (
    <div className="text-sm text-zinc-300">
      {device && device !== 'not-said' ? (
        <p>
          {TIMING_DEVICE_LABEL[device]}
          {result.session?.deviceModel ? ` (${result.session.deviceModel})` : ''}
        </p>
      ) : null}
      <ol aria-label={`Trials of ${result.displayName}`} className="flex flex-col">
        {result.trials.map((trial) => (
          <li key={trial.id} className={trial.foul ? 'text-muted line-through' : undefined}>
            Trial {trial.trialNumber}: {formatValue(trial.value, result.unitType)}
            {trial.foul ? ' (foul)' : trial.id === best?.id ? ' (best)' : ''}
            {trial.splits.length > 0
              ? ` · ${trial.splits.map((s) => `${s.distance} ${s.unit} ${s.seconds.toFixed(2)}s`).join(' · ')}`
              : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}
