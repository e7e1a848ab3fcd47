// `npm test`: every check, one stage after another, stopping at the first that fails; the time of each
// stage is printed at the end (and written to STAGE_TIMES_FILE when set, for .ci/run's summary).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const STAGES = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['web build', ['run', 'build']],
  ['unit and HTTP tests', ['run', 'test:unit']],
  ['browser journeys', ['run', 'test:browser']],
];

const times = [];
let failed = null;
for (const [name, args] of STAGES) {
  const started = Date.now();
  const { status } = spawnSync('npm', args, { stdio: 'inherit', env: process.env });
  times.push([name, (Date.now() - started) / 1000, status === 0 ? 'ok' : 'FAILED']);
  if (status !== 0) {
    failed = name;
    break;
  }
}
const lines = times.map(([name, s, result]) => `  ${name.padEnd(22)} ${s.toFixed(0).padStart(5)} s  ${result}`);
const summary = ['npm test stages:', ...lines].join('\n');
console.log(`\n${summary}`);
if (process.env.STAGE_TIMES_FILE) fs.appendFileSync(process.env.STAGE_TIMES_FILE, `${lines.join('\n')}\n`);
process.exit(failed ? 1 : 0);
