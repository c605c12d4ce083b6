import {
  defaultTimingClass,
  TIMING_CLASSES,
  type TimingClass,
  unitTypeOf,
} from '@gamespeed/domain';
import type { MovementName, Position } from '@gamespeed/domain/constants';
import type { LeaderboardResponse } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bestFirst, COUNTS_FOR_BEST } from './best-values';

/** A team's leaderboard: who may read it, and each member's best value of one test. */

/**
 * True when the user may read the team's leaderboard: its coach, or on the team now and not
 * hidden from leaderboards (an athlete who opted out neither shows nor sees them).
 */
export async function canSeeLeaderboard(db: Db, teamId: string, userId: string) {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM teams t
      WHERE t.id = ${teamId} AND t.deleted_at IS NULL
        AND (t.coach_id = ${userId} OR EXISTS (
          SELECT 1 FROM team_memberships m
          JOIN users u ON u.id = m.athlete_id AND NOT u.leaderboard_opt_out
          WHERE m.team_id = t.id AND m.athlete_id = ${userId} AND m.left_at IS NULL))
    ) AS ok
  `);
  return rows[0]?.ok === true;
}

/**
 * Each current, not opted-out member's best value of one test (best-values.ts), with the
 * earliest day it was reached. Ranked best first; equal values rank the earlier day first.
 *
 * A timed test ranks one class of times (electronic, hand or not said; ADR 063): each member's
 * best of each class is read (one index probe per class), `timing` picks the class ranked — by
 * default electronic when anyone has an electronic time — and `timings` says how many athletes
 * each class has. An athlete with times of two classes is on both boards, never mixed.
 */
export async function loadLeaderboard(
  db: Db,
  teamId: string,
  movement: MovementName,
  viewerId: string,
  requestedTiming?: TimingClass,
): Promise<Omit<LeaderboardResponse, 'test'>> {
  const unit = unitTypeOf(movement);
  const timed = unit === 'time';
  const { rows } = await db.execute<{
    athlete_id: string;
    first_name: string | null;
    last_name: string | null;
    position: string | null;
    timing: TimingClass | null;
    value: number;
    test_date: string;
  }>(sql`
    SELECT u.id AS athlete_id, u.first_name, u.last_name, u.position, c.timing,
      best.value, best.test_date
    FROM team_memberships m
    JOIN users u ON u.id = m.athlete_id AND NOT u.leaderboard_opt_out
    CROSS JOIN (VALUES ${
      timed
        ? sql.join(
            TIMING_CLASSES.map((c) => sql`(${c})`),
            sql`, `,
          )
        : sql`(NULL)`
    }) AS c(timing)
    -- Each member's best of the test (of each timing class), read from test_results_best_idx.
    CROSS JOIN LATERAL (
      SELECT r.result_value AS value, r.test_date::text AS test_date
      FROM test_results r
      WHERE r.athlete_id = u.id
        AND r.movement_id = (SELECT mv.id FROM movements mv WHERE mv.name = ${movement})
        AND ${COUNTS_FOR_BEST}
        ${timed ? sql`AND coalesce(r.timing_method, 'not-said') = c.timing` : sql``}
      ORDER BY ${bestFirst(unit)}
      LIMIT 1
    ) best
    WHERE m.team_id = ${teamId} AND m.left_at IS NULL
    ORDER BY ${timed ? sql`best.value ASC` : sql`best.value DESC`}, best.test_date ASC, u.id
  `);
  const timings = timed
    ? TIMING_CLASSES.map((timing) => ({
        timing,
        athletes: rows.filter((r) => r.timing === timing).length,
      })).filter((c) => c.athletes > 0)
    : [];
  const timing = timed
    ? (requestedTiming ??
      defaultTimingClass(Object.fromEntries(timings.map((c) => [c.timing, c.athletes]))))
    : null;
  return {
    timing,
    timings,
    rows: rows
      .filter((r) => r.timing === timing)
      .map((r, i) => ({
        rank: i + 1,
        athleteId: r.athlete_id,
        firstName: r.first_name,
        lastName: r.last_name,
        position: r.position as Position | null,
        value: Number(r.value),
        testDate: r.test_date,
        isMe: r.athlete_id === viewerId,
      })),
  };
}
