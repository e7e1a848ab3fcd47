import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { accessRefusal, type Access, type Actor, type Authenticate } from '../lib/access';
import { isPromise, type MaybePromise } from '../lib/maybe-promise';

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
