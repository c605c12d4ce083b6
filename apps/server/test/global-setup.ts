import pg from 'pg';

/**
 * For the PostgreSQL project: gives this run a unique database-name prefix, and drops the
 * worker databases it created when the run ends.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const prefix = `gamespeed_test_${process.pid}`;
  process.env.TEST_DB_PREFIX = prefix;
  return async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}_%`],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  };
}
