import fs from 'node:fs';
import path from 'node:path';

/** The embedded database serves one process at a time: the server marks DATA_DIR while it runs. */
export function pidFile(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

export function runningServerPid(dataDir: string): number | null {
  const file = pidFile(dataDir);
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
