import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { envSchema } from './env';
import { missingWebBuild } from './web-build';

describe('missingWebBuild (issue 23 item 30)', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-no-web-'));
  const built = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-web-'));
  fs.writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Learn By Doing</title>');
  afterAll(() => {
    fs.rmSync(empty, { recursive: true, force: true });
    fs.rmSync(built, { recursive: true, force: true });
  });
  const env = (vars: Record<string, string>) => envSchema.parse({ WEB_DIST_DIR: empty, ...vars });

  it('refuses a production or development server without a web build, saying what to do', () => {
    for (const NODE_ENV of ['production', 'development']) {
      const problem = missingWebBuild(env({ NODE_ENV }));
      expect(problem).toContain(`The web app is not built: ${path.join(empty, 'index.html')} is missing`);
      expect(problem).toContain('npm run build');
      expect(problem).toContain('API_ONLY=true');
    }
  });

  it('starts with a build, and without one when told to serve only the API or when testing', () => {
    expect(missingWebBuild(env({ NODE_ENV: 'production', WEB_DIST_DIR: built }))).toBeNull();
    expect(missingWebBuild(env({ NODE_ENV: 'production', API_ONLY: 'true' }))).toBeNull();
    expect(missingWebBuild(env({ NODE_ENV: 'test' }))).toBeNull();
  });
});
