import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { createTestApp, testEnv } from './app';
import { bearer, clientIp, signUp } from './factories';
import { startOidcProvider, type TestOidcProvider } from './support/oidc-provider';

/** Cookies by name, fed from Set-Cookie headers. */
class Jar {
  private cookies = new Map<string, string>();
  add(setCookie: string | string[] | null | undefined) {
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

describe('sign-in with Google, against a real OpenID provider on loopback', () => {
  let oidc: TestOidcProvider;
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    oidc = await startOidcProvider({ redirectUris: ['http://localhost:3000/api/auth/callback/google'] });
    t = await createTestApp({
      env: {
        ...testEnv,
        GOOGLE_CLIENT_ID: oidc.clientId,
        GOOGLE_CLIENT_SECRET: oidc.clientSecret,
        GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await oidc.close();
  });

  /** Walk the provider's login and consent as a browser would; answer where it finally sends us back. */
  async function providerDance(startUrl: string, login: string): Promise<URL> {
    const jar = new Jar();
    let url = new URL(startUrl);
    let method = 'GET';
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 20; hop += 1) {
      if (url.origin !== oidc.issuer) return url;
      const res = await fetch(url, { method, body, headers: { cookie: jar.header() }, redirect: 'manual' });
      jar.add(res.headers.getSetCookie());
      method = 'GET';
      body = undefined;
      if (res.status >= 300 && res.status < 400) {
        url = new URL(res.headers.get('location')!, url);
        continue;
      }
      const html = await res.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
      if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 200)}`);
      const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
      method = 'POST';
      body = new URLSearchParams(
        prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: prompt ?? 'consent' },
      );
      url = new URL(action, url);
    }
    throw new Error('too many redirects');
  }

  async function signInWithGoogle(login: string, session = new Jar(), userAgent = 'lightMyRequest') {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/identity/social/start',
      payload: { provider: 'google' },
      headers: { cookie: session.header() },
      remoteAddress: clientIp(),
    });
    expect(start.statusCode).toBe(200);
    session.add(start.headers['set-cookie'] as string[]);
    const back = await providerDance(start.json().data.url, login);
    expect(back.pathname).toBe('/api/auth/callback/google');
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: session.header(), 'user-agent': userAgent },
    });
    session.add(callback.headers['set-cookie'] as string[]);
    return { callback, session };
  }

  it('offers Google when configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/identity/config' })).json()).toEqual({
      data: { social_providers: ['google'] },
    });
  });

  it('signs a new user in: callback returns to the site, the session cookie yields an access token', async () => {
    const { callback, session } = await signInWithGoogle('Priya');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('http://localhost:3000/authCallback?status=success&provider=google');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/identity/refresh',
      headers: { cookie: session.header() },
    });
    expect(refresh.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/current_user_data',
      headers: bearer(refresh.json().data.access_token),
    });
    expect(me.json().data.user).toMatchObject({ email: 'priya@gmail.test', profile: null });
  });

  it('an existing password account with the same email is not taken over: account_not_linked, then linking after the password', async () => {
    const password = 'my password is long';
    await signUp(t.app, 'ravi@gmail.test', password);
    const { callback } = await signInWithGoogle('Ravi');
    expect(callback.statusCode).toBe(302);
    const location = new URL(String(callback.headers.location));
    expect(location.pathname).toBe('/authCallback');
    expect(location.searchParams.get('status')).toBe('error');
    expect(location.searchParams.get('error')).toBe('account_not_linked');

    // The user proves the password; the answer signs them in and starts linking.
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/identity/link_account',
      payload: { email: 'ravi@gmail.test', password, provider: 'google' },
      remoteAddress: clientIp(),
    });
    expect(link.statusCode).toBe(200);
    const session = new Jar();
    session.add(link.headers['set-cookie'] as string[]);
    const back = await providerDance(link.json().data.url, 'Ravi');
    const linked = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: session.header() },
    });
    expect(linked.statusCode).toBe(302);
    expect(String(linked.headers.location)).toContain('status=success');

    // From now on Google signs this account in directly.
    const again = await signInWithGoogle('Ravi');
    expect(String(again.callback.headers.location)).toContain('status=success');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/identity/refresh',
      headers: { cookie: again.session.header() },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/current_user_data',
      headers: bearer(refresh.json().data.access_token),
    });
    expect(me.json().data.user.email).toBe('ravi@gmail.test');
  });

  it('a Google sign-in on a new device is announced like any other (decision 0088)', async () => {
    const alerts = async () =>
      rowsOf<{ text_body: string }>(
        await t.database.db.execute(
          sql`select text_body from email_outbox where to_address = 'meera@gmail.test' and kind = 'sign_in_alert'`,
        ),
      );
    // The account's first session: no alert.
    expect((await signInWithGoogle('Meera')).callback.statusCode).toBe(302);
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect((await signInWithGoogle('Meera', new Jar(), iphone)).callback.statusCode).toBe(302);
    let sent = await alerts();
    for (let i = 0; i < 100 && sent.length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      sent = await alerts();
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain('Device: Safari on iPhone');
  });
});
