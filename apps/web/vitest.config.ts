import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Interaction tests in jsdom are slow on a loaded 2-core machine; they fail on behaviour, not time.
    testTimeout: 30_000,
    // A failed interaction test is tried once more in CI before it fails the run (as the browser journeys
    // are): a loaded 2-core machine occasionally starves jsdom past a wait; a real fault fails both tries.
    retry: process.env.CI ? 1 : 0,
  },
});
