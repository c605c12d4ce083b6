/**
 * Trials, splits and how a test was timed in Add Test Result (docs/product/results.md, "Sessions,
 * trials and splits"): the entry's extra trials, fouls and the 40's 10/20-yd splits turned into
 * the request's `value` (the best valid trial) and `trials`, and the timing device and start
 * remembered from the athlete's last entry. Pure apart from the remembered choice.
 */
import {
  bestValidTrial,
  DEFAULT_FORTY_SPLIT_YARDS,
  type MovementName,
  type StartKind,
  type TimingDevice,
  unitTypeOf,
} from '@gamespeed/domain';
import type { SessionInput, TrialInput } from '@gamespeed/domain/contracts';
import { storage } from '@/lib/storage';

export { START_LABEL, TIMING_DEVICE_LABEL } from '@gamespeed/domain';

/** One trial after the first: its typed value and foul mark. */
export interface ExtraTrial {
  id: string;
  value: string;
  foul: boolean;
}

export interface TrialsEntry {
  /** The first trial's id (its value is the entry's value field). */
  firstId: string;
  firstFoul: boolean;
  extra: ExtraTrial[];
  splitsOpen: boolean;
  /** Typed splits by trial id and distance in yards. */
  splits: Record<string, Record<number, string>>;
}

export const newTrialsEntry = (): TrialsEntry => ({
  firstId: crypto.randomUUID(),
  firstFoul: false,
  extra: [],
  splitsOpen: false,
  splits: {},
});

/** Tests that offer "Add a trial" (the broad jump stays one number in feet and inches). */
export const offersTrials = (movement: MovementName) => unitTypeOf(movement) !== 'distance';
/** Tests that offer "Add splits": the 40, at 10 and 20 yd. */
export const offersSplits = (movement: MovementName) => movement === 'forty';
export const SPLIT_YARDS = DEFAULT_FORTY_SPLIT_YARDS;

const parse = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
};

/**
 * The request's value and trials: nothing more than the value when the athlete added no trial,
 * no foul and no split (a one-number entry as before); else every trial with its foul mark and
 * splits, and the best valid trial as the value. An extra trial left empty is left out.
 */
export function trialsRequest(
  movement: MovementName,
  firstValue: number,
  entry: TrialsEntry,
): { value: number; trials?: TrialInput[] } | { error: string } {
  const splitsOf = (id: string) =>
    entry.splitsOpen
      ? SPLIT_YARDS.flatMap((yards) => {
          const seconds = parse(entry.splits[id]?.[yards] ?? '');
          return seconds === null ? [] : [{ distance: yards, unit: 'yd' as const, seconds }];
        })
      : [];
  const trials: TrialInput[] = [{ id: entry.firstId, value: firstValue, foul: entry.firstFoul }];
  for (const [index, extra] of entry.extra.entries()) {
    if (extra.value.trim() === '') continue;
    const value = parse(extra.value);
    if (value === null) return { error: `Please enter a number for trial ${index + 2}` };
    trials.push({ id: extra.id, value, foul: extra.foul });
  }
  for (const trial of trials) {
    const splits = splitsOf(trial.id);
    if (splits.length > 0) trial.splits = splits;
  }
  const plain = trials.length === 1 && !entry.firstFoul && !trials[0]!.splits;
  if (plain) return { value: firstValue };
  const best = bestValidTrial(
    movement,
    trials.map((t) => ({ ...t, foul: t.foul ?? false })),
  );
  return { value: best?.value ?? firstValue, trials };
}

/** The timing device and start of an entry ('' when not chosen). */
export interface TimingChoice {
  device: TimingDevice | '';
  start: StartKind | '';
}

const LAST_TIMING_KEY = 'gamespeed.last-timing';

/** The device and start of the athlete's last timed entry on this device, or none. */
export function rememberedTiming(): TimingChoice {
  try {
    const saved = JSON.parse(storage.get(LAST_TIMING_KEY) ?? 'null') as TimingChoice | null;
    if (saved && typeof saved.device === 'string' && typeof saved.start === 'string') return saved;
  } catch {
    // A damaged value: start from nothing.
  }
  return { device: '', start: '' };
}

export function rememberTiming(choice: TimingChoice): void {
  storage.set(LAST_TIMING_KEY, JSON.stringify(choice));
}

/** The request's session for a timed test, or nothing when neither device nor start was chosen. */
export function sessionRequest(choice: TimingChoice): { session?: SessionInput } {
  if (choice.device === '' && choice.start === '') return {};
  return {
    session: {
      ...(choice.device === '' ? {} : { device: choice.device }),
      ...(choice.start === '' ? {} : { start: { kind: choice.start } }),
    },
  };
}
