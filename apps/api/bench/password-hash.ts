/*
 * How long one password hash takes: better-auth's default scrypt (N=16384, r=16, p=1), which wrote
 * the hashes before, against ours (N=16384, r=8, p=5; modules/identity/password-hash.ts). One hash
 * at a time after one warm-up each; prints min / median / p95 wall time and the median CPU time
 * (the process's user + system time, which includes the libuv thread doing the work).
 *
 *   npm run bench:password -- --runs 20     (or: cd apps/api && node --import tsx bench/password-hash.ts)
 */
import os from 'node:os';
import { hashPassword as legacyHash } from 'better-auth/crypto';
import { hashPassword, SCRYPT_PARAMS } from '../src/modules/identity/password-hash';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of runs');

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function time(hash: (password: string) => Promise<string>) {
  await hash('warm-up password');
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const startCpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    await hash(`password number ${i}`);
    wall.push(Number(process.hrtime.bigint() - start) / 1e6);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { min: wall[0]!, median: quantile(wall, 0.5), p95: quantile(wall, 0.95), cpu: quantile(cpu, 0.5) };
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10);
const { N, r, p } = SCRYPT_PARAMS;
console.log(
  `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load ${os.loadavg()[0]!.toFixed(2)}, ${RUNS} runs`,
);
console.log(
  `${'parameters'.padEnd(38)}${'min'.padStart(10)}${'median'.padStart(10)}${'p95'.padStart(10)}${'CPU med'.padStart(10)}`,
);
for (const [label, hash] of [
  ['before: N=16384, r=16, p=1 (32 MiB)', legacyHash],
  [`now: N=${N}, r=${r}, p=${p} (${(128 * N * r) / 2 ** 20} MiB)`, hashPassword],
] as const) {
  const t = await time(hash);
  console.log(`${label.padEnd(38)}${fmt(t.min)}${fmt(t.median)}${fmt(t.p95)}${fmt(t.cpu)}`);
}
