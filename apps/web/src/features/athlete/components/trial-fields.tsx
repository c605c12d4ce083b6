import type { MovementName } from '@gamespeed/domain';
import { MAX_TRIALS_PER_TEST, START_KINDS, TIMING_DEVICES } from '@gamespeed/domain';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import {
  offersSplits,
  offersTrials,
  SPLIT_YARDS,
  START_LABEL,
  TIMING_DEVICE_LABEL,
  type TimingChoice,
  type TrialsEntry,
} from '../trial-entry';

/**
 * "Add a trial" and "Add splits" under the value in Add Test Result (docs/product/results.md,
 * "Sessions, trials and splits"): both closed until asked for, so a one-number entry stays as
 * quick as before; each trial has a foul mark once there are several; the 40's splits at 10 and
 * 20 yd for every trial.
 */
export function TrialFields({
  movement,
  entry,
  onChange,
}: {
  movement: MovementName;
  entry: TrialsEntry;
  onChange: (next: TrialsEntry) => void;
}) {
  if (!offersTrials(movement)) return null;
  const several = entry.extra.length > 0;
  const trialIds = [entry.firstId, ...entry.extra.map((t) => t.id)];
  const setSplit = (id: string, yards: number, value: string) =>
    onChange({
      ...entry,
      splits: { ...entry.splits, [id]: { ...entry.splits[id], [yards]: value } },
    });
  return (
    <div className="flex flex-col gap-3">
      {several ? (
        <Checkbox
          label="Trial 1 foul"
          checked={entry.firstFoul}
          onCheckedChange={(checked) => onChange({ ...entry, firstFoul: checked === true })}
        />
      ) : null}
      {entry.extra.map((trial, index) => (
        <div key={trial.id} className="flex items-end gap-3">
          <TextField
            className="flex-1"
            label={`Trial ${index + 2}`}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={trial.value}
            onChange={(e) =>
              onChange({
                ...entry,
                extra: entry.extra.map((t) =>
                  t.id === trial.id ? { ...t, value: e.target.value } : t,
                ),
              })
            }
          />
          <Checkbox
            label={`Trial ${index + 2} foul`}
            checked={trial.foul}
            onCheckedChange={(checked) =>
              onChange({
                ...entry,
                extra: entry.extra.map((t) =>
                  t.id === trial.id ? { ...t, foul: checked === true } : t,
                ),
              })
            }
          />
        </div>
      ))}
      {entry.splitsOpen
        ? trialIds.map((id, index) => (
            <fieldset key={id} className="flex gap-3">
              <legend className="mb-1 text-sm text-muted">Trial {index + 1} splits</legend>
              {SPLIT_YARDS.map((yards) => (
                <TextField
                  key={yards}
                  className="flex-1"
                  label={`Trial ${index + 1} at ${yards} yd`}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  value={entry.splits[id]?.[yards] ?? ''}
                  onChange={(e) => setSplit(id, yards, e.target.value)}
                />
              ))}
            </fieldset>
          ))
        : null}
      <div className="flex flex-wrap gap-2">
        {1 + entry.extra.length < MAX_TRIALS_PER_TEST ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              onChange({
                ...entry,
                extra: [...entry.extra, { id: crypto.randomUUID(), value: '', foul: false }],
              })
            }
          >
            Add a trial
          </Button>
        ) : null}
        {offersSplits(movement) && !entry.splitsOpen ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange({ ...entry, splitsOpen: true })}
          >
            Add splits
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The timing device and start of a timed test, remembered from the athlete's last entry. */
export function TimingFields({
  choice,
  onChange,
}: {
  choice: TimingChoice;
  onChange: (next: TimingChoice) => void;
}) {
  return (
    <>
      <Select
        label="Timing device"
        value={choice.device}
        onValueChange={(device) =>
          onChange({ ...choice, device: device as TimingChoice['device'] })
        }
        placeholder="Not said"
        options={TIMING_DEVICES.filter((d) => d !== 'not-said').map((d) => ({
          value: d,
          label: TIMING_DEVICE_LABEL[d],
        }))}
      />
      <Select
        label="Start"
        value={choice.start}
        onValueChange={(start) => onChange({ ...choice, start: start as TimingChoice['start'] })}
        placeholder="Not said"
        options={START_KINDS.filter((k) => k !== 'unknown').map((k) => ({
          value: k,
          label: START_LABEL[k],
        }))}
      />
    </>
  );
}
