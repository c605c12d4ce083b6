/**
 * Results a coach enters for the athletes of a team on a test day, and the athlete's dispute of
 * them (docs/product/teams.md 'Test day' and 'Disputes').
 */

/** At most this many entries in one request of a test day (a squad is sent in parts). */
export const TEAM_RESULTS_MAX_ENTRIES = 100;

/** A hidden result's reason: 1 to this many characters. */
export const HIDE_REASON_MAX = 200;

/** Why the server did not save one entry of a test day. */
export const TEAM_RESULT_REFUSALS = [
  'invalid',
  'not_on_team',
  'client_id_used',
  'test_day_not_found',
] as const;
export type TeamResultRefusal = (typeof TEAM_RESULT_REFUSALS)[number];

/** The sentence the coach sees for a refusal that is not about the value itself. */
export const TEAM_RESULT_REFUSAL_MESSAGES: Record<Exclude<TeamResultRefusal, 'invalid'>, string> = {
  not_on_team: 'This athlete is not on your team.',
  client_id_used: 'This entry id was already used for another result.',
  test_day_not_found: 'This test day was not found. Start a new one.',
};

/**
 * Whether a result counts for best values, the diagnosis, progress and the roster: it must be
 * neither deleted nor hidden by its athlete. Hidden ones stay in the history, marked.
 */
export function resultCounts(result: {
  deletedAt: string | null;
  hiddenAt: string | null;
}): boolean {
  return result.deletedAt === null && result.hiddenAt === null;
}

/**
 * Who entered a result, in the athlete's words: 'Entered by Coach Jane Doe' when someone other
 * than the athlete typed it in (a coach on a test day), null for the athlete's own results.
 * `enteredByName` is that person's name (null when they are not the athlete, but have no name
 * or no longer exist).
 */
export function enteredByLabel(result: {
  enteredByCoach: boolean;
  enteredByName: string | null;
}): string | null {
  if (!result.enteredByCoach) return null;
  return result.enteredByName ? `Entered by Coach ${result.enteredByName}` : 'Entered by a coach';
}

/**
 * The running count of a test day: how many athletes have a value entered, out of those not
 * marked absent.
 */
export function testDayCount(athletes: readonly { entered: boolean; absent: boolean }[]): {
  entered: number;
  expected: number;
} {
  const present = athletes.filter((a) => !a.absent);
  return { entered: present.filter((a) => a.entered).length, expected: present.length };
}

/** At most this many athletes marked absent on one test day (a squad with its reserves). */
export const TEST_DAY_ABSENT_MAX = 500;
