import { formatValue, type MovementName, type UnitType } from '@gamespeed/domain';
import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { TextField } from '@/components/ui/input/input';
import { cn } from '@/lib/cn';
import {
  type Line,
  type ShownTrial,
  splitYardsOf,
  type TestDayInput,
  testName,
  VALUE_UNIT_LABEL,
} from '../test-day';

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
            {trial.splits?.length
              ? ` · ${trial.splits.map((s) => `${s.distance} ${s.unit} ${formatValue(s.seconds, 'time')}`).join(' · ')}`
              : ''}
            {best ? <span className="sr-only"> (best)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * One athlete of the test day: the name, the trials saved or handed over (the best valid one
 * marked), the next trial's field(s) with its foul mark, 'Absent', for the 40 'Add splits' (the
 * 10 and 20 yd of the next trial, closed until asked for), the message of a value the rules
 * refuse, the question about a value unusual for the athlete with 'Save anyway', and where the
 * last trial stands.
 */
export function TestDayLine({
  name,
  movement,
  unit,
  line,
  absent,
  trials,
  bestId,
  status,
  entryField,
  onChange,
  onAbsent,
  onSplits,
  onSaveAnyway,
}: {
  name: string;
  movement: MovementName;
  unit: UnitType;
  line: Line;
  absent: boolean;
  trials: readonly ShownTrial[];
  bestId: string | undefined;
  status: LineStatus | null;
  /** The props of the field named `part` ('value', 'feet', 'inches' or a split's yards). */
  entryField: (part: string) => EntryFieldProps;
  onChange: (changes: Partial<TestDayInput>) => void;
  onAbsent: (absent: boolean) => void;
  onSplits: (open: boolean) => void;
  onSaveAnyway: () => void;
}) {
  const { input, error } = line;
  const splitYards = splitYardsOf(movement);
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
        {splitYards.length > 0 && !line.splitsOpen ? (
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto"
            aria-label={`${name}: add splits`}
            disabled={absent}
            onClick={() => onSplits(true)}
          >
            Add splits
          </Button>
        ) : null}
      </div>
      {splitYards.length > 0 && line.splitsOpen && !absent ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm text-muted">{trialLabel} splits (s)</legend>
          <div className="flex gap-2">
            {splitYards.map((yards) => (
              <TextField
                key={yards}
                label={`${yards} yd`}
                aria-label={`${name}, ${trialLabel.toLowerCase()} at ${yards} yd`}
                inputMode="decimal"
                className="w-24"
                value={input.splits?.[yards] ?? ''}
                {...entryField(String(yards))}
                onChange={(e) => onChange({ splits: { ...input.splits, [yards]: e.target.value } })}
              />
            ))}
          </div>
          {line.splitError ? <p className="text-sm text-red-400">{line.splitError}</p> : null}
        </fieldset>
      ) : null}
      {unit === 'distance' && error ? <p className="text-sm text-red-400">{error}</p> : null}
      {line.unusual && !line.unusual.confirmed ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100"
        >
          <p>{line.unusual.question}</p>
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            aria-label={`Save anyway: ${name}`}
            onClick={onSaveAnyway}
          >
            Save anyway
          </Button>
        </div>
      ) : null}
      {status ? <p className={TONE_CLASS[status.tone]}>{status.text}</p> : null}
    </li>
  );
}
