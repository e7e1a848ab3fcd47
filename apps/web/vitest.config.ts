import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { EMOTION_INSERTION_ALIAS } from './vite.config';

export default defineProject({
  plugins: [react()],
  // As in the build: emotion inserts a styled element's CSS while it renders.
  resolve: { alias: [EMOTION_INSERTION_ALIAS] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Interaction tests in jsdom are slow on a loaded 2-core machine; they fail on behaviour, not time.
    testTimeout: 30_000,
  },
});
