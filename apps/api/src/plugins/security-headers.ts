import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once: helmet's answer depends only on its
 * options, not on the request, so there is no need to run it (and re-parse the CSP) per request.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

export interface SecurityHeadersOptions {
  /** helmet's options: the headers every answer carries. */
  helmet: HelmetOptions;
  /** Headers only answers to requests that arrived over TLS carry (Strict-Transport-Security). */
  overTls?: Record<string, string>;
}

/**
 * Every answer (401s, 404s and static files included) carries the security headers. One synchronous
 * hook for all of them: every request runs it, and an async hook costs a promise or two each time.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
    const headers = securityHeaders(options.helmet);
    const overTls = options.overTls;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (overTls && request.protocol === 'https') reply.headers(overTls);
      done();
    });
  },
  { name: 'security-headers' },
);
