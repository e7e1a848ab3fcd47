import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppDeps } from '../src/app';
import { envSchema, type Env } from '../src/config/env';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './database';
import { checkAnswersAgainstOpenApi } from './support/openapi-check';

export const testEnv: Env = envSchema.parse({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  BODY_LIMIT_BYTES: String(64 * 1024),
  WEB_DIST_DIR: path.join(os.tmpdir(), 'lbd-no-web-build'),
  DATA_DIR: path.join(os.tmpdir(), 'lbd-test-data'),
  PUBLIC_ORIGIN: 'http://localhost:3000',
  DEV_MAILBOX: 'true',
  // Background jobs run only in the tests about them (they pass a queue that polls quickly).
  QUEUE_WORKERS: 'false',
  // Dashboard answers are computed on every call: tests change the data between calls.
  DASHBOARD_CACHE_SECONDS: '0',
});
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-signing-0123456789';

/** The whole API on a fresh test database; call close() in afterAll. */
export async function createTestApp(overrides: Partial<AppDeps> = {}) {
  const database: Database = overrides.database ?? (await openTestDatabase());
  const app = await buildApp({ env: testEnv, database, authSecret: TEST_AUTH_SECRET, logger: false, ...overrides });
  const violations = checkAnswersAgainstOpenApi(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (violations.length === 0) return;
      if (process.env.OPENAPI_VIOLATIONS_LOG)
        fs.appendFileSync(process.env.OPENAPI_VIOLATIONS_LOG, violations.join('\n') + '\n');
      else throw new Error(`Answers the OpenAPI document does not describe:\n${violations.join('\n')}`);
    },
  };
}
