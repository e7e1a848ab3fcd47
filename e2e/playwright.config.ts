import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { journeyServerEnv } from './support/server-env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(root, 'data', 'e2e');
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3299);
export const origin = `http://127.0.0.1:${port}`;
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

export const chromiumLaunch = {
  // Debian's Chromium; Playwright must never download a browser of its own.
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 90_000,
  // A loaded 2-core CI machine renders slower than a laptop; waits fail on behaviour, not speed.
  expect: { timeout: 15_000 },
  use: {
    baseURL: origin,
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: [
    {
      // A real OpenID provider on loopback standing in for Google.
      command: 'node --import tsx apps/api/test/support/oidc-server.ts',
      cwd: root,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PORT: String(oidcPort), OIDC_REDIRECT_URI: `${origin}/api/auth/callback/google` },
    },
    {
      // The production build on a fresh embedded database.
      command: `rm -rf "${dataDir}" && node --import tsx apps/api/src/main.ts`,
      cwd: root,
      url: `${origin}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: journeyServerEnv({ port, dataDir, origin, oidcIssuer }),
    },
  ],
});
