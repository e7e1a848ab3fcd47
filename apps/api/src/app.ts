import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_MESSAGES } from '@lbd/shared';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import type { SocialProvider } from '@lbd/shared';
import type { Env } from './config/env';
import { publicOrigin } from './config/secrets';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { createQueue, type Queue } from './lib/queue';
import { redisRateLimitStore } from './lib/rate-limit-store';
import { serializerCompiler } from './lib/serializer';
import { createRedisClient, type RedisClient } from './lib/redis';
import { createSmsSender, type SmsSender } from './lib/sms';
import { createDiskStorage } from './lib/storage';
import { validatorCompiler } from './lib/validation';
import { createDiskObjectStorage, type DiskObjectStorage, type ObjectStorage } from './lib/object-storage';
import { createS3Storage } from './lib/s3-storage';
import { activityFilesRoutes, diskStorageRoutes } from './modules/activities/activity-files.routes';
import { createActivityFilesService, type ActivityFilesService } from './modules/activities/activity-files.service';
import { peerRoutes } from './modules/activities/peer.routes';
import { mentorRoutes } from './modules/activities/mentor.routes';
import { createMentorService } from './modules/activities/mentor.service';
import type { ScoreCard } from './modules/activities/score-card.pdf';
import { createPeerService } from './modules/activities/peer.service';
import { activitiesRoutes } from './modules/activities/activities.routes';
import { createActivitiesService } from './modules/activities/activities.service';
import { myActivitiesRoutes } from './modules/activities/my-activities.routes';
import { createMyActivitiesService } from './modules/activities/my-activities.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { careerPathsRoutes } from './modules/career-paths/career-paths.routes';
import { clubMembersRoutes } from './modules/clubs/club-members.routes';
import { createClubMembersService } from './modules/clubs/club-members.service';
import { createClubRecommendationsService } from './modules/clubs/clubs.recommendations';
import { clubsRoutes } from './modules/clubs/clubs.routes';
import { createClubsService } from './modules/clubs/clubs.service';
import { entriesRoutes } from './modules/portfolio/entries.routes';
import { createEntriesService } from './modules/portfolio/entries.service';
import type { PdfRenderer } from './modules/portfolio/portfolio.pdf';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes';
import { createPortfolioService } from './modules/portfolio/portfolio.service';
import { createSkillsService } from './modules/portfolio/skills.service';
import { verificationsRoutes } from './modules/portfolio/verifications.routes';
import { createVerificationsService } from './modules/portfolio/verifications.service';
import { createCareerPathsService } from './modules/career-paths/career-paths.service';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { eventEnrollmentsRoutes } from './modules/events/event-enrollments.routes';
import { createEnrollmentsService } from './modules/events/event-enrollments.service';
import { createEventRecommendationsService } from './modules/events/events.recommendations';
import { eventsRoutes } from './modules/events/events.routes';
import { createEventsService } from './modules/events/events.service';
import { benchProbeRoutes } from './modules/bench/probe.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createAuth } from './modules/identity/auth';
import { createBetterAuthProvider, type IdentityProvider } from './modules/identity/identity.provider';
import { identityRoutes } from './modules/identity/identity.routes';
import { createIdentityService, type IdentityService } from './modules/identity/identity.service';
import { attachActorCache, createActorCache } from './modules/identity/actor-cache';
import type { ActorRow } from './modules/identity/identity.repo';
import { jobApplicantsRoutes } from './modules/jobs/job-applicants.routes';
import { createApplicantsService } from './modules/jobs/job-applicants.service';
import { jobApplicationsRoutes } from './modules/jobs/job-applications.routes';
import { createApplicationsService } from './modules/jobs/job-applications.service';
import { jobInvitationsRoutes } from './modules/jobs/job-invitations.routes';
import { createInvitationsService } from './modules/jobs/job-invitations.service';
import { createRecommendationsService } from './modules/jobs/jobs.recommendations';
import { mailNotificationsRoutes } from './modules/mail-notifications/mail-notifications.routes';
import { notificationEmailsRoutes } from './modules/notification-emails/notification-emails.routes';
import {
  createNotificationEmails,
  type NotificationEmailJob,
  type NotificationEmails,
} from './modules/notification-emails/notification-emails.service';
import { createMailNotificationsService } from './modules/mail-notifications/mail-notifications.service';
import { createLiveHub, type LiveHub } from './modules/notifications/notifications.live';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import {
  createNotificationsService,
  type NotificationsDeps,
  type NotificationsService,
} from './modules/notifications/notifications.service';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { createJobsService } from './modules/jobs/jobs.service';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { orgsRoutes } from './modules/orgs/orgs.routes';
import { createOrgsService } from './modules/orgs/orgs.service';
import { readingsRoutes } from './modules/readings/readings.routes';
import { createReadingsService } from './modules/readings/readings.service';
import { createLookupsService } from './modules/lookups/lookups.service';
import { profilesRoutes, uploadsRoutes } from './modules/profiles/profiles.routes';
import { createProfilesService } from './modules/profiles/profiles.service';
import { sendAppShell, webRoutes } from './modules/web/web.routes';
import { createMovableClock, testClockRoutes } from './modules/test-clock/test-clock';
import type { Authenticate } from './lib/access';
import accessPlugin from './plugins/access';
import errorHandler, { sendError, sendFrameworkError } from './plugins/error-handler';
import { acceptMultipart } from './plugins/multipart';
import securityHeaders from './plugins/security-headers';

