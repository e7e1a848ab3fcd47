import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

/**
 * The secret that signs session cookies: AUTH_SECRET when set, else one generated once and kept in
 * DATA_DIR (fine for one machine; several instances must share AUTH_SECRET).
 */
export function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, '.auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const publicOrigin = (env: Pick<Env, 'PUBLIC_ORIGIN' | 'PORT'>) =>
  (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
