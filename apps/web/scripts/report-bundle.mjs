// After `vite build`: print every chunk's size, write precompressed .br and .gz copies next to the
// text assets (the API serves them as they are), and check every route's initial JS against its budget.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { budgetOf, LANDING_BUDGET_BYTES, ROUTE_BUDGET_BYTES } from './bundle-budgets.mjs';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const gzip = (buffer) => gzipSync(buffer, { level: 9 });
const brotli = (buffer) =>
  brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** The JS files dist/index.html loads up front: module scripts and modulepreload links. */
function initialScripts(html) {
  const urls = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc=["']([^"']+)["']/.exec(tag)?.[1];
    if (src) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel=["']modulepreload["']/.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/.exec(tag)?.[1];
    if (href) urls.add(href);
  }
  return [...urls].filter((url) => !/^(https?:)?\/\//.test(url)).map((url) => url.replace(/^\//, '').split(/[?#]/)[0]);
}

const files = walk(distDir).filter((path) => !/\.(br|gz)$/.test(path));

// 1. Sizes of every chunk.
const chunks = files
  .filter((path) => /\.(js|css|html)$/.test(path))
  .map((path) => {
    const buffer = readFileSync(path);
    return { file: relative(distDir, path), raw: buffer.length, gzip: gzip(buffer).length };
  })
  .sort((a, b) => a.gzip - b.gzip);
const width = Math.max(...chunks.map((chunk) => chunk.file.length));
console.log('\nChunk sizes (raw / gzip):');
for (const chunk of chunks)
  console.log(`  ${chunk.file.padEnd(width)}  ${kb(chunk.raw).padStart(11)}  ${kb(chunk.gzip).padStart(10)}`);

// 2. The landing route's initial JS.
const html = readFileSync(join(distDir, 'index.html'), 'utf8');
const landingFiles = initialScripts(html).map((file) => {
  const buffer = readFileSync(join(distDir, file));
  return { file, raw: buffer.length, gzip: gzip(buffer).length };
});
const landingGzip = landingFiles.reduce((sum, file) => sum + file.gzip, 0);
const landingRaw = landingFiles.reduce((sum, file) => sum + file.raw, 0);
const withinBudget = landingGzip <= LANDING_BUDGET_BYTES;

// 3. Every route's initial JS: index.html's scripts, then the route's own chunks.
const gzipOf = new Map(chunks.map((chunk) => [chunk.file, chunk.gzip]));
const routes = JSON.parse(readFileSync(join(distDir, 'route-js.json'), 'utf8')).map(({ path, files }) => {
  const gzipBytes = files.reduce((sum, file) => sum + gzipOf.get(file), 0);
  return { path, files: files.length, gzipBytes, budgetBytes: budgetOf(path) };
});
const overBudget = routes.filter((route) => route.gzipBytes > route.budgetBytes);

const report = {
  generatedAt: new Date().toISOString(),
  budgetBytes: LANDING_BUDGET_BYTES,
  landing: { files: landingFiles, rawBytes: landingRaw, gzipBytes: landingGzip },
  withinBudget: withinBudget && overBudget.length === 0,
  routes,
  chunks,
};
writeFileSync(join(distDir, 'bundle-report.json'), `${JSON.stringify(report, null, 2)}\n`);

// 4. Precompressed copies (after the report, so it gets them too).
let compressed = 0;
for (const path of [...files, join(distDir, 'bundle-report.json')]) {
  if (!COMPRESSIBLE.test(path)) continue;
  const buffer = readFileSync(path);
  writeFileSync(`${path}.gz`, gzip(buffer));
  writeFileSync(`${path}.br`, brotli(buffer));
  compressed += 1;
}

console.log(`\nWrote .br and .gz copies of ${compressed} files.`);
console.log(
  `Landing initial JS (${landingFiles.length} files): ${kb(landingRaw)} raw, ${kb(landingGzip)} gzip; budget ${kb(LANDING_BUDGET_BYTES)}.`,
);
const largest = [...routes].sort((a, b) => b.gzipBytes - a.gzipBytes);
console.log(
  `Routes' initial JS (${routes.length} routes), largest: ${largest
    .slice(0, 5)
    .map((route) => `${route.path} ${kb(route.gzipBytes)}`)
    .join(', ')}; budget ${kb(ROUTE_BUDGET_BYTES)} unless listed.`,
);
if (!withinBudget) console.error(`Landing initial JS is over budget by ${kb(landingGzip - LANDING_BUDGET_BYTES)}.`);
for (const route of overBudget)
  console.error(`${route.path}: initial JS ${kb(route.gzipBytes)} is over its budget of ${kb(route.budgetBytes)}.`);
if (!report.withinBudget) process.exit(1);
