import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../config/env';
import { redisRateLimitStore } from '../lib/rate-limit-store';
import { createRedisClient, type RedisClient } from '../lib/redis';
import { serializerCompiler } from '../lib/serializer';
import { validatorCompiler } from '../lib/validation';
import { boundJsonBodies } from '../lib/json-body';
import { sendFrameworkError } from '../plugins/error-handler';
import { callerRequestId, loggerOptions } from './logging';

/** The Fastify server with the zod compilers, request ids and connection draining (app.ts adds the rest). */
export function createServer(env: Env, logger: FastifyServerOptions['logger']) {
  const app = Fastify({
    // Test loggers (a stream, a level) still get the redaction rules.
    logger:
      logger === false
        ? false
        : { ...(loggerOptions(env.LOG_LEVEL) as object), ...(typeof logger === 'object' ? logger : {}) },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS,
    // A caller's (or proxy's) x-request-id is kept when it is a short token; anything else gets a fresh id.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId: (req) => callerRequestId(req.headers['x-request-id']) ?? randomUUID(),
    // In-flight requests finish on close; idle keep-alive sockets do not hold shutdown up.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // Bad URL escapes and over-long path parameters, refused by the router, answer in the error envelope.
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON bodies nest at most MAX_JSON_DEPTH deep, checked in one pass before they are parsed.
  boundJsonBodies(app);

  // Draining: an answer finished after close() began also closes its connection. Otherwise the client
  // keeps it alive, and the server waits out the keep-alive time-out (72 s) before it can exit.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  // Synchronous: every request runs this hook, and an async one would cost each of them promises.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // Answers to a signed-in caller, and the identity calls (tokens), are personal: never cached.
    if ((request.actor || request.url.startsWith('/api/identity/')) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return app;
}

export type Server = ReturnType<typeof createServer>;

/**
 * The rate-limit plugin (limits are declared per route): counters shared through Redis when there is
 * one (REDIS_URL, or a client handed in), else counted in this process.
 */
export async function registerRateLimit(app: Server, env: Env, given: RedisClient | undefined) {
  const redis = given ?? (env.REDIS_URL ? createRedisClient(env.REDIS_URL) : undefined);
  if (redis) {
    app.addHook('onReady', async () => {
      await redis
        .command(['PING'])
        .catch((err: unknown) =>
          app.log.error({ err }, 'Redis (REDIS_URL) does not answer: rate limits count in this instance until it does'),
        );
    });
    // Only the client this app opened; one handed in belongs to the caller.
    if (!given) app.addHook('onClose', () => redis.close());
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          store: redisRateLimitStore(redis, {
            prefix: env.REDIS_KEY_PREFIX,
            onError: (err) => app.log.error({ err }, 'Redis rate limit store failed: counting in this instance'),
          }),
        }
      : {}),
  });
}
