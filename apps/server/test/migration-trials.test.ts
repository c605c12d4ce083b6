import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MOVEMENTS } from '@gamespeed/domain/constants';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../src/db/client';
import { testDriver } from './support/database';

/**
 * Migration 0013 (ADR 054): results saved before sessions and trials become one-trial sessions
 * of their own, keeping their date, who entered them and their timing method, and no best value
 * changes. The database is built in the old shape (migrations up to 0012), filled, then migrated.
 */

const FIRST_NEW_MIGRATION = 13;

/** A copy of the migrations folder that stops before migration `before`. */
function migrationsBefore(before: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'gs-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < before);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

let handle: DatabaseHandle | undefined;
let oldFolder: string | undefined;

async function openEmptyDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null });
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${process.env.TEST_DB_PREFIX ?? 'gamespeed_test'}_migration_w${process.env.VITEST_POOL_ID ?? '0'}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ kind: 'pg', url: url.toString(), poolMax: 2 });
}

async function migrateTo(db: DatabaseHandle, folder: string) {
  if (db.driver === 'pglite') await migratePglite(db.db as never, { migrationsFolder: folder });
  else await migratePg(db.db, { migrationsFolder: folder });
}

afterAll(async () => {
  await handle?.close();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

describe('migrating results to sessions and trials', () => {
  it('makes each existing result a one-trial session and changes no best value', async () => {
    handle = await openEmptyDatabase();
    const { db } = handle;
    oldFolder = migrationsBefore(FIRST_NEW_MIGRATION);
    await migrateTo(handle, oldFolder);

    for (const m of MOVEMENTS) {
      await db.execute(sql`INSERT INTO movements (name, display_name, unit_type)
        VALUES (${m.name}, ${m.displayName}, ${m.unitType})`);
    }
    const athletes: string[] = [];
    for (let n = 0; n < 3; n++) {
      const { rows } = await db.execute<{ id: string }>(
        sql`INSERT INTO auth_accounts (email) VALUES (${`old-${n}@example.com`}) RETURNING id`,
      );
      const id = rows[0]!.id;
      await db.execute(sql`INSERT INTO users (id, role) VALUES (${id}, 'athlete')`);
      athletes.push(id);
    }
    // Every athlete: several results per test, each timing method, a deleted and a hidden one.
    const methods = ['hand', 'electronic', null] as const;
    let k = 0;
    for (const athlete of athletes) {
      for (const [name, base, unit] of [
        ['forty', 4.9, 'seconds'],
        ['broad_jump', 100, 'inches'],
        ['shredmill_gear_2', 18, 'mph'],
      ] as const) {
        for (let i = 0; i < 4; i++) {
          k++;
          const value = base + ((k * 7) % 5) * (unit === 'seconds' ? 0.03 : 1.5);
          await db.execute(sql`INSERT INTO test_results
            (athlete_id, movement_id, result_value, result_type, result_value_2, result_type_2,
             test_date, timing_method, entered_by, deleted_at, hidden_at, hidden_reason)
            SELECT ${athlete}, m.id, ${value}, ${unit},
              ${unit === 'mph' ? 3.5 + i : null}, ${unit === 'mph' ? 'seconds' : null},
              CURRENT_DATE - ${i * 7}::int,
              ${name === 'forty' ? methods[i % 3] : null}, ${athlete},
              ${i === 3 && name === 'forty' ? sql`now()` : null},
              ${i === 2 && name === 'broad_jump' ? sql`now()` : null},
              ${i === 2 && name === 'broad_jump' ? 'disputed' : null}
            FROM movements m WHERE m.name = ${name}`);
        }
      }
    }
    const bestsQuery = sql`
      SELECT r.athlete_id, m.name,
        CASE WHEN m.unit_type = 'time' THEN min(r.result_value) ELSE max(r.result_value) END AS best
      FROM test_results r JOIN movements m ON m.id = r.movement_id
      WHERE r.deleted_at IS NULL AND r.hidden_at IS NULL AND r.result_value > 0
      GROUP BY r.athlete_id, m.name, m.unit_type ORDER BY r.athlete_id, m.name`;
    const before = (await db.execute(bestsQuery)).rows;
    const rowsBefore = (
      await db.execute(
        sql`SELECT id, result_value, result_value_2, test_date::text AS test_date, timing_method,
            entered_by FROM test_results ORDER BY id`,
      )
    ).rows;
    expect(rowsBefore).toHaveLength(36);

    await migrateTo(handle, migrationsFolder);

    expect((await db.execute(bestsQuery)).rows).toEqual(before);
    const after = (
      await db.execute<Record<string, unknown>>(sql`
        SELECT r.id, r.result_value, r.result_value_2, r.test_date::text AS test_date,
          r.timing_method, r.entered_by,
          s.test_date::text AS session_date, s.entered_by AS session_by, s.timing_device,
          s.start_kind, s.team_id,
          (SELECT count(*)::int FROM result_trials t WHERE t.result_id = r.id) AS trials,
          (SELECT t.value FROM result_trials t WHERE t.result_id = r.id) AS trial_value,
          (SELECT t.value_2 FROM result_trials t WHERE t.result_id = r.id) AS trial_value_2,
          (SELECT t.foul FROM result_trials t WHERE t.result_id = r.id) AS foul
        FROM test_results r JOIN test_sessions s ON s.id = r.session_id ORDER BY r.id`)
    ).rows;
    expect(after).toHaveLength(36);
    after.forEach((row, index) => {
      const old = rowsBefore[index]!;
      expect(row).toMatchObject({
        ...old,
        session_date: old.test_date,
        session_by: old.entered_by,
        timing_device: 'not-said',
        start_kind: 'unknown',
        team_id: null,
        trials: 1,
        trial_value: old.result_value,
        trial_value_2: old.result_value_2,
        foul: false,
      });
    });
    // It migrates an empty database from the first migration on, twice over: on a busy two-core
    // machine that was seen to take more than the default 30 s.
  }, 180_000);
});
