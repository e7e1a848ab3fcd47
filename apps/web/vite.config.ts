import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ROUTES } from '../../packages/shared/src/routes';
import { FIRST_SCREENS, withFirstScreen } from './src/app/first-screen';
import { moduleChunks, routeChunks, routeModules } from './src/app/route-code';

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

/**
 * index.html's module script and its modulepreloads are fetched at low priority. Module scripts never
 * block rendering (they run after the document is parsed), so the static bar in index.html paints
 * without them; but Chromium fetches them at High priority, like parser-blocking scripts, and
 * Lighthouse counts a High-priority script that finished before the first paint as render-blocking.
 * On a fast connection the scripts often arrive before the first frame, so the same build measured a
 * first paint of 0.7 s or 2 s depending on that race. Nothing else competes with them for the
 * network at that point (the favicon and the early API requests are small), so they load as soon.
 */
function lowPriorityModuleScripts(): Plugin {
  return {
    name: 'lbd:low-priority-module-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/**
 * What each route loads before its page renders (route-code.ts): the scripts of index.html, then the
 * chunks of the route's modules and every chunk those import.
 *
 * Writes dist/pages/<path>.html for each page of FIRST_SCREENS (src/app/first-screen.ts): the built
 * index.html with that page's heading and intro in #root, which the browser paints before any script
 * has loaded, and modulepreload links for the page's own chunks. The API serves each file for its
 * exact path, and index.html for every other page. And dist/route-js.json, every route's initial JS
 * files, which scripts/report-bundle.mjs sizes and checks against the routes' budgets.
 */
function routeCode(): Plugin {
  return {
    name: 'lbd:route-code',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('the build emitted no index.html');
        const html = String(index.source);
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        // The scripts index.html loads already: the entry and its modulepreloads.
        const present = new Set(chunks.map((chunk) => chunk.fileName).filter((file) => html.includes(`/${file}"`)));
        const named = <T>(path: string, files: () => T): T => {
          try {
            return files();
          } catch (err) {
            throw new Error(`${path}: ${(err as Error).message}`);
          }
        };
        for (const screen of FIRST_SCREENS) {
          const route = ROUTES.find((r) => r.path === screen.path);
          if (!route) throw new Error(`${screen.path} is not in the route table`);
          const preloads = named(route.path, () => moduleChunks(chunks, routeModules(route), present));
          this.emitFile({ type: 'asset', fileName: screen.file, source: withFirstScreen(html, screen, preloads) });
        }
        const routes = ROUTES.map((route) => ({
          path: route.path,
          files: [...present, ...named(route.path, () => routeChunks(chunks, route, present))],
        }));
        this.emitFile({ type: 'asset', fileName: 'route-js.json', source: `${JSON.stringify(routes, null, 1)}\n` });
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), lowPriorityModuleScripts(), routeCode()],
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
        // A feature's front door (features/<f>/index.ts) only re-exports (lint holds it to that):
        // saying so keeps a feature that imports one name from it from loading the rest with it.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
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
