/**
 * The bare-SQL baseline of the API benchmark: a plain `node:http` server and a bare `pg` Pool
 * (the server's pool size) running exactly the SQL the real endpoints send — copied from what
 * Drizzle emits for plugins/auth.ts, repositories/best-values.ts, repositories/norms.ts,
 * repositories/assessments.ts and routes/dashboard (captured from the server's pg client) — and
 * the same domain rule (the diagnosis, `assess`), with none of the framework: no Fastify, no JWT signature check (the token's
 * payload is only decoded to get the session and account ids the auth query needs), no zod
 * validation or serialization, no helmet headers. Same queries, same order, same parallelism, and
 * the statements the server prepares (auth lookup, the dashboard's norms and prescription) are
 * named here too, so PostgreSQL does the same work for both.
 *
 * Run by bench/api.ts as a child process: PORT, DATABASE_URL, PG_POOL_MAX.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { assess, type PowerToSpeedNorm } from '@gamespeed/domain';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX ?? 10),
});

const AUTH_SQL =
  'select "auth_sessions"."account_id", "auth_sessions"."revoked_at", "auth_sessions"."expires_at", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."phone", "users"."role", "users"."is_admin", "users"."position", "users"."height_inches", "users"."weight_lbs", "users"."primary_deficiency", "users"."deficiency_notes", "users"."confidence_score", "users"."assessed_at", "users"."onboarding_completed", "users"."force_or_form", "users"."subscription_status", "users"."subscription_tier", "users"."subscription_expires", "users"."subscription_event_at", "users"."stripe_customer_id", "users"."checkout_session_id", "users"."leaderboard_opt_out", "users"."retest_reminder_weeks", "users"."created_at" from "auth_sessions" left join "users" on "users"."id" = "auth_sessions"."account_id" where ("auth_sessions"."id" = $1 and "auth_sessions"."account_id" = $2)';
const BEST_AND_LATEST_SQL = `
    WITH best AS (
      SELECT DISTINCT ON (r.movement_id) r.movement_id, r.result_value AS best,
        to_char(r.test_date, 'YYYY-MM-DD') AS best_date
      FROM test_results r
      JOIN movements m ON m.id = r.movement_id
      WHERE r.athlete_id = $1 AND r.deleted_at IS NULL AND r.hidden_at IS NULL
        AND r.result_value > 0
      ORDER BY r.movement_id,
        CASE WHEN m.unit_type = 'time' THEN r.result_value ELSE -r.result_value END,
        r.test_date ASC, r.created_at ASC
    ),
    latest AS (
      SELECT DISTINCT ON (r.movement_id) r.movement_id, r.result_value AS latest,
        to_char(r.test_date, 'YYYY-MM-DD') AS latest_date
      FROM test_results r
      WHERE r.athlete_id = $2 AND r.deleted_at IS NULL AND r.hidden_at IS NULL
      ORDER BY r.movement_id, r.test_date DESC, r.created_at DESC, r.id DESC
    )
    SELECT m.name, best.best, best.best_date, latest.latest, latest.latest_date
    FROM latest
    JOIN movements m ON m.id = latest.movement_id
    LEFT JOIN best ON best.movement_id = latest.movement_id
  `;
const POSITION_NORM_SQL =
  'select "position", "height_inches", "weight", "broad_jump", "5_10_fly", "20_10_fly", "forty" from "position_norms" where "position_norms"."position" = $1';
const POWER_NORMS_SQL =
  'select "weight", "broad_jump", "5_10_fly", "20_10_fly", "forty" from "bodyweight_power_to_speed_norms" order by "bodyweight_power_to_speed_norms"."weight" asc';
const GAME_NORMS_SQL =
  'select "weight", "5_10_fly_min", "5_10_fly_max", "5_10_decel", "5_10_roll_90", "5_10_180_return" from "bodyweight_game_speed_norms" order by "bodyweight_game_speed_norms"."weight" asc';
const PRESCRIPTION_SQL =
  'select "deficiency_prescriptions"."gear_level", "deficiency_prescriptions"."category", "deficiency_prescriptions"."exercise_name", "videos"."id", "videos"."is_preview", "videos"."for_role" from "deficiency_prescriptions" left join "prescription_videos" on "prescription_videos"."prescription_id" = "deficiency_prescriptions"."id" left join "videos" on "videos"."id" = "prescription_videos"."video_id" where "deficiency_prescriptions"."deficiency_type" = $1 order by "deficiency_prescriptions"."order_index" asc, "deficiency_prescriptions"."created_at" asc, "deficiency_prescriptions"."exercise_name" asc';
const LOCK_ATHLETE_SQL = 'select "id" from "users" where "users"."id" = $1 for update';
const MOVEMENT_SQL = 'select "id", "display_name" from "movements" where "movements"."name" = $1';
const INSERT_RESULT_SQL =
  'insert into "test_results" ("id", "athlete_id", "movement_id", "result_value", "result_type", "rep_number", "result_value_2", "result_type_2", "created_at", "test_date", "timing_method", "note", "client_id", "entered_by", "updated_at", "deleted_at", "hidden_at", "hidden_reason", "session_id") values (default, $1, $2, $3, $4, $5, $6, $7, default, default, $8, $9, $10, $11, default, default, default, default, $12) returning "id"';
/** Every result belongs to a test session (one per result for an athlete's own entry). */
const INSERT_SESSION_SQL = 'insert into "test_sessions" ("entered_by") values ($1) returning "id"';
const INSERT_REVISION_SQL =
  'insert into "test_result_revisions" ("id", "result_id", "action", "changed_by", "changed_at", "previous") values (default, $1, $2, $3, default, $4)';
