import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

/**
 * Why this server must not start, or null: it would serve no web app (WEB_DIST_DIR has no index.html),
 * so every page would answer a bare 404. Test servers (NODE_ENV=test) and API_ONLY deployments (the
 * web is served elsewhere, as Vite does in `npm run dev`) serve the API alone by design.
 */
export function missingWebBuild(env: Pick<Env, 'NODE_ENV' | 'API_ONLY' | 'WEB_DIST_DIR'>): string | null {
  if (env.NODE_ENV === 'test' || env.API_ONLY) return null;
  const index = path.join(env.WEB_DIST_DIR, 'index.html');
  if (fs.existsSync(index)) return null;
  return [
    `The web app is not built: ${index} is missing, so every page would answer 404.`,
    'Build it with "npm run build" (npm start does), point WEB_DIST_DIR at a build,',
    'or set API_ONLY=true to serve only the API.',
  ].join('\n');
}
