import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_MESSAGES } from '@lbd/shared';
import type { FastifyServerOptions } from 'fastify';
import type { Env } from './config/env';
import { publicOrigin } from './config/secrets';
import type { Database } from './db/client';
import { openApiOptions } from './http/openapi';
import { securityHeadersOptions } from './http/security';
import { createServer, registerRateLimit } from './http/server';
import type { Authenticate } from './lib/access';
import { createMailer } from './lib/mailer';
import { createObjectStorage, type ObjectStorage } from './lib/object-storage';
import { createQueue, type Queue } from './lib/queue';
import type { RedisClient } from './lib/redis';
import { createSmsSender } from './lib/sms';
import { createDiskStorage } from './lib/storage';
import { devMailboxRoutes } from './modules/dev-mailbox';
import { healthRoutes } from './modules/health';
import { MODULES } from './modules';
import { registerModules, type Facts, type ModuleOptions, type SharedServices } from './modules/module';
import { uploadsRoutes } from './modules/profiles';
import { createMovableClock, testClockRoutes } from './modules/test-clock';
import { sendAppShell, webRoutes } from './modules/web';
import accessPlugin from './plugins/access';
import errorHandler, { sendError } from './plugins/error-handler';
import { acceptMultipart } from './plugins/multipart';
import securityHeaders from './plugins/security-headers';

export { callerRequestId, loggerOptions, redactUrl } from './http/logging';
export { HSTS } from './http/security';

/** What buildApp takes; a module's own options (identity's `sleep`, notifications' ...) come from ModuleOptions. */
export interface AppDeps extends ModuleOptions {
  env: Env;
  database: Database;
  /** Signs session cookies (config/secrets.ts resolves it from the environment). */
  authSecret: string;
  /** Replaces the bearer-token check, for tests of the access plugin itself. */
  authenticate?: Authenticate;
  logger?: FastifyServerOptions['logger'];
  /** The current time for date rules and link expiry (tests move it); real time by default. */
  clock?: () => Date;
  /** The background job queue; pg-boss on the same database by default. */
  queue?: Queue;
  /** Activity uploads (signed upload and download URLs); the local disk under DATA_DIR by default. */
  objectStorage?: ObjectStorage;
  /** Shared rate-limit counters; a client of REDIS_URL by default, none (counted in this process) without it. */
  redis?: RedisClient;
}

/** Build the HTTP application: plugins, the error envelope, every feature module (MODULES) and the web app. */
export async function buildApp(deps: AppDeps) {
  const { env, database } = deps;
  const app = createServer(env, deps.logger);

  const movableClock = env.TEST_CLOCK_CONTROL && !deps.clock ? createMovableClock() : undefined;
  if (movableClock) app.log.warn("TEST_CLOCK_CONTROL is set: admins can move this server's clock forward");
  const clock = deps.clock ?? movableClock?.now ?? (() => new Date());
  const db = database.db;
  const queue =
    deps.queue ??
    createQueue(database, { workers: env.QUEUE_WORKERS, onError: (err) => app.log.error({ err }, 'job queue') });
  const shared: SharedServices = {
    env,
    database,
    db,
    clock,
    origin: publicOrigin(env),
    authSecret: deps.authSecret,
    log: app.log,
    mailer: createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    sms: createSmsSender({
      db,
      providerUrl: env.SMS_PROVIDER_URL,
      apiKey: env.SMS_API_KEY,
      // Development only, so a developer can sign in by phone without one.
      logInDevelopment:
        env.NODE_ENV === 'development' ? (m) => app.log.info({ sms_to: m.to }, `SMS: ${m.body}`) : undefined,
    }),
    queue,
    storage: createDiskStorage(path.join(env.DATA_DIR, 'uploads')),
    objectStorage: deps.objectStorage ?? createObjectStorage(env, { clock, secret: deps.authSecret }),
    options: deps,
  };
  const modules = await registerModules(MODULES, shared);

  if (env.QUEUE_WORKERS) {
    app.addHook('onReady', async () => {
      await queue.start();
      await modules.start();
    });
  }
  app.addHook('onClose', async () => {
    await modules.close();
    // Running jobs get most of the grace period, not all of it: closing the database and the exit must
    // still fit before main.ts's forced exit at the end of the grace period.
    await queue.stop(Math.max(1000, env.SHUTDOWN_GRACE_SECONDS * 600));
  });
  app.decorate('services', {
    identity: modules.use('identity'),
    identityProvider: modules.use('identityProvider'),
    mailer: shared.mailer,
    sms: shared.sms,
    queue,
    notifications: modules.use('notifications'),
    liveHub: modules.use('liveHub'),
    notificationEmails: modules.use('notificationEmails'),
    activityFiles: modules.use('activityFiles'),
    learningFiles: modules.use('learningFiles'),
    objectStorage: shared.objectStorage,
    storage: shared.storage,
  });

  await app.register(errorHandler);
  // Before the access check: its 401 and 403 answers carry the same headers as every other answer.
  await app.register(securityHeaders, securityHeadersOptions(env));
  await app.register(accessPlugin, { authenticate: deps.authenticate ?? modules.use('authenticate') });
  await registerRateLimit(app, env, deps.redis);
  // Multipart bodies are accepted everywhere; the routes that read uploads register the plugin (withUploads).
  await app.register(acceptMultipart);
  await app.register(uploadsRoutes, { storage: shared.storage });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(swagger, openApiOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { ping: () => database.ping() });
  await app.register(
    async (api) => {
      if (movableClock) await api.register(testClockRoutes, { clock: movableClock });
      await modules.registerRoutes(api);
    },
    { prefix: '/api' },
  );

  if (env.DEV_MAILBOX ?? env.NODE_ENV !== 'production') await app.register(devMailboxRoutes, { db });

  const hasWeb = fs.existsSync(path.join(env.WEB_DIST_DIR, 'index.html'));
  await app.register(webRoutes, { distDir: env.WEB_DIST_DIR });

  app.setNotFoundHandler((request, reply) => {
    const isApi = ['/api', '/healthz', '/readyz', '/assets/', '/uploads/'].some((p) => request.url.startsWith(p));
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD'))
      return sendAppShell(request, reply);
    return sendError(reply, request, {
      status: 404,
      code: 'NOT_FOUND',
      message: request.url.startsWith('/api') ? API_MESSAGES.routeNotFound : API_MESSAGES.notFound,
    });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The services modules provide that app.services hands on. */
type FactServices = Pick<
  Facts,
  | 'identity'
  | 'identityProvider'
  | 'notifications'
  | 'liveHub'
  | 'notificationEmails'
  | 'activityFiles'
  | 'learningFiles'
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Services other entry points (seeding, CLIs, tests) reuse. */
    services: Pick<SharedServices, 'mailer' | 'sms' | 'queue' | 'objectStorage' | 'storage'> & FactServices;
  }
}
