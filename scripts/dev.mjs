// Development: the API in watch mode on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const run = (args) => spawn('npm', args, { stdio: 'inherit', env: process.env });
const children = [run(['run', 'dev', '-w', '@lbd/api']), run(['run', 'dev', '-w', '@lbd/web'])];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && process.exit(code)));
