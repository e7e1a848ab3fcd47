import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

/**
 * Vendor chunks: React and the router, MUI with emotion, TanStack. Higher priority groups claim
 * their modules first, so React stays in its own chunk although MUI depends on it.
 */
const VENDOR_GROUPS = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  { name: 'vendor-tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  {
    name: 'vendor-mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': API_TARGET,
      '/healthz': API_TARGET,
      '/readyz': API_TARGET,
    },
  },
  preview: {
    proxy: {
      '/api': API_TARGET,
      '/healthz': API_TARGET,
      '/readyz': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      treeshake: {
        // The shared contract only declares constants, schemas and functions. Saying so lets the
        // bundler drop the modules the app does not use, so zod stays out of the landing bundle.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          // Only what the first page needs goes into the vendor chunks ($initial); library code
          // used only by lazily loaded areas stays with those areas, so the landing budget holds.
          groups: VENDOR_GROUPS.map((group) => ({ ...group, tags: ['$initial' as const] })),
        },
      },
    },
  },
});
