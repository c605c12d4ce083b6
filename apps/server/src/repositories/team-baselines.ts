import {
  eliteValueFor,
  MOVEMENT_NAMES,
  type MovementName,
  nearestByWeight,
} from '@gamespeed/domain';
import type { MovementValues, TestDayBaselines } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bestFirst, COUNTS_FOR_BEST } from './best-values';
import { preparedNormQueries } from './norms';

/**
 * A test day's baselines (docs/product/teams.md 'Test day'): for every athlete on the coach's
 * team now, their current best of each test (the rows that count for best values) and the elite
 * value for their bodyweight — what the athlete's own Add Test Result compares a new value with
 * (the domain's `unusualResult`). One statement for the bests, the norm tables once.
 */
export async function testDayBaselines(
  db: Database,
  teamId: string,
  coachId: string,
): Promise<TestDayBaselines> {
  const norms = preparedNormQueries(db);
  const [members, bests, powerRows, gameRows] = await Promise.all([
    db.execute<{ athlete_id: string; weight_lbs: number | null }>(sql`
      SELECT m.athlete_id, u.weight_lbs FROM team_memberships m
      JOIN teams t ON t.id = m.team_id
      JOIN users u ON u.id = m.athlete_id
      WHERE m.team_id = ${teamId} AND m.left_at IS NULL
        AND t.coach_id = ${coachId} AND t.deleted_at IS NULL
    `),
    db.execute<{ athlete_id: string; name: MovementName; best: number }>(sql`
      SELECT DISTINCT ON (r.athlete_id, r.movement_id) r.athlete_id, m.name, r.result_value AS best
      FROM test_results r
      JOIN movements m ON m.id = r.movement_id
      JOIN team_memberships tm ON tm.athlete_id = r.athlete_id
        AND tm.team_id = ${teamId} AND tm.left_at IS NULL
      WHERE ${COUNTS_FOR_BEST}
      ORDER BY r.athlete_id, r.movement_id, ${bestFirst(sql`m.unit_type`)}
    `),
    norms.powerToSpeedNorms.execute(),
    norms.gameSpeedNorms.execute(),
  ]);
  const bestBy = new Map<string, MovementValues>();
  for (const row of bests.rows) {
    const best = bestBy.get(row.athlete_id) ?? {};
    best[row.name] = Number(row.best);
    bestBy.set(row.athlete_id, best);
  }
  return {
    athletes: members.rows.map(({ athlete_id: athleteId, weight_lbs: weight }) => {
      const elite: MovementValues = {};
      if (weight !== null) {
        const power = nearestByWeight(powerRows, weight) ?? null;
        const game = nearestByWeight(gameRows, weight) ?? null;
        for (const movement of MOVEMENT_NAMES) {
          const value = eliteValueFor(movement, power, game);
          if (value !== null) elite[movement] = value;
        }
      }
      return { athleteId, best: bestBy.get(athleteId) ?? {}, elite };
    }),
  };
}