const NOTIFY_SQL = 'SELECT pg_notify($1, $2)';
const FIND_RESULT_SQL = `select "test_results"."id", "movements"."name", "movements"."display_name", "movements"."unit_type", "test_results"."result_value", "test_results"."result_type", "test_results"."result_value_2", "test_results"."result_type_2", "test_results"."rep_number", "test_results"."created_at", "test_results"."test_date", "test_results"."timing_method", "test_results"."note", "test_results"."client_id", "test_results"."entered_by", ("test_results"."entered_by" IS DISTINCT FROM "test_results"."athlete_id") as "entered_by_coach", (
    SELECT nullif(concat_ws(' ', e.first_name, e.last_name), '') FROM users e
    WHERE e.id = "test_results"."entered_by" AND e.id <> "test_results"."athlete_id"
  ) as "entered_by_name", "test_results"."updated_at", "test_results"."deleted_at", "test_results"."hidden_at", "test_results"."hidden_reason", "test_results"."athlete_id" from "test_results" inner join "movements" on "movements"."id" = "test_results"."movement_id" where "test_results"."id" = $1`;
const LOCK_PROFILE_SQL =
  'select "id", "first_name", "last_name", "email", "phone", "role", "is_admin", "position", "height_inches", "weight_lbs", "primary_deficiency", "deficiency_notes", "confidence_score", "assessed_at", "onboarding_completed", "force_or_form", "subscription_status", "subscription_tier", "subscription_expires", "subscription_event_at", "stripe_customer_id", "checkout_session_id", "leaderboard_opt_out", "retest_reminder_weeks", "created_at" from "users" where "users"."id" = $1 for update';
const DIAGNOSIS_INPUTS_SQL = `
    SELECT m.name,
      CASE WHEN m.unit_type = 'time' THEN min(r.result_value) ELSE max(r.result_value) END AS best
    FROM test_results r
    JOIN movements m ON m.id = r.movement_id
    WHERE r.athlete_id = $1 AND r.result_value > 0 AND r.deleted_at IS NULL
      AND r.hidden_at IS NULL
      AND m.name IN ('broad_jump', '5_10_fly', '20_10_fly')
    GROUP BY m.name, m.unit_type
  `;
