import { beforeEach } from 'vitest';
import { getTestDatabase, resetDatabase } from './support/database';

beforeEach(async () => {
  await resetDatabase(await getTestDatabase());
});
