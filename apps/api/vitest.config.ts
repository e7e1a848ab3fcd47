import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const INCLUDE = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * CI's second pass (TEST_DATABASE_URL, the machine's PostgreSQL and Redis) runs again only what can
 * answer differently there: the files that open the test database, and those that reach Redis. A file
 * of pure functions, or one that starts its own embedded database, passed in the first run already.
 */
function onPostgresOnly(): string[] {
  return ['src', 'test']
    .flatMap((dir) => (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).map((f) => path.join(dir, f)))
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .filter((file) => /createTestApp|openTestDatabase|REDIS_URL/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: process.env.TEST_DATABASE_URL ? onPostgresOnly() : INCLUDE,
    globalSetup: ['test/global-setup.ts'],
    // Files share their worker's loaded modules (each still opens its own database): the API holds no
    // module-level state between apps, and loading the modules again for every file cost a quarter of the run.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
