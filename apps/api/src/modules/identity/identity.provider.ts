import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import type { SocialProvider } from '@lbd/shared';
import type { MaybePromise } from '../../lib/maybe-promise';
import { createVerifiedTokens } from '../../lib/verified-tokens';
import type { Auth } from './auth';

/** What a successful sign-in yields: the access token for the API and the cookies of the session. */
export interface IssuedSession {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  isNewUser: boolean;
  userId: string;
  /** The session's id (not its token): what the sessions list names it by. */
  sessionId: string;
  /** Set-Cookie values to pass on to the browser (the long-lived, httpOnly session). */
  cookies: string[];
}

export type IdentityFailure =
  | 'EMAIL_IN_USE'
  | 'WRONG_PASSWORD'
  | 'BANNED'
  | 'OTP_WRONG'
  | 'OTP_EXPIRED'
  | 'OTP_TOO_MANY_ATTEMPTS'
  | 'INVALID_RESET_TOKEN'
  | 'NO_SESSION'
  | 'PROVIDER_ERROR';

/** A failure of the identity service, named so the API can answer it in the spec's words. */
export class IdentityError extends Error {
  constructor(readonly failure: IdentityFailure) {
    super(failure);
  }
}

/**
 * Everything the API needs from an identity service. The built-in implementation below wraps
 * better-auth; an external provider would implement the same interface.
 */
export interface IdentityProvider {
  readonly socialProviders: SocialProvider[];
  signUpWithPassword(email: string, password: string, headers: Headers): Promise<IssuedSession>;
  signInWithPassword(email: string, password: string, headers: Headers): Promise<IssuedSession>;
  sendPhoneCode(phone: string): Promise<void>;
  verifyPhoneCode(phone: string, code: string, headers: Headers): Promise<IssuedSession>;
  requestPasswordReset(email: string): Promise<void>;
  resetPassword(token: string, password: string): Promise<void>;
  /** A fresh access token for the session the request's cookie carries. */
  refresh(headers: Headers): Promise<IssuedSession>;
  signOut(headers: Headers): Promise<string[]>;
  /** Where to send the browser to sign in (or, signed in, to link) with a social provider. */
  startSocial(
    provider: SocialProvider,
    headers: Headers,
    opts: { link: boolean; callbackURL: string; errorCallbackURL: string },
  ): Promise<{ url: string; cookies: string[] }>;
  /** The claims of a valid access token, or null; at once (no promise) for a token already verified. */
  verifyAccessToken(token: string): MaybePromise<{ userId: string; sessionId: string } | null>;
  createUser(email: string, password: string, opts: { name: string; admin?: boolean }): Promise<string>;
  banUser(userId: string, reason: string): Promise<void>;
  unbanUser(userId: string): Promise<void>;
  /** End every session of the user (deactivation): signed-in tabs lose their access at once. */
  endSessions(userId: string): Promise<void>;
}

interface ErrorBody {
  code?: string;
  message?: string;
}

function failureFor(status: number, body: ErrorBody): IdentityFailure {
  switch (body.code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'EMAIL_IN_USE';
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
      return 'WRONG_PASSWORD';
    case 'BANNED_USER':
      return 'BANNED';
    case 'INVALID_OTP':
    case 'OTP_NOT_FOUND':
      return 'OTP_WRONG';
    case 'OTP_EXPIRED':
      return 'OTP_EXPIRED';
    case 'TOO_MANY_ATTEMPTS':
      return 'OTP_TOO_MANY_ATTEMPTS';
    case 'INVALID_TOKEN':
      return 'INVALID_RESET_TOKEN';
  }
  if (status === 401) return 'NO_SESSION';
  return 'PROVIDER_ERROR';
}

/** The name=value pairs of Set-Cookie headers, as a Cookie header. */
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

