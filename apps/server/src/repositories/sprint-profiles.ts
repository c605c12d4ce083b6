import type { SprintProfileStanding } from '@gamespeed/domain';
import type { Position } from '@gamespeed/domain/constants';
import type {
  SprintCohortDto,
  SprintProfileEntry,
  SprintProfileResponse,
} from '@gamespeed/domain/contracts';
import {
  COHORT_METRICS,
  type CohortMetric,
  cohortBand,
  MIN_COHORT_ATHLETES,
  PROFILED_MOVEMENT,
  percentileInCohort,
  profileOfTrial,
  type SprintCohort,
  type StoredTrial,
  splitTimesOfTrial,
} from '@gamespeed/domain/sprint-profile';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client';
import { sprintProfileCohorts, sprintProfiles } from '../db/schema';

/**
 * Stored sprint profiles (docs/product/sprint-profile.md, "In the product"): recomputed for an
 * athlete by the result-change recipe (result-changes.ts) and when their height or weight
 * changes, read with the cohort of their position. A trial with too few splits has no row; an
 * unreliable fit has a row with its reason and no numbers.
 */

type ProfileRow = typeof sprintProfiles.$inferInsert;

/** The cohort's population and years, as SOURCES.md describes them (sprint_profile_cohorts.csv). */
export const SPRINT_COHORT_POPULATION =
  'NFL combine athletes at the position with a 10-yard split and a 40 from the same run';
export const SPRINT_COHORT_YEARS = '2007–2026';

/**
 * Recomputes every profile of an athlete from their current trials of the 40 (not removed, not a
 * foul, of a result neither deleted nor hidden) and their height and weight, in the caller's
 * transaction (which holds the athlete's lock). Replaces the athlete's rows.
 */
export async function recomputeSprintProfiles(tx: Transaction, athleteId: string): Promise<void> {
  const { rows } = await tx.execute<{
    trial_id: string;
    result_id: string;
    test_date: string;
    value: number;
    splits: StoredTrial['splits'] | string;
    timing_device: StoredTrial['session']['device'];
    start_kind: StoredTrial['session']['start']['kind'];
    start_distance: number | null;
    start_distance_unit: 'yd' | 'm' | null;
    height_inches: number | null;
    weight_lbs: number | null;
  }>(sql`
    SELECT t.id AS trial_id, r.id AS result_id, r.test_date::text AS test_date, t.value, t.splits,
      s.timing_device, s.start_kind, s.start_distance, s.start_distance_unit,
      u.height_inches, u.weight_lbs
    FROM test_results r
    JOIN movements m ON m.id = r.movement_id AND m.name = ${PROFILED_MOVEMENT}
    JOIN result_trials t ON t.result_id = r.id AND t.deleted_at IS NULL AND NOT t.foul
    JOIN test_sessions s ON s.id = r.session_id
    JOIN users u ON u.id = r.athlete_id
    WHERE r.athlete_id = ${athleteId} AND r.deleted_at IS NULL AND r.hidden_at IS NULL
  `);
  const profiles = rows.flatMap((row): ProfileRow[] => {
    const trial: StoredTrial = {
      value: Number(row.value),
      splits: typeof row.splits === 'string' ? JSON.parse(row.splits) : row.splits,
      session: {
        device: row.timing_device,
        start: {
          kind: row.start_kind,
          distance: row.start_distance,
          unit: row.start_distance_unit,
        },
      },
    };
    const outcome = profileOfTrial(trial, {
      heightInches: row.height_inches,
      weightLbs: row.weight_lbs,
    });
    const base = {
      trialId: row.trial_id,
      resultId: row.result_id,
      athleteId,
      testDate: row.test_date,
      fortySeconds: trial.value,
      splits: splitTimesOfTrial(trial),
    };
    if (!outcome.ok) {
      // Too few splits is not a profile at all: the screen says what is missing instead.
      if (outcome.failure.reason === 'too-few-splits') return [];
      return [
        {
          ...base,
          status: 'unreliable',
          reason: outcome.failure.reason,
          message: outcome.failure.message,
        },
      ];
    }
    const { profile } = outcome;
    return [
      {
        ...base,
        status: 'reliable',
        mss: profile.mss,
        tau: profile.tau,
        timeTo90PercentMss: profile.timeTo90PercentMss,
        timeCorrection: profile.timeCorrection.seconds,
        f0PerKg: profile.kinetics?.f0PerKg ?? null,
        v0: profile.kinetics?.v0 ?? null,
        pmaxPerKg: profile.kinetics?.pmaxPerKg ?? null,
        rfMax: profile.kinetics?.rfMax ?? null,
        drf: profile.kinetics?.drf ?? null,
        caveats: profile.caveats,
      },
    ];
  });
  await tx.delete(sprintProfiles).where(eq(sprintProfiles.athleteId, athleteId));
  if (profiles.length > 0) await tx.insert(sprintProfiles).values(profiles);
}

/** The cohort of a position, or null when the position has none (too few athletes). */
export async function loadSprintCohort(
  db: Db,
  position: Position | null,
): Promise<SprintCohort | null> {
  if (!position) return null;
  const [row] = await db
    .select()
    .from(sprintProfileCohorts)
    .where(eq(sprintProfileCohorts.position, position));
  if (!row || row.n < MIN_COHORT_ATHLETES) return null;
  return {
    position: row.position,
    n: row.n,
    anchors: row.anchors as SprintCohort['anchors'],
  };
}

