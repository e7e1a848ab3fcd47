import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The files that replace a module with `vi.mock`, or say `@isolate` with why: they run each in a fresh
 * module graph ('web-isolated').
 * Every other file shares its worker's loaded modules and document ('web', `isolate: false`): loading
 * React, MUI and the app again for each of 140 files was over half of the web suite's time (414 s
 * against 193 s). Testing Library's cleanup, cleared storage and unstubbed globals after each test
 * (src/test/setup.ts) leave nothing behind; a mock would.
 */
function replacingModules(): string[] {
  return (fs.readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /vi\.mock\(|@isolate\b/.test(fs.readFileSync(path.join(root, 'src', file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .sort();
}

const isolated = replacingModules();
const shared = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  // Interaction tests in jsdom are slow on a loaded 2-core machine; they fail on behaviour, not time.
  testTimeout: 30_000,
  // A failed interaction test is tried once more in CI before it fails the run (as the browser journeys
  // are): a loaded 2-core machine occasionally starves jsdom past a wait; a real fault fails both tries.
  retry: process.env.CI ? 1 : 0,
} as const;

/** The web app's two test projects, listed in the root vitest.config.ts. */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    root,
    plugins: [react()],
    test: { ...shared, name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: isolated, isolate: false },
  },
  { root, plugins: [react()], test: { ...shared, name: 'web-isolated', include: isolated } },
];
