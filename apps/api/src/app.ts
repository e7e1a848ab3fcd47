import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_MESSAGES } from '@lbd/shared';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { healthRoutes } from './modules/health/health.routes';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { createLookupsService } from './modules/lookups/lookups.service';
import { sendAppShell, webRoutes } from './modules/web/web.routes';
import accessPlugin, { type Authenticate } from './plugins/access';
import errorHandler, { sendError } from './plugins/error-handler';

export interface AppDeps {
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL' | 'BODY_LIMIT_BYTES' | 'WEB_DIST_DIR'>;
  database: Database;
  /** Resolves the signed-in caller; until identity lands nobody is signed in. */
  authenticate?: Authenticate;
  logger?: FastifyServerOptions['logger'];
}

export function loggerOptions(level: Env['LOG_LEVEL']): FastifyServerOptions['logger'] {
  return {
    level,
    // Credentials never reach the logs.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
}

/** Build the HTTP application: plugins, the error envelope, every feature module and the web app. */
export async function buildApp(deps: AppDeps) {
  const { env, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env.LOG_LEVEL),
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId: () => randomUUID(),
    // In-flight requests finish on close; idle keep-alive sockets do not hold shutdown up.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler);
  await app.register(accessPlugin, { authenticate: deps.authenticate ?? (async () => null) });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only makes sense behind TLS; the proxy that terminates TLS sets it.
    hsts: false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Learn By Doing API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { ping: () => database.ping() });
  await app.register(
    async (api) => {
      await api.register(lookupsRoutes, { service: createLookupsService({ db: database.db }) });
    },
    { prefix: '/api' },
  );

  const hasWeb = fs.existsSync(path.join(env.WEB_DIST_DIR, 'index.html'));
  await app.register(webRoutes, { distDir: env.WEB_DIST_DIR });

  app.setNotFoundHandler((request, reply) => {
    const isApi = ['/api', '/healthz', '/readyz', '/assets/'].some((p) => request.url.startsWith(p));
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
