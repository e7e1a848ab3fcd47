import type { ProfileType } from '@lbd/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';

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
  /** The caller's profile; `org_id` is the organisation a company or institution profile belongs to. */
  profile: { id: number; profile_type: ProfileType; active: boolean; org_id: number | null } | null;
}

/** Resolves the caller from the request; the identity module supplies the real one. */
export type Authenticate = (request: FastifyRequest) => Promise<Actor | null>;

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

/** Decide whether an actor may call a route with this access; throws the matching 401/403. */
export function checkAccess(access: Access, actor: Actor | null): void {
  if (access === 'public') return;
  if (!actor) throw new UnauthorizedError();
  if (access === 'signed_in') return;
  if (access === 'admin') {
    if (!actor.isAdmin) throw new ForbiddenError();
    return;
  }
  if (access.adminToo && actor.isAdmin) return;
  if (!actor.profile || !access.profiles.includes(actor.profile.profile_type)) throw new ForbiddenError();
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

    app.addHook('onRequest', async (request) => {
      // Static files and the SPA fallback have no route config: they are public.
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') {
        if (access === 'public') request.actor = await opts.authenticate(request);
        return;
      }
      request.actor = await opts.authenticate(request);
      checkAccess(access, request.actor);
    });
  },
  { name: 'access' },
);
