import { ACCOUNT_TEXTS, ADMIN_CAPABILITIES, IDENTITY_TEXTS, type SocialProvider } from '@lbd/shared';
import type { Db } from '../../db/client';
import { AppError, ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { whenReady, type MaybePromise } from '../../lib/maybe-promise';
import type { Actor } from '../../lib/access';
import type { ActorCache } from './actor-cache';
import { passwordProblem } from './password-policy';
import type { NewSession } from './auth';
import { createIdentityRepo, type ActorRow } from './identity.repo';
import { IdentityError, type IdentityProvider, type IssuedSession } from './identity.provider';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';

const SLOW_DOWN_AFTER = 3;
const MAX_DELAY_MS = 8000;

/** Delay before checking a password after `failures` recent failures: 0, then doubling from 500 ms. */
export function signInDelayMs(failures: number): number {
  if (failures < SLOW_DOWN_AFTER) return 0;
  return Math.min(MAX_DELAY_MS, 500 * 2 ** (failures - SLOW_DOWN_AFTER));
}

/** '+91' and '98765 43210' -> '+919876543210'. */
export const e164 = (countryCode: string, phone: string) =>
  `${countryCode.replace(/\s/g, '')}${phone.replace(/\D/g, '')}`;

interface Deps {
  db: Db;
  provider: IdentityProvider;
  origin: string;
  sleep?: (ms: number) => Promise<void>;
  /** Callers remembered between requests (kept correct by attachActorCache); every request reads the database without it. */
  actors?: { cache: ActorCache<ActorRow>; ensureListening: () => void };
  /** Where a failed rehash is reported: a message only, never the error (a query error holds its parameters). */
  warn?: (message: string) => void;
  /** What runs after every new session (the identity library's hook calls them); `onSignIn` adds to it. */
  signInListeners?: SignInListener[];
}

/** Told of every session created (sign-in or sign-up by any method); its failure never fails the sign-in. */
export type SignInListener = (session: NewSession) => Promise<void>;

/** A query or scrypt error named by its class and code, without its message or parameters. */
function describeFailure(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const name = cause instanceof Error ? cause.name : typeof cause;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? `${name} ${code}` : name;
}

/** The caller as the access check sees it; a banned user (or no row: a session gone) is nobody. */
function toActor(row: ActorRow | null): Actor | null {
  if (!row || row.banned) return null;
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    // An admin is whoever holds an access level (issue 29); their capabilities are the levels' together.
    isAdmin: row.capabilities !== null && row.capabilities.length > 0,
    ...(row.capabilities?.length
      ? { capabilities: ADMIN_CAPABILITIES.filter((c) => row.capabilities!.includes(c)) }
      : {}),
    profile:
      row.profileId && row.profileType
        ? {
            id: row.profileId,
            profile_type: row.profileType,
            active: row.active ?? false,
            org_id: row.orgId ?? null,
          }
        : null,
  };
}

