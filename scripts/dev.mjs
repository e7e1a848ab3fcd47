// Development: the API in watch mode on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const run = (args, env = {}) => spawn('npm', args, { stdio: 'inherit', env: { ...process.env, ...env } });
// Vite serves the web app here, so the API needs no build of it.
const children = [run(['run', 'dev', '-w', '@lbd/api'], { API_ONLY: 'true' }), run(['run', 'dev', '-w', '@lbd/web'])];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && process.exit(code)));
