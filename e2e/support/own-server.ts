import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { journeyServerEnv } from './server-env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface OwnServer {
  origin: string;
  stop: () => Promise<void>;
  /** Stops the server (SIGTERM, as a deploy does), waits `downMs`, and starts it again on the same data; resolves when ready. */
  restart: (downMs?: number) => Promise<void>;
}

/**
 * Start a server of a spec's own (the production build on a fresh embedded database in
 * data/<name>), with the shared journey environment plus `extraEnv` — e.g. TEST_CLOCK_CONTROL, whose
 * clock a spec may move without disturbing the specs running against the shared server. Resolves
 * once /readyz answers.
 */
export async function startOwnServer(opts: {
  name: string;
  port: number;
  extraEnv?: Record<string, string>;
  timeoutMs?: number;
}): Promise<OwnServer> {
  const origin = `http://127.0.0.1:${opts.port}`;
  const dataDir = path.join(root, 'data', opts.name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const oidcIssuer = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT ?? 3299)}`;
  const env = {
    ...process.env,
    ...journeyServerEnv({ port: opts.port, dataDir, origin, oidcIssuer }),
    ...opts.extraEnv,
  };
  let child: ChildProcess;
  let stderr = '';
  let exited: Promise<void>;
  const spawnServer = () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const c = child;
    exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
  };
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const stop = async () => {
    await halt();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const ready = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`own server ${opts.name} exited (${child.exitCode}): ${stderr}`);
      try {
        const res = await fetch(`${origin}/readyz`);
        if (res.ok) return true;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    return false;
  };
  const restart = async (downMs = 0) => {
    await halt();
    await new Promise((r) => setTimeout(r, downMs));
    spawnServer();
    if (!(await ready(120_000))) throw new Error(`own server ${opts.name} did not come back: ${stderr}`);
  };

  spawnServer();
  if (await ready(opts.timeoutMs ?? 210_000)) return { origin, stop, restart };
  await stop();
  throw new Error(`own server ${opts.name} was not ready on ${origin}: ${stderr}`);
}
