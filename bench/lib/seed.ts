/**
 * Fixtures seeded with SQL straight into a benchmark database, for the benchmarks that need many
 * athletes (scale, teams, sprint-profile): accounts and onboarded profiles with months of
 * results, a coach's team, 40s with split times, and sessions issued by the server's own session
 * code.
 */
import { MOVEMENTS, POSITIONS, PRIMARY_DEFICIENCIES } from '@gamespeed/domain/constants';
import type { Session } from '@gamespeed/domain/contracts';
import { createSession } from '../../apps/server/src/auth/sessions';
import { tokenKeys } from '../../apps/server/src/auth/tokens';
import { openDatabase } from '../../apps/server/src/db/client';
import type { BenchDatabase } from './postgres';
import { BENCH_AUTH_SECRET } from './server';

type OpenDatabase = Awaited<ReturnType<typeof openDatabase>>;

/** A session for one account, as signing in would issue it. */
export async function sessionOf(
  url: string,
  accountId: string,
  open?: OpenDatabase,
  keys = tokenKeys(BENCH_AUTH_SECRET),
): Promise<Session> {
  const handle = open ?? (await openDatabase({ kind: 'pg', url }));
  try {
    return await handle.db.transaction((tx) => createSession(tx, keys, accountId, new Date()));
  } finally {
    if (!open) await handle.close();
  }
}

