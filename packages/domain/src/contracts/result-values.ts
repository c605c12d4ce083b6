/**
 * The value rules of a result, shared by saving, editing and a coach's test day: the hard ranges,
 * the human limits, time to top speed, the timing method, and the rules of trials and a session.
 */
import { z } from 'zod';
import {
  MOVEMENTS,
  type MovementName,
  TIMING_METHODS,
  type TimingMethod,
  type UnitType,
  unitTypeOf,
} from '../constants';
import { humanLimitProblem } from '../result-limits';
import { bestValidTrial, splitProblems, timingMethodOf } from '../trials';
import type { SessionInput, TrialInput } from './trials';

/**
 * Plausible values the server accepts, by movement (anything else is a typing mistake):
 * - broad jump: 12–180 in (1 ft to 15 ft; the standing broad jump record is under 13 ft);
 * - 40 yard dash: 3.5–10 s (the fastest combine forty is above 4.2 s);
 * - 5→10 fly, 20→10 fly, 5→10 decel, 5→10 roll 90, 5→10 180 return: 0.5–15 s;
 * - ShredMill top speeds: 1–30 mph (elite top speeds are about 21–23 mph).
 */
export const RESULT_VALUE_RANGES: Record<MovementName, { min: number; max: number }> =
  Object.fromEntries(
    MOVEMENTS.map((m) => {
      if (m.unitType === 'distance') return [m.name, { min: 12, max: 180 }];
      if (m.unitType === 'speed') return [m.name, { min: 1, max: 30 }];
      if (m.name === 'forty') return [m.name, { min: 3.5, max: 10 }];
      return [m.name, { min: 0.5, max: 15 }];
    }),
  ) as Record<MovementName, { min: number; max: number }>;

/** Time to top speed on the ShredMill (speed tests only, seconds): 0.1–20 s. */
export const TIME_TO_TOP_SPEED_RANGE = { min: 0.1, max: 20 } as const;

const UNIT_WORDS: Record<UnitType, string> = {
  distance: 'inches',
  time: 'seconds',
  speed: 'mph',
};

/** Longest note on a result. */
export const RESULT_NOTE_MAX = 200;

export const timingMethodSchema = z.enum(TIMING_METHODS, {
  error: 'Choose hand or electronic timing',
});

export const resultNoteSchema = z
  .string({ error: 'The note must be text' })
  .max(RESULT_NOTE_MAX, `Keep the note to ${RESULT_NOTE_MAX} characters or fewer`);

interface ValueFields {
  value?: number;
  timeToTopSpeed?: number;
  timingMethod?: TimingMethod | null;
}

/**
 * The value rules of a result of `movement`, shared by saving and editing: the hard range
 * (typing mistakes), the human limit (nobody has ever done it), time to top speed only for
 * speed tests, timing method only for timed tests. Returns each problem with its field.
 */
export function resultValueProblems(
  movement: MovementName,
  input: ValueFields,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const unit = unitTypeOf(movement);
  if (input.value !== undefined) {
    const range = RESULT_VALUE_RANGES[movement];
    if (input.value < range.min || input.value > range.max) {
      problems.push({
        path: 'value',
        message: `must be between ${range.min} and ${range.max} ${UNIT_WORDS[unit]} for ${movement}`,
      });
    } else {
      const human = humanLimitProblem(movement, input.value, input.timingMethod);
      if (human) problems.push({ path: 'value', message: human });
    }
  }
  if (input.timeToTopSpeed !== undefined) {
    if (unit !== 'speed') {
      problems.push({ path: 'timeToTopSpeed', message: 'is only for ShredMill speed tests' });
    } else if (
      input.timeToTopSpeed < TIME_TO_TOP_SPEED_RANGE.min ||
      input.timeToTopSpeed > TIME_TO_TOP_SPEED_RANGE.max
    ) {
      problems.push({
        path: 'timeToTopSpeed',
        message: `must be between ${TIME_TO_TOP_SPEED_RANGE.min} and ${TIME_TO_TOP_SPEED_RANGE.max} seconds`,
      });
    }
  }
  if (input.timingMethod != null && unit !== 'time') {
    problems.push({
      path: 'timingMethod',
      message: 'Hand or electronic timing is only for timed tests',
    });
  }
  return problems;
}

/** The timing method of a result: the session's device and start say it, else the one typed. */
export function resultTimingMethod(input: {
  session?: SessionInput | undefined;
  timingMethod?: TimingMethod | null | undefined;
}): TimingMethod | null {
  const device = input.session?.device ?? 'not-said';
  const derived = timingMethodOf(device, input.session?.start?.kind ?? 'unknown');
  return derived ?? input.timingMethod ?? null;
}

/**
 * The rules of trials and a session on a result of `movement`, each problem at its field: every
 * trial's value (and time to top speed) inside the test's limits for the way it was timed, splits
 * by `splitProblems`, at least one valid trial and `value` equal to the best valid one, a timing
 * device and start only for timed tests and agreeing with a timing method typed beside them.
 */
export function trialProblems(
  movement: MovementName,
  input: {
    value?: number | undefined;
    trials?: readonly TrialInput[] | undefined;
    session?: SessionInput | undefined;
    timingMethod?: TimingMethod | null | undefined;
  },
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const timed = unitTypeOf(movement) === 'time';
  const { session } = input;
  if (session && !timed && (session.device !== undefined || session.start !== undefined)) {
    problems.push({
      path: ['session', 'device'],
      message: 'The timing device and start are only for timed tests',
    });
  }
  const derived = session
    ? timingMethodOf(session.device ?? 'not-said', session.start?.kind ?? 'unknown')
    : undefined;
  if (derived && input.timingMethod != null && input.timingMethod !== derived) {
    problems.push({
      path: ['timingMethod'],
      message:
        derived === 'hand'
          ? 'A stopwatch or a clock started by hand is hand timing'
          : 'Gates, a laser or a video app is electronic timing',
    });
  }
  const trials = input.trials;
  if (!trials) return problems;
  problems.push(...trialValueProblems(movement, trials, resultTimingMethod(input)));
  const best = bestValidTrial(
    movement,
    trials.map((t) => ({ ...t, foul: t.foul ?? false })),
  );
  if (!best) {
    problems.push({ path: ['trials'], message: 'At least one trial must be valid (not a foul)' });
  } else if (input.value !== undefined && input.value !== best.value) {
    problems.push({ path: ['value'], message: 'The value is the best valid trial' });
  }
  return problems;
}

/**
 * Each trial's own problems, at `trials.<index>.<field>`: its value and time to top speed inside
 * the test's limits for `timingMethod`, its splits, and an id of its own.
 */
export function trialValueProblems(
  movement: MovementName,
  trials: readonly TrialInput[],
  timingMethod: TimingMethod | null,
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const ids = new Set<string>();
  trials.forEach((trial, index) => {
    if (ids.has(trial.id)) {
      problems.push({ path: ['trials', index, 'id'], message: 'Each trial needs its own id' });
    }
    ids.add(trial.id);
    for (const problem of resultValueProblems(movement, { ...trial, timingMethod })) {
      if (problem.path === 'timingMethod') continue;
      problems.push({ path: ['trials', index, problem.path], message: problem.message });
    }
    for (const problem of splitProblems(movement, trial.value, trial.splits ?? [])) {
      problems.push({
        path:
          problem.field === 'splits'
            ? ['trials', index, 'splits']
            : ['trials', index, 'splits', problem.index, problem.field],
        message: problem.message,
      });
    }
  });
  return problems;
}
