import { unitTypeOf } from '@gamespeed/domain/constants';
import {
  resultTimingMethod,
  type SaveTestResultRequest,
  saveTestResultRequestSchema,
  type TeamResultEntry,
  type TestDayTiming,
} from '@gamespeed/domain/contracts';
import { bestValidTrial } from '@gamespeed/domain/trials';

type EntryFields = Omit<TeamResultEntry, 'clientId' | 'athleteId' | 'sessionId'>;
type TestDayOfEntry = TestDayTiming & { id: string; testDate: string };

/**
 * A test-day entry as the athlete's own save contract reads it, once it joins its test day
 * (docs/product/teams.md 'Test day'): the test day's date, and for a timed test the test day's
 * device and start, so its timing is the session's and never a second opinion of the entry.
 */
function inTestDay(entry: EntryFields, testDay: TestDayOfEntry) {
  const timed = unitTypeOf(entry.movement) === 'time';
  const { timingMethod, ...rest } = entry;
  const saysNothing = testDay.device === 'not-said' && testDay.start.kind === 'unknown';
  return {
    ...rest,
    ...(timed && saysNothing && timingMethod !== undefined ? { timingMethod } : {}),
    testDate: testDay.testDate,
    session: timed
      ? {
          id: testDay.id,
          device: testDay.device,
          deviceModel: testDay.deviceModel,
          start: testDay.start,
        }
      : { id: testDay.id },
  };
}

/**
 * Checks one entry of a coach's test day with the athlete's own save contract, and answers the
 * result to save or the reason in the coach's words. In a test day an entry may be a foul alone —
 * a further trial of a result the session has already — so each trial's value is checked as if
 * valid, and whether the result keeps a valid trial is the repository's to say (result-trials.ts
 * `applyBestTrial`); its value is the best valid trial sent.
 */
export function parseTeamEntry(
  fields: EntryFields,
  testDay: TestDayOfEntry | undefined,
): { ok: true; request: SaveTestResultRequest } | { ok: false; reason: string } {
  const input = testDay ? inTestDay(fields, testDay) : fields;
  const trials = testDay ? input.trials : undefined;
  const asValid = trials?.map((trial) => ({ ...trial, foul: false }));
  const checkedValue = asValid ? bestValidTrial(input.movement, asValid)!.value : input.value;
  const parsed = saveTestResultRequestSchema.safeParse(
    asValid ? { ...input, trials: asValid, value: checkedValue } : input,
  );
  if (!parsed.success) {
    return {
      ok: false,
      reason: parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'entry'}: ${issue.message}`)
        .join('; '),
    };
  }
  const request: SaveTestResultRequest = {
    ...parsed.data,
    timingMethod: resultTimingMethod(parsed.data),
  };
  if (!trials || !request.trials) return { ok: true, request };
  const withFouls = request.trials.map((trial, index) => ({
    ...trial,
    foul: trials[index]?.foul ?? false,
  }));
  const best = bestValidTrial(
    request.movement,
    withFouls.map((t) => ({ ...t, foul: t.foul })),
  );
  return {
    ok: true,
    request: { ...request, trials: withFouls, value: best?.value ?? checkedValue },
  };
}
