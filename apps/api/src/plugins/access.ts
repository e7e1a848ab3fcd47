import type { ProfileType } from '@lbd/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError, type AppError } from '../lib/errors';
import { isPromise, type MaybePromise } from '../lib/maybe-promise';

/**
 * Who may call a route. Every route declares one; the access test fails on a route without it.
 * - 'public': anyone, signed in or not
 * - 'signed_in': any signed-in user (with or without a profile)
 * - 'admin': users holding an admin access level
 * - { profiles: [...] }: signed-in users whose profile is one of these types (admins too, when adminToo)
 */
export type Access = 'public' | 'signed_in' | 'admin' | { profiles: readonly ProfileType[]; adminToo?: boolean };

/** The signed-in caller as the access check sees it. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
  /**
   * The caller's profile; `org_id` is the organisation it acts for: set only while the profile is active
   * and the organisation has accepted it (a request to join, a declined or deactivated profile: null).
   */
  profile: { id: number; profile_type: ProfileType; active: boolean; org_id: number | null } | null;
}

/** Resolves the caller from the request (at once when it can); the identity module supplies the real one. */
export type Authenticate = (request: FastifyRequest) => MaybePromise<Actor | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /**
     * Every route registered so far with its declared access and its schema (HEAD twins excluded): the
     * authorization matrix and the fuzz tests build their requests from it.
     */
    routeAccess: { method: string; url: string; access: Access | undefined; schema: FastifySchema | undefined }[];
  }
}

/** Routes contributed by third-party plugins (API docs, static files) are public by nature. */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

/** The 401/403 an actor calling a route with this access gets, or undefined when they may call it. */
export function accessRefusal(access: Access, actor: Actor | null): AppError | undefined {
  if (access === 'public') return undefined;
  if (!actor) return new UnauthorizedError();
  if (access === 'signed_in') return undefined;
  if (access === 'admin') return actor.isAdmin ? undefined : new ForbiddenError();
  if (access.adminToo && actor.isAdmin) return undefined;
  if (!actor.profile || !access.profiles.includes(actor.profile.profile_type)) return new ForbiddenError();
  return undefined;
}

/** Decide whether an actor may call a route with this access; throws the matching 401/403. */
export function checkAccess(access: Access, actor: Actor | null): void {
  const refusal = accessRefusal(access, actor);
  if (refusal) throw refusal;
}

export default fp(
  async function accessPlugin(app: FastifyInstance, opts: { authenticate: Authenticate }) {
    app.decorate('routeAccess', []);
    app.decorateRequest('actor', null);

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.config?.access && PLUGIN_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
        route.config = { ...route.config, access: 'public' };
      }
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.routeAccess.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
      }
    });

    // A callback hook, not an async one: when the caller is answered from memory (most requests) the
    // check finishes without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      // Static files and the SPA fallback have no route config: they are public.
      const access = request.routeOptions.config?.access;
      if (!access) return done();
      // Public routes look for a caller too (an optional one); others refuse a missing or wrong one.
      const admit = (actor: Actor | null) => {
        request.actor = actor;
        done(accessRefusal(access, actor));
      };
      let actor: MaybePromise<Actor | null>;
      try {
        actor = opts.authenticate(request);
      } catch (err) {
        return done(err as Error);
      }
      // A rejection without a reason still fails the request (as Fastify does for an async hook).
      if (isPromise(actor))
        actor.then(admit, (err: Error | undefined) => done(err ?? new Error('authentication failed')));
      else admit(actor);
    });
  },
  { name: 'access' },
);
