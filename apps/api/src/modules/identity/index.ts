import type { SocialProvider } from '@lbd/shared';
import type { Authenticate } from '../../lib/access';
import type { AppModule } from '../module';
import { attachActorCache, createActorCache } from './actor-cache';
import { grantFullAdmin } from './admins';
import { createAuth } from './auth';
import { createBetterAuthProvider, type IdentityProvider } from './identity.provider';
import type { ActorRow } from './identity.repo';
import { identityRoutes } from './identity.routes';
import { createIdentityService, type IdentityService, type SignInListener } from './identity.service';

export { createAuth, createBetterAuthProvider, createIdentityService, identityRoutes };

export { PHONE_EMAIL_DOMAIN } from './auth';
export { ensureAdmin, grantFullAdmin } from './admins';
export type { IdentityProvider, IdentityService, SignInListener };
export type { NewSession } from './auth';
export type { LiveSession } from './identity.repo';

declare module '../module' {
  interface Facts {
    identity: IdentityService;
    /** Accounts: sign-up, sign-in, admin changes (seeding and the admin pages use it too). */
    identityProvider: IdentityProvider;
    /** The bearer-token check the access plugin runs on every request. */
    authenticate: Authenticate;
  }
  interface ModuleOptions {
    /** How the identity service waits when it slows repeated failed sign-ins down. */
    sleep?: (ms: number) => Promise<void>;
  }
}

/** Signed-in callers each process remembers (the oldest go first). */
const ACTOR_CACHE_ENTRIES = 50_000;

/** Sign-up, sign-in (password, phone OTP, social), sessions and the caller of every request. */
export const identityModule: AppModule = {
  name: 'identity',
  register(ctx) {
    const { env, database, log } = ctx;
    // Filled by modules after this one (identity.onSignIn); the identity library's session hook runs them.
    const signInListeners: SignInListener[] = [];
    const auth = createAuth({
      db: ctx.db,
      secret: ctx.authSecret,
      origin: ctx.origin,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      mailer: ctx.mailer,
      sms: ctx.sms,
      log: (level, message) => log[level]({ source: 'identity' }, message),
      async onSessionCreated(session) {
        for (const listener of signInListeners)
          await listener(session).catch((err: unknown) =>
            log.warn({ source: 'identity' }, `a sign-in listener failed: ${err instanceof Error ? err.name : 'error'}`),
          );
      },
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              discoveryUrl: env.GOOGLE_DISCOVERY_URL,
            }
          : undefined,
      facebook:
        env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
          ? { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET }
          : undefined,
    });
    const socialProviders: SocialProvider[] = [
      ...(env.GOOGLE_CLIENT_ID ? (['google'] as const) : []),
      ...(env.FACEBOOK_CLIENT_ID ? (['facebook'] as const) : []),
    ];
    const provider = createBetterAuthProvider(auth, { socialProviders, origin: ctx.origin });
    // An admin made here (seeding, scripts, tests) holds the built-in Full admin level (decision 0084).
    const identityProvider: IdentityProvider = {
      ...provider,
      async createUser(email, password, opts) {
        const id = await provider.createUser(email, password, opts);
        if (opts.admin) await grantFullAdmin(ctx.db, id);
        return id;
      },
    };
    const actorCache = createActorCache<ActorRow>({ maxEntries: ACTOR_CACHE_ENTRIES });
    const actorCacheLink = attachActorCache(database, actorCache, (err) =>
      log.warn({ err }, 'not listening for actor changes yet: every request reads its caller from the database'),
    );
    const identity = createIdentityService({
      db: ctx.db,
      provider: identityProvider,
      origin: ctx.origin,
      sleep: ctx.options.sleep,
      actors: { cache: actorCache, ensureListening: actorCacheLink.ensureListening },
      warn: (message) => log.warn({ source: 'identity' }, message),
      signInListeners,
    });
    ctx.onClose(() => actorCacheLink.stop());
    ctx.provide('identity', identity);
    ctx.provide('identityProvider', identityProvider);
    ctx.provide('authenticate', (req) => identity.authenticate(req.headers.authorization));
    ctx.routes((api) => api.register(identityRoutes, { service: identity, auth }));
  },
};
