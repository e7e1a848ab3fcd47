/**
 * Audits two or more builds of the web app in turn, page by page and round by round, so the machine's
 * load (which moves mobile scores by several points) falls on every build alike. Each build is served
 * by its own production server (WEB_DIST_DIR) on a fresh embedded database; nothing is written to
 * RESULTS.md. Prints one line per audit (score, FCP, LCP, TBT, SI, load average) and the medians.
 *
 *   node --import tsx e2e/lighthouse/compare.ts base=/tmp/dist-a new=apps/web/dist
 *
 * Env: CHROMIUM_PATH, LIGHTHOUSE_PORT (first server; the others follow, default 3460),
 * LIGHTHOUSE_FORM_FACTOR (mobile or desktop), LIGHTHOUSE_ROUNDS (default 3), LIGHTHOUSE_PAGES
 * (comma-separated paths, default "/,/jobs,/myPortfolio"), LIGHTHOUSE_REPORT_DIR (keep every JSON report with
 * its trace and DevTools log, to read the audits, the main thread's tasks and the requests).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { chromium, type BrowserContext } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const basePort = Number(process.env.LIGHTHOUSE_PORT ?? 3460);
const formFactor = process.env.LIGHTHOUSE_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile';
const rounds = Math.max(1, Number(process.env.LIGHTHOUSE_ROUNDS ?? 3));
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/,/jobs,/myPortfolio').split(',');
const signedInPages = new Set(['/myPortfolio']);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

const builds = process.argv.slice(2).map((arg, i) => {
  const [name, dir] = arg.split('=');
  if (!name || !dir) throw new Error(`expected name=dist-dir, got ${arg}`);
  return { name, dist: path.resolve(dir), port: basePort + 2 * i, dataDir: '', server: null as ChildProcess | null };
});
if (builds.length < 1) throw new Error('usage: compare.ts name=dist-dir [name=dist-dir ...]');
const debugPort = basePort + 2 * builds.length + 1;

async function waitReady(origin: string, server: ChildProcess) {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${origin} did not become ready in 120 s`);
}

interface Tokens {
  access_token: string;
  expires_at: number;
}

async function studentTokens(origin: string, dataDir: string): Promise<Tokens> {
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

/**
 * As run.ts: the session in storage (or none: Lighthouse's storage reset leaves localStorage alone, and
 * an earlier signed-in audit of the same origin would otherwise sign the next page in), the HTTP cache emptied.
 */
async function prepare(context: BrowserContext, origin: string, tokens: Tokens | null) {
  const tab = await context.newPage();
  await tab.goto(`${origin}/Aboutus`);
  await tab.evaluate((t) => {
    window.localStorage.clear();
    if (!t) return;
    window.localStorage.setItem('lbd.access_token', t.access_token);
    window.localStorage.setItem('lbd.token_expires_at', String(t.expires_at));
  }, tokens);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  await tab.close();
}

interface Row {
  build: string;
  page: string;
  round: number;
  score: number;
  a11y: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
  load: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

for (const build of builds) {
  build.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lbd-lh-compare-${build.name}-`));
  build.server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(build.port),
      HOST: '127.0.0.1',
      DATA_DIR: build.dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: `http://127.0.0.1:${build.port}`,
      DEV_MAILBOX: 'true',
      WEB_DIST_DIR: build.dist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-lh-compare-profile-'));
const context = await chromium.launchPersistentContext(profileDir, {
  headless: true,
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const rows: Row[] = [];
try {
  const tokens = new Map<string, Tokens>();
  for (const build of builds) {
    const origin = `http://127.0.0.1:${build.port}`;
    await waitReady(origin, build.server!);
    tokens.set(build.name, await studentTokens(origin, build.dataDir));
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const page of pages) {
      // Alternate which build goes first, so neither always follows the other.
      const order = round % 2 ? builds : [...builds].reverse();
      for (const build of order) {
        const origin = `http://127.0.0.1:${build.port}`;
        const signedIn = signedInPages.has(page);
        await prepare(context, origin, signedIn ? tokens.get(build.name)! : null);
        const flags: Flags = {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: signedIn,
        };
        const result = await lighthouse(
          `${origin}${page}`,
          flags,
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`no Lighthouse result for ${page}`);
        const lhr = result.lhr;
        if (new URL(lhr.finalDisplayedUrl).pathname !== page)
          throw new Error(`${page} ended on ${lhr.finalDisplayedUrl}`);
        const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const row: Row = {
          build: build.name,
          page,
          round,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          si: value('speed-index'),
          cls: value('cumulative-layout-shift'),
          load: os.loadavg()[0]!,
        };
        rows.push(row);
        console.log(
          `r${round} ${page.padEnd(13)} ${build.name.padEnd(8)} perf ${row.score} a11y ${row.a11y} FCP ${(row.fcp / 1000).toFixed(2)} LCP ${(row.lcp / 1000).toFixed(2)} TBT ${Math.round(row.tbt)} SI ${(row.si / 1000).toFixed(2)} CLS ${row.cls.toFixed(3)} load ${row.load.toFixed(2)}`,
        );
        if (reportDir) {
          fs.mkdirSync(reportDir, { recursive: true });
          const name = page.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'landing';
          const file = path.join(reportDir, `${name}.${formFactor}.${build.name}.r${round}`);
          fs.writeFileSync(`${file}.json`, JSON.stringify(lhr));
          fs.writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
          fs.writeFileSync(`${file}.devtoolslog.json`, JSON.stringify(result.artifacts.DevtoolsLog));
        }
      }
    }
  }
  console.log(`\nMedians over ${rounds} rounds (${formFactor}):`);
  for (const page of pages)
    for (const build of builds) {
      const mine = rows.filter((r) => r.page === page && r.build === build.name);
      console.log(
        `${page.padEnd(13)} ${build.name.padEnd(8)} perf ${median(mine.map((r) => r.score))} [${mine.map((r) => r.score).join(' ')}] a11y ${median(mine.map((r) => r.a11y))} FCP ${(median(mine.map((r) => r.fcp)) / 1000).toFixed(2)} LCP ${(median(mine.map((r) => r.lcp)) / 1000).toFixed(2)} TBT ${Math.round(median(mine.map((r) => r.tbt)))} SI ${(median(mine.map((r) => r.si)) / 1000).toFixed(2)}`,
      );
    }
  const loads = rows.map((r) => r.load);
  console.log(
    `load average (1 min) during the audits: ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)}`,
  );
} finally {
  await context.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
  for (const build of builds) {
    build.server?.kill('SIGTERM');
    fs.rmSync(build.dataDir, { recursive: true, force: true });
  }
}