/** Deterministic account id (a valid version-4 UUID) of seeded athlete `n`, as SQL. */
export const athleteId = (n: number | string) =>
  `overlay(overlay(md5('bench-athlete-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Seeds athletes `from`..`to` (accounts and onboarded profiles), then their results oldest
 * first across all of them — one athlete's rows are spread over the table as they would be
 * after months of use, not stored side by side.
 */
export async function seedAthletes(
  db: BenchDatabase,
  from: number,
  to: number,
  resultsEach: number,
): Promise<void> {
  const ATHLETE_CHUNK = 2_000;
  for (let start = from; start <= to; start += ATHLETE_CHUNK) {
    const end = Math.min(start + ATHLETE_CHUNK - 1, to);
    await db.query(`
      BEGIN;
      INSERT INTO auth_accounts (id, email, created_at)
      SELECT ${athleteId('g')}, 'athlete' || g || '@scale.bench', now() - interval '400 days'
      FROM generate_series(${start}, ${end}) g;
      INSERT INTO users (id, first_name, last_name, email, role, position, height_inches, weight_lbs,
        primary_deficiency, deficiency_notes, confidence_score, onboarding_completed, force_or_form)
      SELECT ${athleteId('g')}, 'Athlete', 'No. ' || g, 'athlete' || g || '@scale.bench',
        'athlete', (ARRAY[${POSITIONS.map((p) => `'${p}'`).join(',')}])[1 + g % ${POSITIONS.length}],
        64 + g % 14, 150 + g % 160,
        (ARRAY[${PRIMARY_DEFICIENCIES.map((p) => `'${p}'`).join(',')}])[1 + g % ${PRIMARY_DEFICIENCIES.length}],
        'Seeded for the scale benchmark.', 75, true, 'force'
      FROM generate_series(${start}, ${end}) g;
      COMMIT;
    `);
  }
  const RESULT_CHUNK = 10; // results per athlete per statement
  for (let first = resultsEach; first >= 1; first -= RESULT_CHUNK) {
    const last = Math.max(first - RESULT_CHUNK + 1, 1);
    await db.query(`
      WITH mv AS (
        SELECT array_agg(id ORDER BY name) AS ids, array_agg(unit_type ORDER BY name) AS units
        FROM movements
      ), seeded AS (
        SELECT gen_random_uuid() AS session_id, g, r,
          now() - (r * 3 || ' days')::interval - (g % 1440 || ' minutes')::interval AS saved_at
        FROM generate_series(${last}, ${first}) r, generate_series(${from}, ${to}) g
      ), sessions AS (
        -- Every result belongs to a test session (one each, as migrated results do).
        INSERT INTO test_sessions (id, test_date, created_at)
        SELECT session_id, saved_at::date, saved_at FROM seeded
      )
      INSERT INTO test_results (athlete_id, movement_id, result_value, result_type, rep_number, created_at, test_date, session_id)
      SELECT ${athleteId('g')}, mv.ids[1 + r % ${MOVEMENTS.length}],
        CASE mv.units[1 + r % ${MOVEMENTS.length}]
          WHEN 'distance' THEN 70 + random() * 70 WHEN 'time' THEN 0.9 + random() * 4 ELSE 12 + random() * 10 END,
        CASE mv.units[1 + r % ${MOVEMENTS.length}]
          WHEN 'distance' THEN 'inches' WHEN 'time' THEN 'seconds' ELSE 'mph' END,
        1, saved_at, saved_at::date, session_id
      FROM mv, seeded
      ORDER BY r DESC, g
    `);
  }
  await db.query('ANALYZE');
}

/** Sessions for `n` athletes spread over 1..total, issued by the server's session code. */
export async function athleteSessions(url: string, total: number, n: number): Promise<Session[]> {
  const handle = await openDatabase({ kind: 'pg', url });
  const keys = tokenKeys(BENCH_AUTH_SECRET);
  try {
    const sessions: Session[] = [];
    const count = Math.min(n, total);
    for (let i = 0; i < count; i++) {
      const number = 1 + Math.floor((i * total) / count);
      const { rows } = await handle.db.execute<{ id: string }>(
        `SELECT ${athleteId(number)} AS id` as never,
      );
      sessions.push(await sessionOf(url, rows[0]!.id, handle, keys));
    }
    return sessions;
  } finally {
    await handle.close();
  }
}

/** The coach and the team of {@link seedTeam}. */
export const BENCH_TEAM = {
  coachId: '00000000-0000-4000-8000-00000000c0ac',
  teamId: '00000000-0000-4000-8000-00000007ea01',
} as const;

/** A coach with one team whose members are `teamSize` of the seeded athletes, evenly spread. */
export async function seedTeam(
  db: BenchDatabase,
  athletes: number,
  teamSize: number,
): Promise<void> {
  const { coachId, teamId } = BENCH_TEAM;
  await db.query(`
    BEGIN;
    INSERT INTO auth_accounts (id, email) VALUES ('${coachId}', 'coach@teams.bench');
    INSERT INTO users (id, first_name, last_name, email, role, onboarding_completed)
    VALUES ('${coachId}', 'Casey', 'Coach', 'coach@teams.bench', 'coach', true);
    INSERT INTO teams (id, coach_id, name, invite_code, invite_token, code_expires_at)
    VALUES ('${teamId}', '${coachId}', 'Varsity', 'BENCH234', 'bench-invite-token',
      now() + interval '30 days');
    INSERT INTO team_memberships (team_id, athlete_id, joined_at)
    SELECT '${teamId}', ${athleteId(`1 + ((i - 1) * ${athletes}) / ${teamSize}`)},
      now() - interval '90 days'
    FROM generate_series(1, ${teamSize}) i;
    COMMIT;
    ANALYZE;
  `);
}

/**
 * Gives athletes `from`..`to` `each` 40s on gates from first movement, one trial each with its
 * 10- and 20-yd splits, a week apart. The newest is the football case of
 * docs/product/sprint-profile.md (1.60/2.65/4.55 s: MSS 9.62 m/s); each older one is slower at
 * every gate by 5 to 25 ms a week. Their profiles are left to the server, which computes missing
 * ones when it starts.
 */
export async function seedFortiesWithSplits(
  db: BenchDatabase,
  from: number,
  to: number,
  each: number,
): Promise<void> {
  await db.query(`
    WITH seeded AS (
      SELECT gen_random_uuid() AS session_id, gen_random_uuid() AS result_id,
        gen_random_uuid() AS trial_id, g, k, (k - 1) * 0.005 * (1 + g % 5) AS slower,
        (current_date - (k - 1) * 7) AS day
      FROM generate_series(${from}, ${to}) g, generate_series(1, ${each}) k
    ), sessions AS (
      INSERT INTO test_sessions (id, test_date, timing_device, start_kind)
      SELECT session_id, day, 'timing-gates', 'first-movement-electronic' FROM seeded
    ), results AS (
      INSERT INTO test_results (id, athlete_id, movement_id, result_value, result_type, rep_number,
        test_date, session_id, timing_method)
      SELECT result_id, ${athleteId('g')}, (SELECT id FROM movements WHERE name = 'forty'),
        4.55 + slower, 'seconds', 1, day, session_id, 'electronic'
      FROM seeded
    )
    INSERT INTO result_trials (id, result_id, trial_number, value, splits)
    SELECT trial_id, result_id, 1, 4.55 + slower, jsonb_build_array(
      jsonb_build_object('distance', 10, 'unit', 'yd', 'seconds', 1.6 + slower),
      jsonb_build_object('distance', 20, 'unit', 'yd', 'seconds', 2.65 + slower))
    FROM seeded
  `);
  await db.query('ANALYZE');
}
