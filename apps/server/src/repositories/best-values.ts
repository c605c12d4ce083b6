import type { MovementName, TimingMethod, UnitType } from '@gamespeed/domain/constants';
import type { MovementDates, MovementTimings, MovementValues } from '@gamespeed/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * "Best", defined once for every query (the domain's `isBetter` is the same rule for code that
 * already holds the values, the web app's included): of an athlete's results of one movement
 * that count — not deleted, not hidden, a value above 0 — the best is the largest for distance
 * and speed and the smallest for time; of equal values the one reached first (earliest test date,
 * then earliest saved) is the best. The queries alias test_results as `r`.
 */

/** The results that can be best: current, not hidden, and measured (a value above 0). */
export const COUNTS_FOR_BEST = sql`r.deleted_at IS NULL AND r.hidden_at IS NULL AND r.result_value > 0`;

/**
 * ORDER BY terms that put the results of one movement best first. `unit` is a unit type known
 * before the query (then the order reads test_results_best_idx) or the SQL of the movement's
 * unit type column.
 */
export function bestFirst(unit: UnitType | SQL): SQL {
  const value =
    typeof unit === 'string'
      ? unit === 'time'
        ? sql`r.result_value ASC`
        : sql`r.result_value DESC`
      : sql`CASE WHEN ${unit} = 'time' THEN r.result_value ELSE -r.result_value END`;
  return sql`${value}, r.test_date ASC, r.created_at ASC`;
}

/** One athlete's best value of each of `names` that they have a counting result of. */
export async function bestValuesOf(
  db: Db,
  athleteId: string,
  names: readonly MovementName[],
): Promise<MovementValues> {
  const { rows } = await db.execute<{ name: MovementName; best: number }>(sql`
    SELECT DISTINCT ON (r.movement_id) m.name, r.result_value AS best
    FROM test_results r
    JOIN movements m ON m.id = r.movement_id
    WHERE r.athlete_id = ${athleteId} AND ${COUNTS_FOR_BEST}
      AND m.name IN (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})
    ORDER BY r.movement_id, ${bestFirst(sql`m.unit_type`)}
  `);
  const best: MovementValues = {};
  for (const row of rows) best[row.name] = Number(row.best);
  return best;
}

/**
 * Best and latest value per movement of one athlete, with their test dates, in one statement,
 * over current (not deleted) rows: best is max for distance and speed and min for time, dated
 * the first day it was reached; latest is the row with the newest test date per movement (then
 * the newest saved). Values ≤ 0 never count as best.
 */
export async function bestAndLatestValues(
  db: Db,
  athleteId: string,
): Promise<{
  best: MovementValues;
  latest: MovementValues;
  bestDates: MovementDates;
  latestDates: MovementDates;
  bestTimings: MovementTimings;
}> {
  const { rows } = await db.execute<{
    name: MovementName;
    best: number | null;
    best_date: string | null;
    best_timing: TimingMethod | null;
    latest: number;
    latest_date: string;
  }>(sql`
    WITH best AS (
      SELECT DISTINCT ON (r.movement_id) r.movement_id, r.result_value AS best,
        to_char(r.test_date, 'YYYY-MM-DD') AS best_date, r.timing_method AS best_timing
      FROM test_results r
      JOIN movements m ON m.id = r.movement_id
      WHERE r.athlete_id = ${athleteId} AND ${COUNTS_FOR_BEST}
      ORDER BY r.movement_id, ${bestFirst(sql`m.unit_type`)}
    ),
    latest AS (
      SELECT DISTINCT ON (r.movement_id) r.movement_id, r.result_value AS latest,
        to_char(r.test_date, 'YYYY-MM-DD') AS latest_date
      FROM test_results r
      WHERE r.athlete_id = ${athleteId} AND r.deleted_at IS NULL AND r.hidden_at IS NULL
      ORDER BY r.movement_id, r.test_date DESC, r.created_at DESC, r.id DESC
    )
    SELECT m.name, best.best, best.best_date, best.best_timing, latest.latest, latest.latest_date
    FROM latest
    JOIN movements m ON m.id = latest.movement_id
    LEFT JOIN best ON best.movement_id = latest.movement_id
  `);
  const best: MovementValues = {};
  const latest: MovementValues = {};
  const bestDates: MovementDates = {};
  const latestDates: MovementDates = {};
  const bestTimings: MovementTimings = {};
  for (const row of rows) {
    if (row.best_timing !== null) bestTimings[row.name] = row.best_timing;
    if (row.best !== null) best[row.name] = Number(row.best);
    if (row.best_date !== null) bestDates[row.name] = row.best_date;
    latest[row.name] = Number(row.latest);
    latestDates[row.name] = row.latest_date;
  }
  return { best, latest, bestDates, latestDates, bestTimings };
}
