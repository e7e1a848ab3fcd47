// `npm test`: every check, one step after another, stopping at the first that fails; the time of each
// stage is printed at the end (and written to STAGE_TIMES_FILE when set, for .ci/run's summary).
// A step may hold several commands run side by side (their output printed whole when each ends).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** The environment without the test server's database and Redis (what the default run uses). */
const embedded = () => {
  const { TEST_DATABASE_URL: _db, REDIS_URL: _redis, ...rest } = process.env;
  return rest;
};
const onServer = Boolean(process.env.TEST_DATABASE_URL);
// Measured on the 2-core CI machine: the type checker and the type-aware linter side by side took 102 s
// against 66 s one after the other (they contend for the same cores and memory), so each step holds one.
const STEPS = [
  [['typecheck', ['run', 'typecheck']]],
  [['lint', ['run', 'lint']]],
  [['web build', ['run', 'build']]],
  // On the embedded PGlite by default; with TEST_DATABASE_URL (CI, when the machine has PostgreSQL) the
  // API's files run on that server instead, then the files about the embedded database run on PGlite.
  [['unit and HTTP tests', ['run', 'test:unit']]],
  ...(onServer
    ? [[['embedded-database pass', ['run', 'test:http:embedded'], { ...embedded(), TEST_EMBEDDED_PASS: '1' }]]]
    : []),
  // The journeys' server is the production build on a fresh embedded database, whatever the tests used.
  [['browser journeys', ['run', 'test:browser'], embedded()]],
];

/** Run `npm args`; output goes straight through when alone, or is collected and printed at the end. */
function run(name, args, alone, env = process.env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    const output = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n== ${name}\n${Buffer.concat(output).toString()}`);
      resolve([name, (Date.now() - started) / 1000, status === 0 ? 'ok' : 'FAILED']);
    });
  });
}

/** The first commands of a step run side by side, at most two at a time (two cores). */
async function runStep(step) {
  const results = [];
  const queue = [...step];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      results.push(await run(next[0], next[1], step.length === 1, next[2]));
  };
  await Promise.all(Array.from({ length: Math.min(2, step.length) }, lane));
  return step.map(([name]) => results.find(([done]) => done === name));
}

const times = [];
const started = Date.now();
for (const step of STEPS) {
  const results = await runStep(step);
  times.push(...results);
  if (results.some(([, , result]) => result !== 'ok')) break;
}
const lines = times.map(([name, s, result]) => `  ${name.padEnd(22)} ${s.toFixed(0).padStart(5)} s  ${result}`);
lines.push(`  ${'npm test wall clock'.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
console.log(`\nnpm test stages:\n${lines.join('\n')}`);
if (process.env.STAGE_TIMES_FILE) fs.appendFileSync(process.env.STAGE_TIMES_FILE, `${lines.join('\n')}\n`);
process.exit(times.every(([, , result]) => result === 'ok') ? 0 : 1);
