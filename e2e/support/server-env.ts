import { ADMIN } from './api';

/**
 * The environment of a journey server: the production build on a fresh embedded database in
 * `dataDir`, the development mailbox, the loopback OpenID provider standing in for Google, and the
 * journeys' admin. The shared server of playwright.config.ts and the servers a spec starts for
 * itself (support/own-server.ts) use the same one.
 */
export function journeyServerEnv(opts: {
  port: number;
  dataDir: string;
  origin: string;
  oidcIssuer: string;
}): Record<string, string> {
  return {
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: opts.origin,
    DEV_MAILBOX: 'true',
    // API set-up calls arrive with their own X-Forwarded-For (support/api.ts), as users behind a
    // load balancer would, so dozens of journeys do not share one address's sign-up allowance.
    TRUST_PROXY_HOPS: '1',
    GOOGLE_CLIENT_ID: 'learn-by-doing-test',
    GOOGLE_CLIENT_SECRET: 'test-client-secret-0123456789abcdef',
    GOOGLE_DISCOVERY_URL: `${opts.oidcIssuer}/.well-known/openid-configuration`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
}