/** Sign-up, sign-in, phone codes, password reset and sessions, answered in the spec's words. */
export function createIdentityService({
  db,
  provider,
  origin,
  sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
  actors,
  warn,
  signInListeners = [],
}: Deps) {
  const repo = createIdentityRepo(db);

  /** The user and session behind verified claims: from the cache when it may answer (at once), else the database. */
  function actorRow(userId: string, sessionId: string): MaybePromise<ActorRow | null> {
    if (!actors) return repo.actorFor(userId, sessionId);
    actors.ensureListening();
    return actors.cache.get(sessionId, userId) ?? readActorRow(actors.cache, userId, sessionId);
  }

  async function readActorRow(cache: ActorCache<ActorRow>, userId: string, sessionId: string) {
    const mark = cache.mark();
    const row = await repo.actorFor(userId, sessionId);
    if (row) cache.set(mark, sessionId, userId, row, row.sessionExpiresAt.getTime());
    return row;
  }

  /**
   * After a successful password sign-in, store the password again at the current scrypt parameters
   * if its hash is older (better-auth's format or an earlier setting). The sign-in stands either way.
   */
  async function upgradeHash(userId: string, password: string) {
    try {
      const stored = await repo.passwordHash(userId);
      if (!stored || !needsRehash(stored)) return;
      await repo.replacePasswordHash(userId, stored, await hashPassword(password));
    } catch (err) {
      warn?.(`password rehash at sign-in failed for user ${userId}: ${describeFailure(err)}`);
    }
  }

  const rethrow = (err: unknown): never => {
    if (!(err instanceof IdentityError)) throw err;
    switch (err.failure) {
      case 'EMAIL_IN_USE':
        throw new ValidationError({ email: IDENTITY_TEXTS.emailInUse });
      case 'WRONG_PASSWORD':
        throw new ValidationError({ password: IDENTITY_TEXTS.wrongPassword }, IDENTITY_TEXTS.loginFailed);
      case 'BANNED':
        throw new ForbiddenError(IDENTITY_TEXTS.accountDisabled);
      case 'OTP_WRONG':
        throw new ValidationError({ code: IDENTITY_TEXTS.wrongOtp });
      case 'OTP_EXPIRED':
        throw new ValidationError({ code: IDENTITY_TEXTS.otpExpired });
      case 'OTP_TOO_MANY_ATTEMPTS':
        throw new ValidationError({ code: IDENTITY_TEXTS.otpTooManyAttempts });
      case 'INVALID_RESET_TOKEN':
        throw new ValidationError({ token: IDENTITY_TEXTS.resetLinkInvalid });
      case 'NO_SESSION':
        throw new UnauthorizedError();
      default:
        throw new AppError(500, 'INTERNAL', 'Something went wrong.');
    }
  };

  type OwnPassword =
    { verdict: 'none'; stored: null; email: null } | { verdict: 'ok' | 'wrong'; stored: string; email: string };

  /**
   * Check a signed-in user's own password on the budget of their sign-ins (the same slow-down after
   * failures, and a failure here counts there too), with the stored hash and email it read.
   */
  async function verifyOwnPassword(userId: string, password: string): Promise<OwnPassword> {
    const [stored, email] = await Promise.all([repo.passwordHash(userId), repo.emailOf(userId)]);
    if (!stored || !email) return { verdict: 'none', stored: null, email: null };
    const key = `email:${email.toLowerCase()}`;
    const delay = signInDelayMs(await repo.failures(key));
    if (delay > 0) await sleep(delay);
    if (!(await verifyPassword(stored, password))) {
      await repo.recordFailure(key);
      return { verdict: 'wrong', stored, email };
    }
    await repo.clearFailures(key);
    return { verdict: 'ok', stored, email };
  }

  return {
    socialProviders: (): SocialProvider[] => provider.socialProviders,

    async signUp(email: string, password: string, headers: Headers): Promise<IssuedSession> {
      const weak = passwordProblem(password, email);
      if (weak) throw new ValidationError({ password: weak });
      if (await repo.userByEmail(email)) throw new ValidationError({ email: IDENTITY_TEXTS.emailInUse });
      return provider.signUpWithPassword(email, password, headers).catch(rethrow);
    },

    async signIn(email: string, password: string, headers: Headers): Promise<IssuedSession> {
      const user = await repo.userByEmail(email);
      if (!user) {
        // As long as checking a real password: the answer's time does not tell who has an account.
        await hashPassword(password);
        throw new ValidationError({ email: IDENTITY_TEXTS.unknownUser }, IDENTITY_TEXTS.loginFailed);
      }
      if (user.banned) throw new ForbiddenError(IDENTITY_TEXTS.accountDisabled);
      const key = `email:${email.toLowerCase()}`;
      const delay = signInDelayMs(await repo.failures(key));
      if (delay > 0) await sleep(delay);
      try {
        const session = await provider.signInWithPassword(email, password, headers);
        await repo.clearFailures(key);
        await upgradeHash(session.userId, password);
        return session;
      } catch (err) {
        if (err instanceof IdentityError && err.failure === 'WRONG_PASSWORD') await repo.recordFailure(key);
        return rethrow(err);
      }
    },

    async sendPhoneCode(countryCode: string, phone: string) {
      const number = e164(countryCode, phone);
      const user = await repo.userByPhone(number);
      if (user?.banned) throw new ForbiddenError(IDENTITY_TEXTS.accountDisabled);
      await provider.sendPhoneCode(number).catch(rethrow);
    },

    async verifyPhoneCode(countryCode: string, phone: string, code: string, headers: Headers) {
      return provider.verifyPhoneCode(e164(countryCode, phone), code, headers).catch(rethrow);
    },

    async requestPasswordReset(email: string) {
      const user = await repo.userByEmail(email);
      if (!user) throw new ValidationError({ email: IDENTITY_TEXTS.unknownResetEmail });
      await provider.requestPasswordReset(email).catch(() => {
        throw new AppError(500, 'INTERNAL', IDENTITY_TEXTS.resetFailed);
      });
    },

    async resetPassword(token: string, password: string) {
      const weak = passwordProblem(password);
      if (weak) throw new ValidationError({ password: weak });
      await provider.resetPassword(token, password).catch(rethrow);
    },

    async refresh(headers: Headers): Promise<IssuedSession> {
      const session = await provider.refresh(headers).catch(rethrow);
      // The sessions list's 'last used'; a failure to note it costs the caller nothing.
      if (session.sessionId)
        await repo
          .touchSession(session.sessionId)
          .catch((err: unknown) => warn?.(`noting a session's use failed: ${describeFailure(err)}`));
      return session;
    },

    signOut: (headers: Headers) => provider.signOut(headers),

    async startSocial(social: SocialProvider, headers: Headers, link: boolean) {
      if (!provider.socialProviders.includes(social))
        throw new ValidationError({ provider: 'This sign-in method is not available.' });
      return provider
        .startSocial(social, headers, {
          link,
          callbackURL: `${origin}/authCallback?status=success&provider=${social}`,
          errorCallbackURL: `${origin}/authCallback?status=error&provider=${social}`,
        })
        .catch(rethrow);
    },

    /** Sign in with the password, then start attaching the social account to it. */
    async linkAccount(email: string, password: string, social: SocialProvider, headers: Headers) {
      const session = await this.signIn(email, password, headers);
      const cookie = session.cookies.map((c) => c.split(';')[0]).join('; ');
      const start = await this.startSocial(
        social,
        new Headers({ cookie, 'user-agent': headers.get('user-agent') ?? '' }),
        true,
      );
      return { session, url: start.url, cookies: [...session.cookies, ...start.cookies] };
    },

    /**
     * Check a signed-in user's own password (changing it, deleting the account) on the budget of their
     * sign-ins: the same slow-down after failures, and a failure here counts there too. 'none' for an
     * account without a password (one-time code or social sign-in).
     */
    checkOwnPassword: async (userId: string, password: string): Promise<'ok' | 'wrong' | 'none'> =>
      (await verifyOwnPassword(userId, password)).verdict,

    /**
     * Change the signed-in user's password (the current one checked first) and end every other
     * session of theirs; the one that asked stays signed in.
     */
    async changeOwnPassword(actor: Actor, current: string, next: string): Promise<void> {
      const { verdict, stored, email } = await verifyOwnPassword(actor.userId, current);
      if (verdict === 'none') throw new ValidationError({ current_password: ACCOUNT_TEXTS.noPassword });
      if (verdict === 'wrong') throw new ValidationError({ current_password: ACCOUNT_TEXTS.wrongCurrentPassword });
      if (current === next) throw new ValidationError({ password: ACCOUNT_TEXTS.samePassword });
      const weak = passwordProblem(next, email);
      if (weak) throw new ValidationError({ password: weak });
      // A reset or another change in between wins: the caller is told to try again with that one.
      if (!(await repo.replacePasswordHash(actor.userId, stored, await hashPassword(next))))
        throw new ValidationError({ current_password: ACCOUNT_TEXTS.wrongCurrentPassword });
      await repo.endSessions(actor.userId, actor.sessionId);
    },

    /** Whether the account signs in with a password (not only a one-time code or a social account). */
    hasPassword: async (userId: string): Promise<boolean> => (await repo.passwordHash(userId)) !== null,

    /** End every session of the user but `except` (all of them without it); answers how many ended. */
    endSessions: (userId: string, except?: string) => repo.endSessions(userId, except),

    /** End one of the user's sessions; false when the user has no session of that id. */
    endSession: (userId: string, sessionId: string) => repo.endSession(userId, sessionId),

    /** The user's unexpired sessions, the most recently used first (at most `limit`). */
    liveSessions: (userId: string, limit: number) => repo.liveSessions(userId, limit),

    /** Run `listener` after every new session from now on (the sign-in alert, decision 0088). */
    onSignIn(listener: SignInListener) {
      signInListeners.push(listener);
    },

    /**
     * Resolve the caller of an API request from its bearer access token. At once, without a promise,
     * when the token was verified before and the caller is in the actor cache: most requests.
     */
    authenticate(authorization: string | undefined): MaybePromise<Actor | null> {
      const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : null;
      if (!token) return null;
      return whenReady(provider.verifyAccessToken(token), (claims) =>
        claims ? whenReady(actorRow(claims.userId, claims.sessionId), toActor) : null,
      );
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
