import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/config/paths';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

describe('the server process', () => {
  it('starts on a fresh data dir (migrate + seed), serves, and exits cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-proc-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const deadline = Date.now() + 45_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready, out).toBe(true);
    const skills = (await fetch(`http://127.0.0.1:${port}/api/skills?count=1`).then((r) => r.json())) as {
      pagination: { total: number };
    };
    expect(skills.pagination.total).toBeGreaterThanOrEqual(300);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('shutdown complete');
    expect(out).toMatch(/"request_id":"[0-9a-f-]{36}"/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
