/*
 * `npm run build -w @lbd/api` (part of `npm run build`, so of `npm start`): the API compiled to plain
 * JavaScript in dist/, which `npm start` runs with node alone. Running the TypeScript through tsx
 * (`npm run dev`, the tests) costs the production process about 90 MB more: tsx's loader thread (a
 * second JavaScript heap) and the transpiled source with its inline source maps, kept for every module.
 *
 * One bundle of our code and @lbd/shared (TypeScript source, no build of its own); every other package
 * stays in node_modules, imported at run time. Code split at dynamic imports, so what the API loads on
 * first use (the PDF renderer, the spreadsheet writer) stays out of the start-up. The source maps sit
 * beside the files: `node --enable-source-maps dist/main.js` maps stack traces back to src/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => name !== '@lbd/shared')
  .flatMap((name) => [name, `${name}/*`]);

const outdir = path.join(apiDir, 'dist');
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/main.ts'],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
// The embedded database's thread (plain JavaScript): beside the bundle, where `new URL('./pglite-worker.mjs',
// import.meta.url)` in the bundled db/client code finds it.
fs.copyFileSync(path.join(apiDir, 'src/db/pglite-worker.mjs'), path.join(outdir, 'pglite-worker.mjs'));