export interface AppDeps {
  env: Env;
  database: Database;
  /** Signs session cookies (config/secrets.ts resolves it from the environment). */
  authSecret: string;
  /** Replaces the bearer-token check, for tests of the access plugin itself. */
  authenticate?: Authenticate;
  logger?: FastifyServerOptions['logger'];
  /** How the identity service waits when it slows repeated failed sign-ins down. */
  sleep?: (ms: number) => Promise<void>;
  /** The current time for date rules and link expiry (tests move it); real time by default. */
  clock?: () => Date;
  /** The background job queue; pg-boss on the same database by default. */
  queue?: Queue;
  /** Notification delivery options (slice size, the email hook, a pause between slices in tests). */
  notifications?: Pick<NotificationsDeps, 'sliceSize' | 'onDelivered' | 'afterSlice'>;
  /** How often the live notification stream sends a keep-alive comment. */
  livePingMs?: number;
  /** How long a live notification stream lasts before the client reconnects (the token lifetime by default). */
  liveMaxStreamMs?: number;
  /** Activity uploads (signed upload and download URLs); the local disk under DATA_DIR by default. */
  objectStorage?: ObjectStorage;
  /** Shared rate-limit counters; a client of REDIS_URL by default, none (counted in this process) without it. */
  redis?: RedisClient;
}

/** Signed-in callers each process remembers (the oldest go first). */
const ACTOR_CACHE_ENTRIES = 50_000;

/** How often a worker process looks for notification outbox rows left undelivered. */
const NOTIFICATION_SWEEP_MS = 30_000;
/** How often a worker process checks for a due digest and immediate emails left waiting. */
const NOTIFICATION_EMAIL_TICK_MS = 60_000;

/** How often a worker process checks for activity uploads reserved and never confirmed. */
const ACTIVITY_FILE_CLEANUP_TICK_MS = 10 * 60_000;

/** Browsers keep to https for a year once they have seen the site over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** How long a signed download link of an activity file stays valid. */
const FILE_LINK_SECONDS = 60 * 60;

/*
 * react-pdf (with React, its layout engine and font tables) adds some 45 MB to the process, all of it
 * idle until someone downloads a PDF: it is loaded on the first portfolio or score card asked for, not
 * at start (the first one takes a moment longer).
 */
const renderPortfolioPdf: PdfRenderer = async (portfolio, now) =>
  (await import('./modules/portfolio/portfolio.pdf')).createPdfRenderer()(portfolio, now);
const renderScoreCard = async (card: ScoreCard) =>
  (await import('./modules/activities/score-card.pdf')).renderScoreCard(card);

/**
 * A request id the caller sent, when it is one: up to 128 visible ASCII characters of the sorts trace
 * ids use. Others (spaces, quotes, markup, non-ASCII, kilobytes) would be echoed into the logs and
 * back in a response header, where non-ASCII does not even survive the trip.
 */
export function callerRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && /^[\w.:;=/+@-]{1,128}$/.test(header) ? header : undefined;
}

/** Query parameters whose values are secrets (OAuth codes, tokens): never written to the logs. */
const SECRET_PARAMS = /([?&](?:code|token|state|access_token|id_token|sig|X-Amz-Signature)=)[^&]*/gi;
/** Path segments that are secrets: the one-time token of an entry verification link. */
const SECRET_SEGMENTS = /(\/entry_verifications\/)[^/?]+/g;
export const redactUrl = (url: string) =>
  url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_SEGMENTS, '$1[redacted]');

