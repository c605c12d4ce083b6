import type { MovementName } from '@gamespeed/domain/constants';
import type {
  OpenTestDayResponse,
  TestDay,
  TestDayRequest,
  TestDayTiming,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { movements, testResults, testSessions } from '../db/schema';
import { conflict } from '../lib/errors';
import { COUNTS_FOR_BEST } from './best-values';
import { trialsColumn } from './result-trials';

/**
 * A coach's test day as a session on the server (docs/product/teams.md 'Test day'): started or
 * changed by its device id, read back to resume it, and found for an entry that joins it. The
 * results in it are written by the recipe of every result (team-results.ts → result-changes.ts).
 */

const testDayNotYours = () =>
  conflict(ERROR_CODES.idUsedElsewhere, 'That test day belongs to someone else. Start a new one.');

const timingColumns = {
  device: testSessions.timingDevice,
  deviceModel: testSessions.timingDeviceModel,
  startKind: testSessions.startKind,
  startDistance: testSessions.startDistance,
  startDistanceUnit: testSessions.startDistanceUnit,
};

type TimingRow = {
  device: TestDayTiming['device'];
  deviceModel: string | null;
  startKind: TestDayTiming['start']['kind'];
  startDistance: number | null;
  startDistanceUnit: TestDayTiming['start']['unit'];
};

const timingOf = (row: TimingRow): TestDayTiming => ({
  device: row.device,
  deviceModel: row.deviceModel,
  start: { kind: row.startKind, distance: row.startDistance, unit: row.startDistanceUnit },
});

/** The test day `sessionId` of coach `coachId` on team `teamId` (open or closed), if it is one. */
export async function findTestDay(db: Db, teamId: string, coachId: string, sessionId: string) {
  const [row] = await db
    .select({ id: testSessions.id, testDate: testSessions.testDate, ...timingColumns })
    .from(testSessions)
    .where(
      and(
        eq(testSessions.id, sessionId),
        eq(testSessions.teamId, teamId),
        eq(testSessions.enteredBy, coachId),
        isNotNull(testSessions.testDayMovements),
      ),
    );
  return row ? { id: row.id, testDate: row.testDate, ...timingOf(row) } : undefined;
}

/**
 * Starts test day `input.id` for the coach's team, or changes it when it is theirs already: the
 * date, device and start stay as it started; the tests, the absent athletes and whether it is
 * closed are the request's. Answers the test day as it stands.
 *
 * @throws 409 when the id is a session someone else started (or not this team's test day).
 */
export async function saveTestDay(
  db: Db,
  teamId: string,
  coachId: string,
  input: TestDayRequest,
): Promise<TestDay> {
  const closedAt =
    input.closed === undefined
      ? sql`${testSessions.closedAt}`
      : input.closed
        ? sql`coalesce(${testSessions.closedAt}, now())`
        : sql`NULL`;
  const changes = {
    testDayMovements: input.movements,
    ...(input.absentAthleteIds ? { absentAthleteIds: input.absentAthleteIds } : {}),
  };
  const [saved] = await db
    .insert(testSessions)
    .values({
      id: input.id,
      testDate: input.testDate,
      enteredBy: coachId,
      teamId,
      timingDevice: input.device ?? 'not-said',
      timingDeviceModel: input.deviceModel || null,
      startKind: input.start?.kind ?? 'unknown',
      startDistance: input.start?.distance ?? null,
      startDistanceUnit: input.start?.distance == null ? null : (input.start.unit ?? null),
      closedAt: input.closed ? new Date() : null,
      ...changes,
    })
    .onConflictDoUpdate({
      target: testSessions.id,
      set: { ...changes, closedAt },
      setWhere: and(
        eq(testSessions.enteredBy, coachId),
        eq(testSessions.teamId, teamId),
        isNotNull(testSessions.testDayMovements),
      ),
    })
    .returning({ id: testSessions.id });
  if (!saved) throw testDayNotYours();
  return (await loadTestDay(db, saved.id, coachId))!;
}

/**
 * The rows of the same athlete and test before test day `session`: counted for best values, not
 * in it, and dated before its date or saved before it started (a device's date and the server's
 * may differ by a day). For the summary at its end.
 */
const before = (session: { id: string; testDate: string; createdAt: Date }) => sql`
  r.athlete_id = ${testResults.athleteId} AND r.movement_id = ${testResults.movementId}
  AND r.session_id IS DISTINCT FROM ${session.id}
  AND (r.test_date < ${session.testDate}::date OR r.created_at < ${session.createdAt.toISOString()}::timestamptz)
  AND ${COUNTS_FOR_BEST}`;

/** Test day `sessionId` with what coach `coachId` saved in it. */
export async function loadTestDay(
  db: Db,
  sessionId: string,
  coachId: string,
): Promise<TestDay | undefined> {
  const [session] = await db
    .select({
      id: testSessions.id,
      testDate: testSessions.testDate,
      movements: testSessions.testDayMovements,
      absentAthleteIds: testSessions.absentAthleteIds,
      closedAt: testSessions.closedAt,
      createdAt: testSessions.createdAt,
      ...timingColumns,
    })
    .from(testSessions)
    .where(eq(testSessions.id, sessionId));
  if (!session) return undefined;
  const results = await db
    .select({
      resultId: testResults.id,
      athleteId: testResults.athleteId,
      movement: movements.name,
      value: testResults.resultValue,
      trials: trialsColumn,
      previousBest: sql<number | null>`(
        SELECT r.result_value FROM test_results r
        WHERE ${before(session)}
        ORDER BY CASE WHEN ${movements.unitType} = 'time' THEN r.result_value
          ELSE -r.result_value END
        LIMIT 1)`,
      previousValue: sql<number | null>`(
        SELECT r.result_value FROM test_results r
        WHERE ${before(session)}
        ORDER BY r.test_date DESC, r.created_at DESC
        LIMIT 1)`,
    })
    .from(testResults)
    .innerJoin(movements, eq(movements.id, testResults.movementId))
    .where(
      and(
        eq(testResults.sessionId, sessionId),
        eq(testResults.enteredBy, coachId),
        isNull(testResults.deletedAt),
      ),
    )
    .orderBy(testResults.createdAt);
  return {
    id: session.id,
    testDate: session.testDate,
    movements: (session.movements ?? []) as MovementName[],
    absentAthleteIds: session.absentAthleteIds,
    closedAt: session.closedAt?.toISOString() ?? null,
    ...timingOf(session),
    results: results.map((r) => ({ ...r, movement: r.movement as MovementName })),
  };
}

/**
 * What the coach's device resumes: the coach's newest open test day on the team, and how the
 * team's newest test day of theirs was timed (the device and start offered for a new one).
 */
export async function openTestDay(
  db: Db,
  teamId: string,
  coachId: string,
): Promise<OpenTestDayResponse> {
  const [newest] = await db
    .select({ id: testSessions.id, closedAt: testSessions.closedAt, ...timingColumns })
    .from(testSessions)
    .where(
      and(
        eq(testSessions.teamId, teamId),
        eq(testSessions.enteredBy, coachId),
        isNotNull(testSessions.testDayMovements),
      ),
    )
    .orderBy(desc(testSessions.createdAt))
    .limit(1);
  if (!newest) return { testDay: null, lastTiming: null };
  return {
    testDay:
      newest.closedAt === null ? ((await loadTestDay(db, newest.id, coachId)) ?? null) : null,
    lastTiming: timingOf(newest),
  };
}
