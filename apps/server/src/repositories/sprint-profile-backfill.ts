import { PROFILED_MOVEMENT, yardsToMetres } from '@gamespeed/domain/sprint-profile';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lockAthlete } from './assessments';
import { recomputeSprintProfiles } from './sprint-profiles';

const FORTY_METRES = yardsToMetres(40);

/**
 * Profiles for trials of the 40 saved before profiles were stored (or whose row went missing):
 * every athlete with a current trial that has a split before the finish and no profile row is
 * recomputed, each in a transaction of their own holding their lock. Run at start-up after the
 * reference data; answers how many athletes were recomputed.
 */
export async function backfillSprintProfiles(db: Database): Promise<number> {
  const { rows } = await db.execute<{ athlete_id: string }>(sql`
    SELECT DISTINCT r.athlete_id
    FROM test_results r
    JOIN movements m ON m.id = r.movement_id AND m.name = ${PROFILED_MOVEMENT}
    JOIN result_trials t ON t.result_id = r.id AND t.deleted_at IS NULL AND NOT t.foul
    WHERE r.deleted_at IS NULL AND r.hidden_at IS NULL
      AND jsonb_array_length(t.splits) > 0
      AND NOT EXISTS (SELECT 1 FROM sprint_profiles p WHERE p.trial_id = t.id)
      AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(t.splits) s
        WHERE (s->>'distance')::float8 * CASE s->>'unit' WHEN 'm' THEN 1 ELSE 0.9144 END
          < ${FORTY_METRES} - 0.001
      )
  `);
  for (const { athlete_id: athleteId } of rows) {
    await db.transaction(async (tx) => {
      await lockAthlete(tx, athleteId);
      await recomputeSprintProfiles(tx, athleteId);
    });
  }
  return rows.length;
}