export function createBetterAuthProvider(
  auth: Auth,
  opts: { socialProviders: SocialProvider[]; origin: string },
): IdentityProvider {
  let jwks: ReturnType<typeof createLocalJWKSet> | null = null;
  // Tokens already checked, until their own expiry (the session behind them is still looked up per request).
  const verified = createVerifiedTokens<{ userId: string; sessionId: string }>({ maxEntries: 50_000 });
  const keySet = async (refresh = false) => {
    if (!jwks || refresh) jwks = createLocalJWKSet((await auth.api.getJwks()) as JSONWebKeySet);
    return jwks;
  };

  /** Check a token's signature, issuer, audience and expiry; remember the claims of a valid one. */
  async function verifySignature(token: string): Promise<{ userId: string; sessionId: string } | null> {
    const check = async (keys: Awaited<ReturnType<typeof keySet>>) => {
      try {
        return { payload: (await jwtVerify(token, keys, { issuer: opts.origin, audience: opts.origin })).payload };
      } catch (err) {
        return { code: (err as { code?: string }).code };
      }
    };
    // Reading the keys is outside the check: a database that cannot answer is the server's failure
    // (500), not a bad token (401, which signs the user out).
    let result = await check(await keySet());
    // A key created after the cache was filled (another instance rotated or created one).
    if (result.code === 'ERR_JWKS_NO_MATCHING_KEY') result = await check(await keySet(true));
    if (!('payload' in result) || !result.payload) return null;
    const { sub, sid, exp } = result.payload as { sub?: string; sid?: string; exp?: number };
    if (!sub || !sid) return null;
    const claims = { userId: sub, sessionId: sid };
    // jwtVerify has refused an expired token; one without an expiry is not remembered.
    if (typeof exp === 'number') verified.set(token, claims, exp * 1000);
    return claims;
  }

  async function expect(res: Response): Promise<unknown> {
    const body = (await res.json().catch(() => ({}))) as ErrorBody;
    if (!res.ok) throw new IdentityError(failureFor(res.status, body));
    return body;
  }

  /** Turn a session (its cookies) into an access token. */
  async function issue(setCookies: string[], isNewUser: boolean): Promise<IssuedSession> {
    const { token } = await auth.api.getToken({ headers: new Headers({ cookie: cookieHeader(setCookies) }) });
    const claims = decodeJwt(token);
    return {
      accessToken: token,
      expiresAt: (claims.exp ?? 0) * 1000,
      isNewUser,
      userId: String(claims.sub),
      sessionId: String(claims.sid ?? ''),
      cookies: setCookies,
    };
  }

  return {
    socialProviders: opts.socialProviders,

    async signUpWithPassword(email, password, headers) {
      const res = await auth.api.signUpEmail({
        body: { email, password, name: email.split('@')[0] ?? email },
        headers,
        asResponse: true,
      });
      await expect(res);
      return issue(res.headers.getSetCookie(), true);
    },

    async signInWithPassword(email, password, headers) {
      const res = await auth.api.signInEmail({ body: { email, password }, headers, asResponse: true });
      await expect(res);
      return issue(res.headers.getSetCookie(), false);
    },

    async sendPhoneCode(phone) {
      await expect(await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: phone }, asResponse: true }));
    },

    async verifyPhoneCode(phone, code, headers) {
      const res = await auth.api.verifyPhoneNumber({ body: { phoneNumber: phone, code }, headers, asResponse: true });
      const body = (await expect(res)) as { user?: { createdAt?: string } };
      const created = body.user?.createdAt ? Date.now() - new Date(body.user.createdAt).getTime() < 60_000 : false;
      return issue(res.headers.getSetCookie(), created);
    },

    async requestPasswordReset(email) {
      await expect(
        await auth.api.requestPasswordReset({
          body: { email, redirectTo: `${opts.origin}/resetPassword` },
          asResponse: true,
        }),
      );
    },

    async resetPassword(token, password) {
      await expect(await auth.api.resetPassword({ body: { token, newPassword: password }, asResponse: true }));
    },

    async refresh(headers) {
      const res = await auth.api.getToken({ headers, asResponse: true });
      const body = (await expect(res)) as { token: string };
      const claims = decodeJwt(body.token);
      return {
        accessToken: body.token,
        expiresAt: (claims.exp ?? 0) * 1000,
        isNewUser: false,
        userId: String(claims.sub),
        sessionId: String(claims.sid ?? ''),
        cookies: res.headers.getSetCookie(),
      };
    },

    async signOut(headers) {
      const res = await auth.api.signOut({ headers, asResponse: true });
      return res.headers.getSetCookie();
    },

    async startSocial(provider, headers, { link, callbackURL, errorCallbackURL }) {
      const res = link
        ? await auth.api.linkSocialAccount({
            body: { provider, callbackURL, errorCallbackURL },
            headers,
            asResponse: true,
          })
        : await auth.api.signInSocial({
            body: { provider, callbackURL, errorCallbackURL, disableRedirect: true },
            headers,
            asResponse: true,
          });
      const body = (await expect(res)) as { url: string };
      return { url: body.url, cookies: res.headers.getSetCookie() };
    },

    verifyAccessToken(token) {
      return verified.get(token) ?? verifySignature(token);
    },

    async createUser(email, password, { name, admin }) {
      const res = await auth.api.createUser({ body: { email, password, name, role: admin ? 'admin' : 'user' } });
      return res.user.id;
    },

    async banUser(userId, reason) {
      // The admin module has already checked the caller; ban and revoke every session of the user.
      const ctx = await auth.$context;
      await ctx.internalAdapter.updateUser(userId, { banned: true, banReason: reason });
      await ctx.internalAdapter.deleteUserSessions(userId);
    },

    async unbanUser(userId) {
      const ctx = await auth.$context;
      await ctx.internalAdapter.updateUser(userId, { banned: false, banReason: null });
    },

    async endSessions(userId) {
      const ctx = await auth.$context;
      await ctx.internalAdapter.deleteUserSessions(userId);
    },
  };
}
