import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeadersPlugin, { securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"], upgradeInsecureRequests: null },
  },
  hsts: false,
};

describe('security headers', () => {
  it('works out helmet’s headers for the options once', () => {
    const headers = securityHeaders(options);
    // helmet's defaults, with ours over them.
    expect(headers['content-security-policy']?.split(';')).toEqual(
      expect.arrayContaining(["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]),
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('refuses options helmet refuses', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow();
  });

  it('puts them on every answer, a 404 included', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { helmet: options });
    app.get('/x', async () => ({ ok: true }));
    for (const url of ['/x', '/nowhere']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy']).toBe(securityHeaders(options)['content-security-policy']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    await app.close();
  });

  it('adds the TLS-only headers to answers to requests that came over TLS, after the others', async () => {
    const app = Fastify({ trustProxy: true });
    await app.register(securityHeadersPlugin, {
      helmet: options,
      overTls: { 'strict-transport-security': 'max-age=60' },
    });
    app.get('/x', async () => ({ ok: true }));
    const plain = await app.inject({ url: '/x' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const overTls = await app.inject({ url: '/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=60');
    const names = Object.keys(overTls.headers);
    expect(names.indexOf('strict-transport-security')).toBe(names.indexOf('x-xss-protection') + 1);
    await app.close();
  });
});
