import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../../src/config/paths';
import { TEST_AUTH_SECRET, testEnv } from '../app';

/*
 * The API (src/main.ts) or a worker (src/worker.ts) as a real child process, for tests that kill it,
 * drain it or run two of them: `node --import tsx`, its own port, every line it logs kept.
 */

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves when the process has ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Send a signal (SIGTERM by default) and wait for the end. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  /**
   * `main` (the API from source, the default), `built` (the API as `npm start` runs it: dist/main.js,
   * which the caller builds first with build.mjs) or `worker` (`npm run worker`).
   */
  script?: 'main' | 'built' | 'worker';
  /** Added to the test environment below; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Listen here (the API); a free port by default. */
  port?: number;
  /** How long the start may take: until /readyz answers 200 (API) or the worker says it runs. */
  timeoutMs?: number;
  /** Answer as soon as the process is spawned, without waiting for it to be ready (default: wait). */
  waitReady?: boolean;
}

const started = new Set<ChildProcess>();
/** Ports given to processes of this test file that may still be starting or running. */
const handedOut = new Set<number>();
/** Temporary directories made for processes, removed by stopAllServers. */
const dirs = new Set<string>();

/** A Redis key prefix of this test run, so runs sharing the machine's Redis never count each other's hits. */
export const TEST_REDIS_PREFIX = `lbd-test-${randomBytes(4).toString('hex')}:`;

async function isFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on: from TEST_SERVER_PORTS (`3361-3369`) when set, so tests on a shared
 * machine stay inside the ports they were given, else one the system hands out.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_SERVER_PORTS ?? '');
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    const size = to - from + 1;
    // Test files run in several workers at once: each starts looking at a different place.
    const offset = (Number(process.env.VITEST_POOL_ID ?? 0) * 3 + Math.floor(Math.random() * size)) % size;
    for (let i = 0; i < size; i++) {
      const port = from + ((offset + i) % size);
      if (!handedOut.has(port) && (await isFree(port)) && !handedOut.has(port)) {
        handedOut.add(port);
        return port;
      }
    }
    throw new Error(`no free port in TEST_SERVER_PORTS=${process.env.TEST_SERVER_PORTS}`);
  }
  for (;;) {
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** Poll `read` until `ok` holds; fails naming `what` and the last value after `ms`. */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Start the API or a worker and wait until it is ready. A port another test took between the check and
 * the listen (files run in parallel) is retried on another one.
 */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (err) {
      if (options.port || attempt >= 3 || !/EADDRINUSE/.test((err as Error).message)) throw err;
    }
  }
}

async function startOnce(options: StartOptions): Promise<ServerProcess> {
  const script = options.script ?? 'main';
  const port = options.port ?? (script === 'worker' ? 0 : await freePort());
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-proc-'));
  dirs.add(scratch);
  const env: Record<string, string> = {};
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: scratch,
    WEB_DIST_DIR: scratch,
    SEED_DEMO: 'false',
    AUTH_SECRET: TEST_AUTH_SECRET,
    // The one origin of the deployment (tokens name it): the same as the in-process test app's, so
    // accounts made through app.inject work on the process, and two processes accept each other's tokens.
    PUBLIC_ORIGIN: testEnv.PUBLIC_ORIGIN,
    REDIS_KEY_PREFIX: TEST_REDIS_PREFIX,
    ...options.env,
    // A worker is ready when it logs 'worker running' (info).
    ...(script === 'worker' ? { LOG_LEVEL: 'info' } : {}),
  };
  for (const [k, v] of Object.entries(merged)) if (v !== undefined) env[k] = v;

  const args = script === 'built' ? ['dist/main.js'] : ['--import', 'tsx', `src/${script}.ts`];
  const child = spawn(process.execPath, args, {
    cwd: API_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      started.delete(child);
      handedOut.delete(port);
      resolve({ code, signal });
    }),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    child,
    port,
    url,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!ended) child.kill(signal);
      return exited;
    },
  };

  if (options.waitReady === false) return proc;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (ended) throw new Error(`the ${script} process ended while starting:\n${out}`);
    const ready =
      script !== 'worker'
        ? await fetch(`${url}/readyz`).then(
            (r) => r.ok,
            () => false,
          )
        : out.includes('worker running');
    if (ready) return proc;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the ${script} process did not get ready in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Kill whatever a test file left running and remove the processes' scratch directories (afterAll). */
export async function stopAllServers() {
  await Promise.all(
    [...started].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}

/** The JSON log lines a process wrote (non-JSON lines are skipped). */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}
