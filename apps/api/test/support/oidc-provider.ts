import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on loopback (oidc-provider with its development login form:
 * any login name and password sign in; the account's email is `<login>@gmail.test`). It stands
 * in for Google in tests: the product talks to it exactly as to Google.
 */
export async function startOidcProvider(opts: { port?: number; redirectUris: string[] }): Promise<TestOidcProvider> {
  const clientId = 'learn-by-doing-test';
  const clientSecret = 'test-client-secret-0123456789abcdef';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub.toLowerCase()}@gmail.test`,
        email_verified: true,
        name: `Test ${sub}`,
      }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    // Loopback over plain HTTP is fine for a test provider.
    pkce: { required: () => false },
  });
  provider.proxy = false;
  // Silence the provider's warnings about development settings.
  provider.on('server_error', () => undefined);
  server.on('request', provider.callback());
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
