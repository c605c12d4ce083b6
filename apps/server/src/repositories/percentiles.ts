import {
  athleteLevel,
  type PercentileTest,
  type PoolAthlete,
  type TeamLevel,
  unitTypeOf,
} from '@gamespeed/domain';
import type { AthleteLevel } from '@gamespeed/domain/athlete-level';
import type { Position } from '@gamespeed/domain/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bestFirst, COUNTS_FOR_BEST } from './best-values';

/**
 * The pool the percentiles compare with (docs/product/percentiles.md): every athlete's current
 * best of one test — electronic times only unless `timing` is 'all' — with their position and
 * the inputs of their level, in one statement (the level rule itself is the domain's).
 */
export async function bestOfEveryAthlete(
  db: Db,
  test: PercentileTest,
  timing: 'electronic' | 'all',
  now: Date,
): Promise<PoolAthlete[]> {
  const unit = unitTypeOf(test);
  const timed = unit === 'time' && timing === 'electronic';
  const { rows } = await db.execute<{
    athlete_id: string;
    best: number;
    position: Position | null;
    level: AthleteLevel | null;
    graduation_year: number | null;
    team_levels: (TeamLevel | null)[];
  }>(sql`
    SELECT b.athlete_id, b.best, u.position, u.level, u.graduation_year,
      (SELECT coalesce(json_agg(t.sport_level ORDER BY m.joined_at DESC), '[]'::json)
         FROM team_memberships m JOIN teams t ON t.id = m.team_id
        WHERE m.athlete_id = b.athlete_id AND m.left_at IS NULL AND t.deleted_at IS NULL
      ) AS team_levels
    FROM (
      SELECT DISTINCT ON (r.athlete_id) r.athlete_id, r.result_value AS best
      FROM test_results r
      JOIN movements mv ON mv.id = r.movement_id
      WHERE mv.name = ${test} AND ${COUNTS_FOR_BEST}
        ${timed ? sql`AND r.timing_method = 'electronic'` : sql``}
      ORDER BY r.athlete_id, ${bestFirst(unit)}
    ) b
    JOIN users u ON u.id = b.athlete_id
  `);
  return rows.map((row) => ({
    athleteId: row.athlete_id,
    position: row.position,
    best: Number(row.best),
    level:
      athleteLevel({
        teamLevels: row.team_levels,
        chosenLevel: row.level,
        graduationYear: row.graduation_year,
        now,
      })?.level ?? null,
  }));
}

/** The athletes on a coach's team now with their positions; undefined when not the coach's. */
export async function teamMembersOf(db: Db, teamId: string, coachId: string) {
  const { rows } = await db.execute<{ athlete_id: string | null; position: Position | null }>(sql`
    SELECT m.athlete_id, u.position
    FROM teams t
    LEFT JOIN team_memberships m ON m.team_id = t.id AND m.left_at IS NULL
    LEFT JOIN users u ON u.id = m.athlete_id
    WHERE t.id = ${teamId} AND t.coach_id = ${coachId} AND t.deleted_at IS NULL
  `);
  if (rows.length === 0) return undefined;
  return rows.flatMap((r) =>
    r.athlete_id ? [{ athleteId: r.athlete_id, position: r.position }] : [],
  );
}