type StoredProfile = typeof sprintProfiles.$inferSelect;

/** Where each metric of a stored profile stands in the cohort; null without a cohort. */
export function standingsOf(
  row: Pick<StoredProfile, CohortMetric>,
  cohort: SprintCohort | null,
): SprintProfileEntry['standings'] {
  if (!cohort) return null;
  const standings: NonNullable<SprintProfileEntry['standings']> = {};
  for (const metric of COHORT_METRICS) {
    const value = row[metric];
    if (value === null) continue;
    const anchors = cohort.anchors[metric];
    standings[metric] = {
      percentile: Math.round(percentileInCohort(value, anchors)),
      band: cohortBand(value, anchors),
    };
  }
  return standings;
}

function toEntry(row: StoredProfile, cohort: SprintCohort | null): SprintProfileEntry {
  return {
    trialId: row.trialId,
    resultId: row.resultId,
    testDate: row.testDate,
    fortySeconds: row.fortySeconds,
    splits: row.splits,
    status: row.status,
    reason: row.reason,
    message: row.message,
    mss: row.mss,
    tau: row.tau,
    timeTo90PercentMss: row.timeTo90PercentMss,
    timeCorrection: row.timeCorrection,
    f0PerKg: row.f0PerKg,
    v0: row.v0,
    pmaxPerKg: row.pmaxPerKg,
    rfMax: row.rfMax,
    drf: row.drf,
    caveats: row.caveats as SprintProfileEntry['caveats'],
    standings: row.status === 'reliable' ? standingsOf(row, cohort) : null,
  };
}

const toCohortDto = (cohort: SprintCohort): SprintCohortDto => ({
  ...cohort,
  population: SPRINT_COHORT_POPULATION,
  years: SPRINT_COHORT_YEARS,
});

/**
 * An athlete's sprint profile: the newest one, one per 40 (newest first), the cohort of their
 * position, and what is missing when their newest 40 has too few splits for one.
 */
export async function loadSprintProfileView(
  db: Db,
  athlete: { id: string; position: Position | null },
): Promise<SprintProfileResponse> {
  const [cohort, rows, newestForty] = await Promise.all([
    loadSprintCohort(db, athlete.position),
    db
      .select()
      .from(sprintProfiles)
      .where(eq(sprintProfiles.athleteId, athlete.id))
      .orderBy(
        sprintProfiles.resultId,
        sql`${sprintProfiles.status} = 'reliable' DESC`,
        sprintProfiles.fortySeconds,
      ),
    newestFortyOf(db, athlete.id),
  ]);
  // One per 40: the reliable profile of its fastest trial, else an unreliable one.
  const byResult = new Map<string, StoredProfile>();
  for (const row of rows) if (!byResult.has(row.resultId)) byResult.set(row.resultId, row);
  const history = [...byResult.values()]
    .sort((a, b) => b.testDate.localeCompare(a.testDate) || +b.computedAt - +a.computedAt)
    .map((row) => toEntry(row, cohort));
  const missing =
    newestForty && !byResult.has(newestForty.resultId)
      ? {
          testDate: newestForty.testDate,
          message:
            'A sprint profile needs your 40 with at least one split time, such as the 10 or the 20 yard split.',
        }
      : null;
  return {
    position: athlete.position,
    cohort: cohort && toCohortDto(cohort),
    latest: history[0] ?? null,
    history,
    missing,
  };
}

/**
 * What the diagnosis reads of the athlete's newest reliable profile with force numbers, against
 * the cohort of their position; null without such a profile or without a cohort.
 */
export async function newestProfileStanding(
  db: Db,
  athleteId: string,
  position: Position | null,
): Promise<SprintProfileStanding | null> {
  const cohort = await loadSprintCohort(db, position);
  if (!cohort) return null;
  const [row] = await db
    .select()
    .from(sprintProfiles)
    .where(
      and(
        eq(sprintProfiles.athleteId, athleteId),
        eq(sprintProfiles.status, 'reliable'),
        isNotNull(sprintProfiles.f0PerKg),
        isNotNull(sprintProfiles.v0),
      ),
    )
    .orderBy(desc(sprintProfiles.testDate), sprintProfiles.fortySeconds)
    .limit(1);
  if (!row || row.f0PerKg === null || row.v0 === null || row.mss === null) return null;
  const percentile = (metric: CohortMetric, value: number) =>
    Math.round(percentileInCohort(value, cohort.anchors[metric]));
  return {
    position: cohort.position,
    f0PerKg: row.f0PerKg,
    v0: row.v0,
    f0Percentile: percentile('f0PerKg', row.f0PerKg),
    mssPercentile: percentile('mss', row.mss),
    v0Percentile: percentile('v0', row.v0),
  };
}

/** The athlete's newest current 40 (by test date, then saved last). */
async function newestFortyOf(db: Db, athleteId: string) {
  const { rows } = await db.execute<{ result_id: string; test_date: string }>(sql`
    SELECT r.id AS result_id, r.test_date::text AS test_date
    FROM test_results r JOIN movements m ON m.id = r.movement_id AND m.name = ${PROFILED_MOVEMENT}
    WHERE r.athlete_id = ${athleteId} AND r.deleted_at IS NULL AND r.hidden_at IS NULL
    ORDER BY r.test_date DESC, r.created_at DESC LIMIT 1
  `);
  const row = rows[0];
  return row ? { resultId: row.result_id, testDate: row.test_date } : null;
}