export function loggerOptions(level: Env['LOG_LEVEL']): FastifyServerOptions['logger'] {
  return {
    level,
    // Credentials never reach the logs.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

/** The origin(s) the browser PUTs uploads to with the S3 driver (path style or bucket host). */
function s3Origins(env: Env): string[] {
  if (!env.S3_ENDPOINT || !env.S3_BUCKET) return [];
  const url = new URL(env.S3_ENDPOINT);
  return [env.S3_FORCE_PATH_STYLE ? url.origin : `${url.protocol}//${env.S3_BUCKET}.${url.host}`];
}

/** Build the HTTP application: plugins, the error envelope, every feature module and the web app. */
export async function buildApp(deps: AppDeps) {
  const { env, database } = deps;
  const app = Fastify({
    // Test loggers (a stream, a level) still get the redaction rules.
    logger:
      deps.logger === false
        ? false
        : { ...(loggerOptions(env.LOG_LEVEL) as object), ...(typeof deps.logger === 'object' ? deps.logger : {}) },
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

  // Draining: an answer finished after close() began also closes its connection. Otherwise the client
  // keeps it alive, and the server waits out the keep-alive time-out (72 s) before it can exit.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  // Synchronous: every request runs this hook, and an async one would cost each of them promises.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  const origin = publicOrigin(env);
  const movableClock = env.TEST_CLOCK_CONTROL && !deps.clock ? createMovableClock() : undefined;
  if (movableClock) app.log.warn("TEST_CLOCK_CONTROL is set: admins can move this server's clock forward");
  const clock = deps.clock ?? movableClock?.now ?? (() => new Date());
  const mailer = createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const sms = createSmsSender({
    db: database.db,
    providerUrl: env.SMS_PROVIDER_URL,
    apiKey: env.SMS_API_KEY,
    // Development only, so a developer can sign in by phone without one.
    logInDevelopment:
      env.NODE_ENV === 'development' ? (m) => app.log.info({ sms_to: m.to }, `SMS: ${m.body}`) : undefined,
  });
  const auth = createAuth({
    db: database.db,
    secret: deps.authSecret,
    origin,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    mailer,
    sms,
    log: (level, message) => app.log[level]({ source: 'identity' }, message),
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
  const identityProvider = createBetterAuthProvider(auth, { socialProviders, origin });
  const actorCache = createActorCache<ActorRow>({ maxEntries: ACTOR_CACHE_ENTRIES });
  const actorCacheLink = attachActorCache(database, actorCache, (err) =>
    app.log.warn({ err }, 'not listening for actor changes yet: every request reads its caller from the database'),
  );
  const identity = createIdentityService({
    db: database.db,
    provider: identityProvider,
    origin,
    sleep: deps.sleep,
    actors: { cache: actorCache, ensureListening: actorCacheLink.ensureListening },
    warn: (message) => app.log.warn({ source: 'identity' }, message),
  });
  const queue =
    deps.queue ??
    createQueue(database, { workers: env.QUEUE_WORKERS, onError: (err) => app.log.error({ err }, 'job queue') });
  const mailNotifications = createMailNotificationsService({ db: database.db, mailer, queue, clock });
  queue.work<{ notification_id: number }>('mail-notification', (job) => mailNotifications.deliver(job.notification_id));
  const notificationEmails = createNotificationEmails({
    db: database.db,
    mailer,
    queue,
    origin,
    secret: deps.authSecret,
    clock,
    log: (err, message) => app.log.error({ err }, message),
  });
  queue.work<NotificationEmailJob>('notification-email', async (job) => {
    await notificationEmails.handleJob(job);
  });
  queue.work<{ day: string }>('notification-digest', async (job) => {
    await notificationEmails.runDigest(job.day);
  });
  const notifications = createNotificationsService({
    db: database.db,
    queue,
    clock,
    sliceSize: env.NOTIFICATION_SLICE_SIZE,
    // Kinds a recipient gets by email are recorded in each delivery slice's transaction.
    onDelivered: notificationEmails.onDelivered,
    ...deps.notifications,
    log: (err, message) => app.log.error({ err }, message),
  });
  queue.work<{ outbox_id: number }>('notification-outbox', async (job) => {
    await notifications.deliver(job.outbox_id);
  });
  const notifier = notifications.notifier;
  const liveHub = createLiveHub({
    database,
    counts: (profileId) => notifications.counts(profileId),
    onError: (err) => app.log.error({ err }, 'live notifications'),
  });
  const objectStorage: ObjectStorage =
    deps.objectStorage ??
    (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? createS3Storage({
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
          clock,
        })
      : createDiskObjectStorage({
          root: path.join(env.DATA_DIR, 'objects'),
          secret: createHmac('sha256', deps.authSecret).update('object-storage').digest('base64url'),
          clock,
        }));
  const fileLink = (f: { storage_key: string; filename: string }) =>
    objectStorage.downloadUrl(f.storage_key, f.filename, FILE_LINK_SECONDS);
  const activityFiles = createActivityFilesService({
    db: database.db,
    clock,
    storage: objectStorage,
    queue,
    log: (err, message) => app.log.error({ err }, message),
  });
  queue.work('activity-file-cleanup', async () => {
    await activityFiles.cleanupExpired();
  });
  let sweeper: NodeJS.Timeout | undefined;
  let emailTicker: NodeJS.Timeout | undefined;
  let fileCleanupTicker: NodeJS.Timeout | undefined;
  if (env.QUEUE_WORKERS) {
    app.addHook('onReady', async () => {
      await queue.start();
      await mailNotifications.requeueStale();
      // Outbox rows a dead process left behind: all of them on start, stale ones every 30 s.
      await notifications.sweep(0);
      sweeper = setInterval(() => {
        notifications.sweep().catch((err) => app.log.error({ err }, 'notification sweep'));
      }, NOTIFICATION_SWEEP_MS);
      sweeper.unref();
    });
    app.addHook('onReady', async () => {
      const tick = () =>
        notificationEmails.tick().catch((err: unknown) => app.log.error({ err }, 'notification emails'));
      await tick();
      emailTicker = setInterval(() => void tick(), NOTIFICATION_EMAIL_TICK_MS);
      emailTicker.unref();
    });
    app.addHook('onReady', async () => {
      // Uploads reserved and never confirmed: a cleanup job when some have expired.
      const tick = () => activityFiles.tick().catch((err: unknown) => app.log.error({ err }, 'activity file cleanup'));
      await tick();
      fileCleanupTicker = setInterval(() => void tick(), ACTIVITY_FILE_CLEANUP_TICK_MS);
      fileCleanupTicker.unref();
    });
  }
  app.addHook('onClose', async () => {
    await actorCacheLink.stop();
    clearInterval(sweeper);
    clearInterval(emailTicker);
    clearInterval(fileCleanupTicker);
    await liveHub.close();
    await queue.stop(env.SHUTDOWN_GRACE_SECONDS * 1000);
  });
  app.decorate('services', {
    identity,
    identityProvider,
    mailer,
    sms,
    queue,
    notifications,
    liveHub,
    notificationEmails,
    activityFiles,
  });

  await app.register(errorHandler);
  // Before the access check: its 401 and 403 answers carry the same headers as every other answer.
  await app.register(securityHeaders, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          // Activity uploads PUT straight to the S3-compatible store when one is configured.
          connectSrc: ["'self'", ...s3Origins(env)],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // HSTS only over TLS: overTls below.
      hsts: false,
      // Social sign-in opens the provider in a popup that reports back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    },
    // Strict-Transport-Security only on a request that arrived over TLS: directly, or through a trusted
    // proxy (TRUST_PROXY_HOPS) that says so in X-Forwarded-Proto. A plain-http answer never carries it.
    overTls: { 'strict-transport-security': HSTS },
  });
  await app.register(accessPlugin, {
    authenticate: deps.authenticate ?? ((req) => identity.authenticate(req.headers.authorization)),
  });
  const redis = deps.redis ?? (env.REDIS_URL ? createRedisClient(env.REDIS_URL) : undefined);
  if (redis) {
    app.addHook('onReady', async () => {
      await redis
        .command(['PING'])
        .catch((err: unknown) =>
          app.log.error({ err }, 'Redis (REDIS_URL) does not answer: rate limits count in this instance until it does'),
        );
    });
    // Only the client this app opened; one handed in belongs to the caller.
    if (!deps.redis) app.addHook('onClose', () => redis.close());
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
  // Multipart bodies are accepted everywhere; the routes that read uploads register the plugin (withUploads).
  await app.register(acceptMultipart);
  const storage = createDiskStorage(path.join(env.DATA_DIR, 'uploads'));
  await app.register(uploadsRoutes, { storage });
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
      if (movableClock) await api.register(testClockRoutes, { clock: movableClock });
      if (env.BENCH_PROBE) await api.register(benchProbeRoutes);
      await api.register(lookupsRoutes, { service: createLookupsService({ db: database.db }) });
      await api.register(identityRoutes, { service: identity, auth });
      await api.register(profilesRoutes, {
        service: createProfilesService({ db: database.db, unviewedCount: notifications.unviewedCountSql }),
        storage,
      });
      await api.register(careerPathsRoutes, { service: createCareerPathsService({ db: database.db }) });
      await api.register(adminRoutes, { service: createAdminService({ db: database.db, identity: identityProvider }) });
      await api.register(entriesRoutes, { service: createEntriesService({ db: database.db, clock }), clock });
      await api.register(portfolioRoutes, {
        service: createPortfolioService({ db: database.db, clock, renderPdf: renderPortfolioPdf }),
        skills: createSkillsService({ db: database.db }),
      });
      await api.register(verificationsRoutes, {
        service: createVerificationsService({ db: database.db, mailer, origin, clock }),
      });
      await api.register(jobsRoutes, {
        service: createJobsService({
          db: database.db,
          publicPageTtlMs: env.PUBLIC_LIST_CACHE_SECONDS * 1000,
          notifier,
        }),
      });
      await api.register(jobApplicationsRoutes, {
        service: createApplicationsService({ db: database.db }),
        recommendations: createRecommendationsService({ db: database.db }),
      });
      await api.register(jobApplicantsRoutes, { service: createApplicantsService({ db: database.db, notifier }) });
      await api.register(mailNotificationsRoutes, { service: mailNotifications });
      // Readings catalogue and organisation pages (with the counts of published events and clubs).
      await api.register(readingsRoutes, {
        service: createReadingsService({
          db: database.db,
          entries: createEntriesService({ db: database.db, clock }),
          clock,
        }),
        clock,
      });
      const eventsService = createEventsService({ db: database.db, clock, notifier });
      const clubsService = createClubsService({ db: database.db, clock });
      await api.register(orgsRoutes, {
        service: createOrgsService({
          db: database.db,
          counters: {
            events: (id) => eventsService.publishedCount(id),
            clubs: (id) => clubsService.publishedCount(id),
          },
        }),
      });
      await api.register(eventsRoutes, { service: eventsService, storage });
      await api.register(eventEnrollmentsRoutes, {
        service: createEnrollmentsService({ db: database.db, events: eventsService, clock, notifier }),
        recommendations: createEventRecommendationsService({ db: database.db, clock }),
      });
      await api.register(clubsRoutes, {
        service: clubsService,
        recommendations: createClubRecommendationsService({ db: database.db }),
      });
      await api.register(clubMembersRoutes, {
        service: createClubMembersService({ db: database.db, clock, notifier }),
      });
      await api.register(jobInvitationsRoutes, { service: createInvitationsService({ db: database.db }) });
      await api.register(notificationEmailsRoutes, { service: notificationEmails });
      await api.register(notificationsRoutes, {
        service: notifications,
        hub: liveHub,
        pingMs: deps.livePingMs,
        maxStreamMs: deps.liveMaxStreamMs ?? env.ACCESS_TOKEN_TTL_SECONDS * 1000,
      });
      const activities = createActivitiesService({ db: database.db, clock, fileLink, notifier });
      await api.register(activitiesRoutes, { service: activities });
      const myActivities = createMyActivitiesService({ db: database.db, clock, fileLink });
      await api.register(myActivitiesRoutes, { service: myActivities });
      await api.register(activityFilesRoutes, {
        service: activityFiles,
      });
      await api.register(peerRoutes, { service: createPeerService({ db: database.db, clock, fileLink }) });
      await api.register(mentorRoutes, {
        service: createMentorService({ db: database.db, clock, mailer, renderScoreCard }),
      });
      if ('pathOf' in objectStorage)
        await api.register(diskStorageRoutes, { storage: objectStorage as DiskObjectStorage, clock });
    },
    { prefix: '/api' },
  );

  if (env.DEV_MAILBOX ?? env.NODE_ENV !== 'production') await app.register(devMailboxRoutes, { db: database.db });

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

declare module 'fastify' {
  interface FastifyInstance {
    /** Services other entry points (seeding, CLIs, tests) reuse. */
    services: {
      identity: IdentityService;
      identityProvider: IdentityProvider;
      mailer: Mailer;
      sms: SmsSender;
      queue: Queue;
      notifications: NotificationsService;
      liveHub: LiveHub;
      notificationEmails: NotificationEmails;
      activityFiles: ActivityFilesService;
    };
  }
}
