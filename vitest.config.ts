import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    // Vitest leaves one core to its main process by default: one test file at a time on the 2-core CI
    // machine. Two at a time there (the main process mostly waits) took the unit and HTTP stage from
    // about 1,100 s down (see the README's CI figures).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
