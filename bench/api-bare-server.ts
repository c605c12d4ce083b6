/**
 * The bare-SQL baseline of the API benchmark: a plain `node:http` server and a bare `pg` Pool
 * (the server's pool size) running exactly the SQL the real endpoints send — copied from what
 * Drizzle emits for plugins/auth.ts, repositories/test-results.ts, repositories/norms.ts and
 * routes/dashboard — with none of the framework: no Fastify, no JWT signature check (the token's
 * payload is only decoded to get the session and account ids the auth query needs), no zod
 * validation or serialization, no helmet headers. Same queries, same order, same parallelism.
 *
 * Run by bench/api.ts as a child process: PORT, DATABASE_URL, PG_POOL_MAX.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX ?? 10),
});

const AUTH_SQL = `select "auth_sessions"."revoked_at", "auth_sessions"."expires_at", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."phone", "users"."role", "users"."is_admin", "users"."position", "users"."height_inches", "users"."weight_lbs", "users"."primary_deficiency", "users"."deficiency_notes", "users"."confidence_score", "users"."onboarding_completed", "users"."force_or_form", "users"."subscription_status", "users"."subscription_tier", "users"."subscription_expires", "users"."subscription_event_at", "users"."stripe_customer_id", "users"."created_at" from "auth_sessions" left join "users" on "users"."id" = "auth_sessions"."account_id" where ("auth_sessions"."id" = $1 and "auth_sessions"."account_id" = $2)`;

const BEST_AND_LATEST_SQL = `
    WITH best AS (
      SELECT r.movement_id,
        CASE WHEN m.unit_type = 'time' THEN min(r.result_value) ELSE max(r.result_value) END AS best
      FROM test_results r
      JOIN movements m ON m.id = r.movement_id
      WHERE r.athlete_id = $1 AND r.result_value > 0
      GROUP BY r.movement_id, m.unit_type
    ),
    latest AS (
      SELECT DISTINCT ON (r.movement_id) r.movement_id, r.result_value AS latest
      FROM test_results r
      WHERE r.athlete_id = $2
      ORDER BY r.movement_id, r.created_at DESC, r.id DESC
    )
    SELECT m.name, best.best, latest.latest
    FROM latest
    JOIN movements m ON m.id = latest.movement_id
    LEFT JOIN best ON best.movement_id = latest.movement_id
  `;
const POSITION_NORM_SQL = `select "position", "height_inches", "weight", "broad_jump", "5_10_fly", "20_10_fly", "forty" from "position_norms" where "position_norms"."position" = $1`;
const POWER_NORMS_SQL = `select "weight", "broad_jump", "5_10_fly", "20_10_fly", "forty" from "bodyweight_power_to_speed_norms" order by "bodyweight_power_to_speed_norms"."weight" asc`;
const GAME_NORMS_SQL = `select "weight", "5_10_fly_min", "5_10_fly_max", "5_10_decel", "5_10_roll_90", "5_10_180_return" from "bodyweight_game_speed_norms" order by "bodyweight_game_speed_norms"."weight" asc`;
const PRESCRIPTION_SQL = `select "gear_level", "category", "exercise_name" from "deficiency_prescriptions" where "deficiency_prescriptions"."deficiency_type" = $1 order by "deficiency_prescriptions"."order_index" asc, "deficiency_prescriptions"."created_at" asc, "deficiency_prescriptions"."exercise_name" asc`;
const MOVEMENT_SQL = `select "id", "display_name" from "movements" where "movements"."name" = $1`;
const INSERT_RESULT_SQL = `insert into "test_results" ("id", "athlete_id", "movement_id", "result_value", "result_type", "rep_number", "result_value_2", "result_type_2", "created_at") values (default, $1, $2, $3, $4, $5, $6, $7, default) returning "id", "athlete_id", "movement_id", "result_value", "result_type", "rep_number", "result_value_2", "result_type_2", "created_at"`;
const NOTIFY_SQL = 'SELECT pg_notify($1, $2)';

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
  const { rows } = await pool.query<AuthRow>(AUTH_SQL, [claims.sid, claims.sub]);
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
    pool.query(POSITION_NORM_SQL, [position]),
    weight === null ? null : pool.query(POWER_NORMS_SQL),
    weight === null ? null : pool.query(GAME_NORMS_SQL),
    deficiency && PRESCRIBED.has(deficiency) ? pool.query(PRESCRIPTION_SQL, [deficiency]) : null,
  ]);
  const best: Record<string, number> = {};
  const latest: Record<string, number> = {};
  for (const row of values.rows) {
    if (row.best !== null) best[row.name] = Number(row.best);
    latest[row.name] = Number(row.latest);
  }
  send(res, 200, {
    profile,
    position,
    positionNorm: positionNorm.rows[0] ?? null,
    powerToSpeedNorm: weight === null || !power ? null : nearestByWeight(power.rows, weight),
    gameSpeedNorm: weight === null || !game ? null : nearestByWeight(game.rows, weight),
    bestValues: best,
    latestValues: latest,
    prescription: prescription?.rows ?? null,
  });
}

async function readJson(req: IncomingMessage): Promise<{ movement: string; value: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function saveResult(profile: AuthRow, req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const movement = (await client.query(MOVEMENT_SQL, [body.movement])).rows[0];
    const unit = body.movement === 'broad_jump' ? 'distance' : 'time';
    const inserted = await client.query(INSERT_RESULT_SQL, [
      profile.id,
      movement.id,
      body.value,
      RESULT_TYPE[unit],
      1,
      null,
      null,
    ]);
    await client.query(NOTIFY_SQL, ['test_results', profile.id]);
    await client.query('commit');
    send(res, 201, { ...inserted.rows[0], displayName: movement.display_name });
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