const LAST_ASSESSMENT_SQL =
  'select "id", "athlete_id", "assessed_at", "primary_deficiency", "gear_level", "force_or_form", "weight_lbs", "norm_weight", "broad_jump", "fly_5_10", "fly_20_10", "reason" from "assessment_history" where "assessment_history"."athlete_id" = $1 order by "assessment_history"."assessed_at" desc limit $2';
const UPDATE_PROFILE_SQL =
  'update "users" set "primary_deficiency" = $1, "deficiency_notes" = $2, "confidence_score" = $3, "assessed_at" = $4, "onboarding_completed" = $5, "force_or_form" = $6 where "users"."id" = $7 returning "id", "first_name", "last_name", "email", "phone", "role", "is_admin", "position", "height_inches", "weight_lbs", "primary_deficiency", "deficiency_notes", "confidence_score", "assessed_at", "onboarding_completed", "force_or_form", "subscription_status", "subscription_tier", "subscription_expires", "subscription_event_at", "stripe_customer_id", "checkout_session_id", "leaderboard_opt_out", "retest_reminder_weeks", "created_at"';

const PRESCRIBED = new Set(['force_deficient', 'form_deficient']);
const RESULT_TYPE: Record<string, string> = { distance: 'inches', time: 'seconds', speed: 'mph' };

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** The session and account ids from the bearer token's payload (signature NOT checked). */
function claimsOf(req: IncomingMessage): { sid: string; sub: string } | null {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

type AuthRow = { revoked_at: Date | null; expires_at: Date; id: string | null } & Record<
  string,
  unknown
>;

async function authenticate(req: IncomingMessage): Promise<AuthRow | null> {
  const claims = claimsOf(req);
  if (!claims) return null;
  const { rows } = await pool.query<AuthRow>({
    name: 'auth_session_with_profile',
    text: AUTH_SQL,
    values: [claims.sid, claims.sub],
  });
  const row = rows[0];
  if (!row || row.revoked_at || row.expires_at <= new Date() || !row.id) return null;
  return row;
}

function nearestByWeight<T extends { weight: number }>(rows: T[], weight: number): T | null {
  let best: T | null = null;
  for (const row of rows) {
    if (!best || Math.abs(row.weight - weight) < Math.abs(best.weight - weight)) best = row;
  }
  return best;
}

async function dashboard(profile: AuthRow, res: ServerResponse): Promise<void> {
  const position = (profile.position as string | null) ?? 'WR';
  const weight = profile.weight_lbs as number | null;
  const deficiency = profile.primary_deficiency as string | null;
  const [values, positionNorm, power, game, prescription] = await Promise.all([
    pool.query(BEST_AND_LATEST_SQL, [profile.id, profile.id]),
    pool.query({ name: 'position_norm', text: POSITION_NORM_SQL, values: [position] }),
    weight === null ? null : pool.query({ name: 'power_to_speed_norms', text: POWER_NORMS_SQL }),
    weight === null ? null : pool.query({ name: 'game_speed_norms', text: GAME_NORMS_SQL }),
    deficiency && PRESCRIBED.has(deficiency)
      ? pool.query({ name: 'prescription_items', text: PRESCRIPTION_SQL, values: [deficiency] })
      : null,
  ]);
  const best: Record<string, number> = {};
  const latest: Record<string, number> = {};
  const bestDates: Record<string, string> = {};
  const latestDates: Record<string, string> = {};
  for (const row of values.rows) {
    if (row.best !== null) best[row.name] = Number(row.best);
    if (row.best_date !== null) bestDates[row.name] = row.best_date;
    latest[row.name] = Number(row.latest);
    latestDates[row.name] = row.latest_date;
  }
  send(res, 200, {
    profile,
    position,
    positionNorm: positionNorm.rows[0] ?? null,
    powerToSpeedNorm: weight === null || !power ? null : nearestByWeight(power.rows, weight),
    gameSpeedNorm: weight === null || !game ? null : nearestByWeight(game.rows, weight),
    bestValues: best,
    latestValues: latest,
    bestDates,
    latestDates,
    prescription: prescription?.rows ?? null,
  });
}

async function readJson(req: IncomingMessage): Promise<{ movement: string; value: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const powerNorm = (row: Record<string, number>): PowerToSpeedNorm => ({
  weight: row.weight!,
  broadJump: row.broad_jump!,
  fly510: row['5_10_fly']!,
  fly2010: row['20_10_fly']!,
  forty: row.forty!,
});

/**
 * The save and the diagnosis recomputed in one transaction, as the endpoint does. The benchmark
 * writes 40-yard dashes, which never change the diagnosis: the history row the endpoint adds on
 * a change is not needed here (a change answers 500, so it would show as an error).
 */
async function saveResult(profile: AuthRow, req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(LOCK_ATHLETE_SQL, [profile.id]);
    const movement = (await client.query(MOVEMENT_SQL, [body.movement])).rows[0];
    const unit = body.movement === 'broad_jump' ? 'distance' : 'time';
    const session = (await client.query(INSERT_SESSION_SQL, [profile.id])).rows[0];
    const inserted = await client.query(INSERT_RESULT_SQL, [
      profile.id,
      movement.id,
      body.value,
      RESULT_TYPE[unit],
      1,
      null,
      null,
      null,
      null,
      null,
      profile.id,
      session.id,
    ]);
    const resultId = inserted.rows[0].id;
    await client.query(INSERT_REVISION_SQL, [resultId, 'create', profile.id, null]);
    await client.query(NOTIFY_SQL, ['test_results', profile.id]);
    const saved = (await client.query(FIND_RESULT_SQL, [resultId])).rows[0];
    const current = (await client.query(LOCK_PROFILE_SQL, [profile.id])).rows[0];
    const inputs = (await client.query(DIAGNOSIS_INPUTS_SQL, [profile.id])).rows;
    const norms = (await client.query(POWER_NORMS_SQL)).rows.map(powerNorm);
    const inputOf = (name: string) => {
      const value = inputs.find((row) => row.name === name)?.best;
      return value === null || value === undefined ? null : Number(value);
    };
    const assessment = assess(
      {
        weight: current.weight_lbs,
        broadJumpInches: inputOf('broad_jump') ?? 0,
        fly510: inputOf('5_10_fly'),
        fly2010: inputOf('20_10_fly'),
      },
      norms,
    );
    const previous = (await client.query(LAST_ASSESSMENT_SQL, [profile.id, 1])).rows[0];
    if (
      !previous ||
      previous.primary_deficiency !== assessment.primaryDeficiency ||
      previous.gear_level !== assessment.gearLevel ||
      previous.force_or_form !== assessment.forceOrForm
    ) {
      throw new Error('the diagnosis changed: not a case of this baseline');
    }
    await client.query(UPDATE_PROFILE_SQL, [
      assessment.primaryDeficiency,
      assessment.deficiencyNotes,
      assessment.confidenceScore,
      current.assessed_at,
      true,
      assessment.forceOrForm,
      profile.id,
    ]);
    await client.query('commit');
    send(res, 201, saved);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((req, res) => {
  (async () => {
    if (req.url === '/health') return send(res, 200, { status: 'ok' });
    const profile = await authenticate(req);
    if (!profile) return send(res, 401, { error: { code: 'not_authenticated' } });
    if (req.method === 'GET' && req.url === '/dashboard') return dashboard(profile, res);
    if (req.method === 'POST' && req.url === '/results') return saveResult(profile, req, res);
    send(res, 404, { error: { code: 'not_found' } });
  })().catch((error: unknown) => send(res, 500, { error: { message: String(error) } }));
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');

const stop = () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
