import type { Env } from '../config/env';
import type { SecurityHeadersOptions } from '../plugins/security-headers';

/** Browsers keep to https for a year once they have seen the site over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin(s) the browser PUTs uploads to with the S3 driver (path style or bucket host). */
function s3Origins(env: Env): string[] {
  if (!env.S3_ENDPOINT || !env.S3_BUCKET) return [];
  const url = new URL(env.S3_ENDPOINT);
  return [env.S3_FORCE_PATH_STYLE ? url.origin : `${url.protocol}//${env.S3_BUCKET}.${url.host}`];
}

/** The security headers every answer carries (the plugin is registered before the access check). */
export function securityHeadersOptions(env: Env): SecurityHeadersOptions {
  return {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          // Activity uploads PUT straight to the S3-compatible store when one is configured.
          connectSrc: ["'self'", ...s3Origins(env)],
          fontSrc: ["'self'", 'data:'],
          // A video resource plays in YouTube's (privacy-enhanced) or Vimeo's player; nothing else is framed.
          frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // HSTS only over TLS: overTls below.
      hsts: false,
      // Social sign-in opens the provider in a popup that reports back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    },
    // Strict-Transport-Security only on a request that arrived over TLS: directly, or through a trusted
    // proxy (TRUST_PROXY_HOPS) that says so in X-Forwarded-Proto. A plain-http answer never carries it.
    overTls: { 'strict-transport-security': HSTS },
  };
}
