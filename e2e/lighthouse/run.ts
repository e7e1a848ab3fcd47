/**
 * `npm run lighthouse`: audits the landing page, /jobs and /myPortfolio (signed in as the demo student)
 * with Lighthouse in Debian's Chromium, offline, against the production build on a fresh embedded
 * database, and writes the scores into apps/api/bench/RESULTS.md (one section per form factor).
 *
 * Env: CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (default 3400), LIGHTHOUSE_FORM_FACTOR
 * (mobile, the default, or desktop), LIGHTHOUSE_RUNS (default 3; the median run counts), LIGHTHOUSE_REPORT_DIR
 * (also keep each page's last full JSON report there).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { chromium, type BrowserContext } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const debugPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const formFactor = process.env.LIGHTHOUSE_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const resultsFile = path.join(root, 'apps', 'api', 'bench', 'RESULTS.md');
const TARGETS = { performance: 90, accessibility: 95 };

interface Page {
  name: string;
  path: string;
  signedIn: boolean;
}
const PAGES: Page[] = [
  { name: 'Landing page', path: '/', signedIn: false },
  { name: 'Jobs', path: '/jobs', signedIn: false },
  { name: 'My portfolio (student)', path: '/myPortfolio', signedIn: true },
];

async function waitReady(server: ChildProcess) {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become ready in 120 s');
}

/** The demo student's password from the fresh data dir, then an access token from signing in. */
async function studentTokens(dataDir: string): Promise<Tokens> {
  const text = fs.readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8');
  const line = text.split('\n').find((l) => l.trim().startsWith('Student'));
  if (!line) throw new Error('no demo student in demo-accounts.txt');
  const [, email, password] = line.trim().split(/\s+/);
  const res = await fetch(`${origin}/api/identity/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`demo student sign-in answered ${res.status}`);
  return ((await res.json()) as { data: Tokens }).data;
}

interface Tokens {
  access_token: string;
  expires_at: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Puts the session where the web app keeps it (as signing in does) and empties the HTTP cache, so a
 * signed-in audit keeps its storage but still loads every asset cold.
 */
async function signIn(context: BrowserContext, tokens: Tokens) {
  const tab = await context.newPage();
  await tab.goto(`${origin}/Aboutus`);
  await tab.evaluate((t) => {
    window.localStorage.setItem('lbd.access_token', t.access_token);
    window.localStorage.setItem('lbd.token_expires_at', String(t.expires_at));
  }, tokens);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  await tab.close();
}

async function audit(page: Page, context: BrowserContext, tokens: Tokens) {
  const flags: Flags = {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // A signed-in page keeps the session put in storage; the others start from empty storage.
    disableStorageReset: page.signedIn,
  };
  const results: RunnerResult[] = [];
  for (let i = 0; i < runs; i += 1) {
    if (page.signedIn) await signIn(context, tokens);
    const result = await lighthouse(
      `${origin}${page.path}`,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== page.path)
      throw new Error(`${page.path} ended on ${result.lhr.finalDisplayedUrl}: the audit would measure another page`);
    results.push(result);
  }
  const score = (r: RunnerResult, category: 'performance' | 'accessibility') =>
    Math.round((r.lhr.categories[category]?.score ?? 0) * 100);
  // The run with the median performance score gives the timings and the report, so they match its score.
  const medianRun = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
    Math.floor(results.length / 2)
  ]!;
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    const name = page.path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'landing';
    fs.writeFileSync(path.join(reportDir, `${name}.${formFactor}.json`), JSON.stringify(medianRun.lhr));
  }
  const audits = medianRun.lhr.audits;
  const failing = (medianRun.lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    page,
    performance: score(medianRun, 'performance'),
    accessibility: median(results.map((r) => score(r, 'accessibility'))),
    lcp: audits['largest-contentful-paint']?.displayValue ?? '',
    tbt: audits['total-blocking-time']?.displayValue ?? '',
    cls: audits['cumulative-layout-shift']?.displayValue ?? '',
    failing,
  };
}

/** Replaces this form factor's section between its Lighthouse markers, or appends it. */
function writeSection(markdown: string) {
  const start = `<!-- lighthouse:${formFactor}:start -->`;
  const end = `<!-- lighthouse:${formFactor}:end -->`;
  const block = `${start}\n${markdown}\n${end}`;
  const current = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(resultsFile, next);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_ORIGIN: origin,
    DEV_MAILBOX: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// A persistent context is the browser's default one, which Lighthouse's tabs share (storage included).
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-lighthouse-profile-'));
const context = await chromium.launchPersistentContext(profileDir, {
  headless: true,
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  await waitReady(server);
  const tokens = await studentTokens(dataDir);
  const results = [];
  for (const page of PAGES) {
    const r = await audit(page, context, tokens);
    results.push(r);
    console.log(`${page.path}: performance ${r.performance}, accessibility ${r.accessibility}`);
  }
  const cpu = os.cpus();
  const lines = [
    `## Lighthouse (${formFactor})`,
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${formFactor === 'desktop' ? 'LIGHTHOUSE_FORM_FACTOR=desktop ' : ''}npm run lighthouse\`: Lighthouse in Chromium at`,
    `${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, ${formFactor} settings, offline against the production build`,
    `on ${cpu.length} × ${cpu[0]?.model.trim()}, load average ${os.loadavg()[0]!.toFixed(1)}; median of ${runs} runs.`,
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}.`,
    '',
    '| page | performance | accessibility | LCP | TBT | CLS | failing accessibility audits |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.page.name} (\`${r.page.path}\`) | ${r.performance} | ${r.accessibility} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.failing.join(', ') || 'none'} |`,
    ),
  ];
  writeSection(lines.join('\n'));
  console.log(`Wrote ${path.relative(root, resultsFile)}`);
  const missed = results.filter((r) => r.performance < TARGETS.performance || r.accessibility < TARGETS.accessibility);
  if (missed.length > 0) {
    console.error(`Below target: ${missed.map((r) => r.page.path).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await context.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
