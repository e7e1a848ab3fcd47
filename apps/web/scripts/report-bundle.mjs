// After `vite build`: print every chunk's size, write precompressed .br and .gz copies next to the
// text assets (the API serves them as they are), and check the landing route's initial JS budget.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Landing route budget: gzipped JS that index.html loads before anything else (script + modulepreload). */
export const LANDING_BUDGET_BYTES = 200 * 1024;
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
const report = {
  generatedAt: new Date().toISOString(),
  budgetBytes: LANDING_BUDGET_BYTES,
  landing: { files: landingFiles, rawBytes: landingRaw, gzipBytes: landingGzip },
  withinBudget,
  chunks,
};
writeFileSync(join(distDir, 'bundle-report.json'), `${JSON.stringify(report, null, 2)}\n`);

// 3. Precompressed copies (after the report, so it gets them too).
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
if (!withinBudget) {
  console.error(`Landing initial JS is over budget by ${kb(landingGzip - LANDING_BUDGET_BYTES)}.`);
  process.exit(1);
}
