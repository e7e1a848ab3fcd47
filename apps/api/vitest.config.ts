import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const INCLUDE = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * Which database the HTTP files run on. By default (`npm test` anywhere) the embedded PGlite, every
 * file. With TEST_DATABASE_URL a PostgreSQL server, every file (CI does this when the machine has
 * one: the server runs them in about half the time, and the multi-process files need it). CI then
 * runs the embedded-database pass (TEST_EMBEDDED_PASS=1, PGlite): the files about what differs on the
 * embedded database, marked `@embedded-pass` or opening PGlite themselves.
 */
function embeddedPass(): string[] {
  return ['src', 'test']
    .flatMap((dir) =>
      (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).map((f) => path.join(dir, f)),
    )
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .filter((file) => /@embedded-pass\b|pglite/i.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: process.env.TEST_EMBEDDED_PASS === '1' && !process.env.TEST_DATABASE_URL ? embeddedPass() : INCLUDE,
    globalSetup: ['test/global-setup.ts'],
    // Files share their worker's loaded modules (each still opens its own database): the API holds no
    // module-level state between apps, and loading the modules again for every file cost a quarter of the run.
    isolate: false,
    // New password hashes are cheap in tests (password-hash.ts `currentScryptParams`): the suite makes
    // thousands of accounts. The files that check the stored format switch it off.
    env: { TEST_CHEAP_PASSWORD_HASHES: '1' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
