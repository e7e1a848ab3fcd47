import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Files share their worker's loaded modules (each still opens its own database): the API holds no
    // module-level state between apps, and loading the modules again for every file cost a quarter of the run.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
