import { sql } from 'drizzle-orm';
import pg from 'pg';
import { BackupError } from './backup';
import { type DatabaseHandle, openDatabase, runMigrations } from './client';

/**
 * Moving from the embedded database to a PostgreSQL server (ADR 029): the target gets its schema
 * from the migrations, then every row of every table of the source, table by table in the order
 * their foreign keys need, all in one transaction that commits only when every table holds as
 * many rows as the source.
 */

/** Rows per statement (a self-referencing table goes in one, so its order never matters). */
const BATCH_ROWS = 2_000;

export interface MovedTable {
  table: string;
  rows: number;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function sourceRows<T>(source: DatabaseHandle, text: string): Promise<T[]> {
  const result = (await source.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/** The tables of `public`, parents before children; self-references are allowed. */
async function tablesInDependencyOrder(source: DatabaseHandle): Promise<string[]> {
  const tables = (
    await sourceRows<{ name: string }>(
      source,
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  ).map((t) => t.name);
  const edges = await sourceRows<{ child: string; parent: string }>(
    source,
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '').replace(/^public\./, '');
  const parentsOf = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (unquote(child) !== unquote(parent)) parentsOf.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !ordered.includes(t) && [...parentsOf.get(t)!].every((p) => ordered.includes(p)),
    );
    if (ready.length === 0) throw new BackupError('the tables reference each other in a cycle');
    ordered.push(...ready);
  }
  return ordered;
}

/**
 * Every table of the target outside PostgreSQL's own schemas that holds a row — except the
 * migrations' journal: a database with the schema and no data (a move that failed) is empty.
 */
async function nonEmptyTables(target: pg.Client): Promise<string[]> {
  const { rows } = await target.query<{ schema: string; name: string }>(
    `SELECT schemaname AS schema, tablename AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
       AND NOT (schemaname = 'drizzle' AND tablename = '__drizzle_migrations')`,
  );
  const found: string[] = [];
  for (const { schema, name } of rows) {
    const table = `${quote(schema)}.${quote(name)}`;
    const { rowCount } = await target.query(`SELECT 1 FROM ${table} LIMIT 1`);
    if (rowCount) found.push(`${schema}.${name}`);
  }
  return found;
}

async function columnsOf(query: (text: string) => Promise<{ name: string }[]>, table: string) {
  const rows = await query(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = '${table}' ORDER BY ordinal_position`,
  );
  return rows.map((r) => r.name).join(',');
}

/** Sets every sequence owned by a column past the largest value copied into that column. */
async function resetSequences(target: pg.Client): Promise<void> {
  const { rows } = await target.query<{ sequence: string; table: string; column: string }>(
    `SELECT s.oid::regclass::text AS sequence, t.oid::regclass::text AS table, a.attname AS column
     FROM pg_class s
     JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
     JOIN pg_class t ON t.oid = d.refobjid
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
     WHERE s.relkind = 'S' AND s.relnamespace = 'public'::regnamespace`,
  );
  for (const { sequence, table, column } of rows) {
    await target.query(
      `SELECT setval($1::regclass, coalesce(max(${quote(column)}), 0) + 1, false) FROM ${table}`,
      [sequence],
    );
  }
}

/**
 * Copies everything in `source` (the embedded database) to the empty PostgreSQL database at
 * `targetUrl`. Refuses a target in which any table holds a row. Returns the rows per table.
 */
export async function moveToPostgres(
  source: DatabaseHandle,
  targetUrl: string,
  log: (line: string) => void = () => {},
): Promise<MovedTable[]> {
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    const occupied = await nonEmptyTables(target);
    if (occupied.length > 0) {
      throw new BackupError(
        `the target database is not empty (rows in ${occupied.slice(0, 5).join(', ')}): move into an empty database`,
      );
    }
    const migrated = await openDatabase({ kind: 'pg', url: targetUrl, poolMax: 1 });
    try {
      await runMigrations(migrated);
    } finally {
      await migrated.close();
    }
    log('schema created by the migrations');

    const tables = await tablesInDependencyOrder(source);
    const moved: MovedTable[] = [];
    await target.query('BEGIN');
    try {
      await target.query("SET LOCAL TimeZone = 'UTC'");
      await source.db.execute(sql.raw("SET TimeZone = 'UTC'"));
      for (const table of tables) {
        const sourceColumns = await columnsOf((text) => sourceRows(source, text), table);
        const targetColumns = await columnsOf(
          async (text) => (await target.query<{ name: string }>(text)).rows,
          table,
        );
        if (sourceColumns !== targetColumns) {
          throw new BackupError(`table ${table} differs between the two databases' schemas`);
        }
        const [{ n: total } = { n: 0 }] = await sourceRows<{ n: number }>(
          source,
          `SELECT count(*)::int AS n FROM ${quote(table)}`,
        );
        const selfReferencing = (
          await sourceRows<{ n: number }>(
            source,
            `SELECT count(*)::int AS n FROM pg_constraint
             WHERE contype = 'f' AND conrelid = '${quote(table)}'::regclass AND confrelid = conrelid`,
          )
        )[0]!.n;
        const batch = selfReferencing > 0 ? Math.max(total, 1) : BATCH_ROWS;
        for (let offset = 0; offset < total; offset += batch) {
          const [{ rows } = { rows: '[]' }] = await sourceRows<{ rows: string }>(
            source,
            `SELECT coalesce(json_agg(t), '[]')::text AS rows
             FROM (SELECT * FROM ${quote(table)} ORDER BY ctid LIMIT ${batch} OFFSET ${offset}) t`,
          );
          await target.query(
            `INSERT INTO ${quote(table)} SELECT * FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`,
            [rows],
          );
        }
        const { rows: counted } = await target.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${quote(table)}`,
        );
        if (counted[0]!.n !== total) {
          throw new BackupError(`table ${table}: ${counted[0]!.n} rows copied of ${total}`);
        }
        moved.push({ table, rows: total });
        log(`${table}: ${total} rows`);
      }
      await resetSequences(target);
      await target.query('COMMIT');
    } catch (error) {
      await target.query('ROLLBACK').catch(() => {});
      throw error;
    }
    return moved;
  } finally {
    await target.end();
  }
}
