import { type SQL, sql } from 'drizzle-orm';

/**
 * The day an athlete's retest clock runs from, in SQL (docs/product/reminders.md): each test keeps
 * its own clock, so it is the oldest of the tests' latest dates (results deleted or hidden do not
 * count) — the same rule as `retestClockDate` in packages/domain. A yyyy-mm-dd text, or null.
 */
export const retestClockDateSql = (athleteId: SQL): SQL => sql`(
  SELECT min(per_test.latest)::text FROM (
    SELECT max(r.test_date) AS latest FROM test_results r
    WHERE r.athlete_id = ${athleteId} AND r.deleted_at IS NULL AND r.hidden_at IS NULL
    GROUP BY r.movement_id
  ) per_test
)`;
