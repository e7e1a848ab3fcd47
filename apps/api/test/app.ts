import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppDeps } from '../src/app';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './database';

export const testEnv: AppDeps['env'] = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  BODY_LIMIT_BYTES: 64 * 1024,
  WEB_DIST_DIR: path.join(os.tmpdir(), 'lbd-no-web-build'),
};

/** The whole API on a fresh test database; call close() in afterAll. */
export async function createTestApp(overrides: Partial<AppDeps> = {}) {
  const database: Database = overrides.database ?? (await openTestDatabase());
  const app = await buildApp({ env: testEnv, database, logger: false, ...overrides });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
