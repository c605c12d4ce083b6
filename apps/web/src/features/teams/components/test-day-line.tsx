import { formatValue, type MovementName, type UnitType } from '@gamespeed/domain';
import type { KeyboardEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { TextField } from '@/components/ui/input/input';
import { cn } from '@/lib/cn';
import { type ShownTrial, type TestDayInput, testName, VALUE_UNIT_LABEL } from '../test-day';

/** A distance is typed in two fields. */
const DISTANCE_PARTS = [
  { part: 'feet', label: 'Feet' },
  { part: 'inches', label: 'Inches' },
] as const;

/** Where an athlete's last trial stands once handed over. */
export interface LineStatus {
  text: string;
  tone: 'wait' | 'ok' | 'bad';
}

const TONE_CLASS: Record<LineStatus['tone'], string> = {
  bad: 'text-sm text-red-400',
  wait: 'text-sm text-accent',
  ok: 'text-sm text-emerald-400',
};

/** What every value field has: its id, Enter to the next, and locked for an absent athlete. */
export interface EntryFieldProps {
  id: string;
  enterKeyHint: 'next';
  disabled: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

function TrialList({
  trials,
  bestId,
  unit,
}: {
  trials: readonly ShownTrial[];
  bestId: string | undefined;
  unit: UnitType;
}) {
  if (trials.length === 0) return null;
  return (
    <ol aria-label="Trials" className="flex flex-wrap gap-1.5 text-sm">
      {trials.map((trial, index) => {
        const best = trial.id === bestId;
        const refused = trial.status.kind === 'refused';
        return (
          <li
            key={trial.id}
            className={cn(
              'rounded-lg border px-2 py-0.5 tabular-nums',
              best ? 'border-accent text-zinc-50' : 'border-line text-muted',
              refused && 'line-through',
            )}
          >
            {`${index + 1}: ${formatValue(trial.value, unit)}`}
            {trial.foul ? ' foul' : ''}
            {best ? <span className="sr-only"> (best)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * One athlete of the test day: the name, the trials saved or handed over (the best valid one
 * marked), the next trial's field(s) with its foul mark, 'Absent', the message of a value the
 * rules refuse, and where the last trial stands.
 */
export function TestDayLine({
  name,
  movement,
  unit,
  input,
  absent,
  trials,
  bestId,
  error,
  status,
  entryField,
  onChange,
  onAbsent,
}: {
  name: string;
  movement: MovementName;
  unit: UnitType;
  input: TestDayInput;
  absent: boolean;
  trials: readonly ShownTrial[];
  bestId: string | undefined;
  error: string | undefined;
  status: LineStatus | null;
  /** The props of the value field named `part` ('value', 'feet' or 'inches'). */
  entryField: (part: 'value' | 'feet' | 'inches') => EntryFieldProps;
  onChange: (changes: Partial<TestDayInput>) => void;
  onAbsent: (absent: boolean) => void;
}) {
  const trialLabel = `Trial ${trials.filter((t) => t.status.kind !== 'refused').length + 1}`;
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-line bg-surface px-3 py-2">
      <div className="flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1 self-center">
          <span className="font-semibold break-words text-zinc-50">{name}</span>
          <TrialList trials={trials} bestId={bestId} unit={unit} />
        </div>
        {unit === 'distance' ? (
          DISTANCE_PARTS.map(({ part, label }) => (
            <TextField
              key={part}
              label={label}
              aria-label={`${name}, ${part}`}
              inputMode="numeric"
              className="w-20"
              value={input[part]}
              {...entryField(part)}
              onChange={(e) => onChange({ [part]: e.target.value })}
            />
          ))
        ) : (
          <TextField
            label={trialLabel}
            aria-label={`${name}, ${testName(movement)} ${VALUE_UNIT_LABEL[unit]}`}
            inputMode="decimal"
            className="w-24"
            value={input.value}
            {...entryField('value')}
            onChange={(e) => onChange({ value: e.target.value })}
            error={error}
          />
        )}
      </div>
      <div className="flex gap-4">
        <Checkbox
          label="Foul"
          aria-label={`${name} ${trialLabel.toLowerCase()} foul`}
          checked={input.foul}
          disabled={absent}
          onCheckedChange={(checked) => onChange({ foul: checked === true })}
        />
        <Checkbox
          label="Absent"
          aria-label={`${name} absent`}
          checked={absent}
          onCheckedChange={(checked) => onAbsent(checked === true)}
        />
      </div>
      {unit === 'distance' && error ? <p className="text-sm text-red-400">{error}</p> : null}
      {status ? <p className={TONE_CLASS[status.tone]}>{status.text}</p> : null}
    </li>
  );
}
