/*
 * The portfolio part of `npm run bench` on the embedded default (issue 23 item 31): the production API on
 * a fresh PGlite with the demo data of a first start (SEED_DEMO=true), signed in as the demo student.
 * Loads, each after a warm-up: the student's own portfolio, the public portfolio, a read/write mix (nine
 * own-portfolio reads to one portfolio write, the public switch set to public), and, while the own
 * portfolio is loaded, one /healthz at a time beside it (does the process answer while statements run?).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadSpec, Measured } from './hotpaths';
import { out, percentile, productionApi } from './support';

/** Goal of issue 23 item 31 at 50 connections. */
export const PORTFOLIO_TARGET = { rps: 500, p99: 200, healthP99: 50 };

export interface PglitePortfolioResult {
  own: Measured;
  public: Measured;
  mix: Measured;
  /** /healthz one at a time while the own portfolio was loaded. */
  health: { p50: number; p99: number; max: number; count: number };
  /** Resident set of the API process (the worker thread included) at the end. */
  rssMb: number;
}

/** Signs the demo student in with the password a fresh start wrote to DATA_DIR/demo-accounts.txt. */
async function signInDemoStudent(base: string, dataDir: string): Promise<{ token: string; profileId: number }> {
  const line = fs
    .readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((w) => w[0] === 'Student' && w.length === 3);
  if (!line) throw new Error('No demo student in demo-accounts.txt.');
  const res = await fetch(`${base}/api/identity/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: line[1], password: line[2] }),
  });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  const own = await fetch(`${base}/api/my_portfolio/portfolios`, { headers: { authorization: `Bearer ${token}` } });
  if (!own.ok) throw new Error(`The demo student's portfolio answered ${own.status}.`);
  const portfolio = (await own.json()) as { data: { is_public: boolean; profile: { id: number } } };
  if (!portfolio.data.is_public) throw new Error('The demo portfolio is not public: the public read would answer 404.');
  return { token, profileId: portfolio.data.profile.id };
}

/** One /healthz at a time until `stop` resolves: their latencies in ms. */
async function pollHealth(base: string, stop: Promise<unknown>): Promise<number[]> {
  let done = false;
  void stop.then(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${base}/healthz`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times.sort((a, b) => a - b);
}

export async function benchPglitePortfolio({
  port,
  seconds,
  warmup,
  connections,
  measure,
}: {
  port: number;
  seconds: number;
  warmup: number;
  connections: number;
  measure: (spec: LoadSpec) => Promise<Measured>;
}): Promise<PglitePortfolioResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-bench-pglite-demo-'));
  const api = productionApi({ dataDir, port, env: { SEED_DEMO: 'true', QUEUE_WORKERS: 'false' } });
  try {
    api.start();
    out(`PGlite demo data: starting the production API on ${api.base} (${dataDir}) ...`);
    await api.ready();
    const { token, profileId } = await signInDemoStudent(api.base, dataDir);
    const auth = { authorization: `Bearer ${token}` };
    const own = () => ({ path: '/api/my_portfolio/portfolios', headers: auth });
    const pub = () => ({ path: `/api/public_portfolio?profile_id=${profileId}` });
    let n = 0;
    const mixed = () =>
      ++n % 10 === 0
        ? {
            path: '/api/my_portfolio/visibility',
            method: 'PUT' as const,
            headers: auth,
            body: JSON.stringify({ is_public: true }),
          }
        : own();
    const load = async (name: string, next: LoadSpec['next']) => {
      out(`PGlite ${name}: warm-up ${warmup} s, then ${seconds} s with ${connections} connections ...`);
      await measure({ base: api.base, next, seconds: warmup, connections: Math.min(10, connections) });
      const m = await measure({ base: api.base, next, seconds, connections });
      out(`  ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.errors} errors`);
      return m;
    };
    let stopHealth!: () => void;
    const healthStop = new Promise<void>((r) => (stopHealth = r));
    const healthTimes = pollHealth(api.base, healthStop);
    const ownRun = await load('own portfolio (+ /healthz one at a time)', own).finally(stopHealth);
    const health = await healthTimes;
    const ms = (p: number) => Math.round(percentile(health, p) * 10) / 10;
    out(`  /healthz beside it: p50 ${ms(50)} ms, p99 ${ms(99)} ms, max ${ms(100)} ms (${health.length} calls)`);
    const publicRun = await load('public portfolio', pub);
    const mixRun = await load('read/write mix (9 own reads : 1 visibility write)', mixed);
    const status = fs.readFileSync(`/proc/${api.pid}/status`, 'utf8');
    const rssMb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? NaN) / 1024;
    return {
      own: ownRun,
      public: publicRun,
      mix: mixRun,
      health: { p50: ms(50), p99: ms(99), max: ms(100), count: health.length },
      rssMb,
    };
  } finally {
    await api.stopAndWait();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's table of the portfolio part. */
export function pglitePortfolioTable(r: PglitePortfolioResult, connections: number): string {
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const row = (name: string, m: Measured) =>
    `| ${name} | ${Math.round(m.rps).toLocaleString('en-US')}${mark(m.rps >= PORTFOLIO_TARGET.rps)} | ${m.p50} | ${m.p95} | ` +
    `${m.p99}${mark(m.p99 < PORTFOLIO_TARGET.p99)} | ${m.errors}${m.errorKinds ? ` (${m.errorKinds})` : ''} | ${m.loadBefore} → ${m.loadAfter} |`;
  return [
    `PGlite with the demo data of a fresh start (the demo student), ${connections} connections; targets ≥ ${PORTFOLIO_TARGET.rps} req/s, ` +
      `p99 < ${PORTFOLIO_TARGET.p99} ms; /healthz one at a time beside the own-portfolio load p99 < ${PORTFOLIO_TARGET.healthP99} ms.`,
    '',
    '| path | req/s | p50 ms | p95 ms | p99 ms | errors | load before → after |',
    '|---|---:|---:|---:|---:|---:|---|',
    row('GET /api/my_portfolio/portfolios (own)', r.own),
    row('GET /api/public_portfolio?profile_id=', r.public),
    row('mix: 9 × own portfolio : 1 × PUT /api/my_portfolio/visibility', r.mix),
    '',
    `/healthz beside the own-portfolio load: p50 ${r.health.p50} ms, p99 ${r.health.p99} ms` +
      `${mark(r.health.p99 < PORTFOLIO_TARGET.healthP99)}, max ${r.health.max} ms (${r.health.count} calls); ` +
      `API RSS at the end ${Math.round(r.rssMb)} MB.`,
    '',
  ].join('\n');
}
