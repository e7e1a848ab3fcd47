import { GST_STATE_CODES, isValidGstin } from '@lbd/shared';
import { z } from 'zod';
import { fromRoot } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An empty variable means "not set", as shells and CI templates often leave them. */
const dropEmpty = (v: unknown) =>
  v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '')) : v;

/** What PAYMENT_PROVIDER=razorpay cannot do without. */
const PAYMENT_SECRETS = ['PAYMENT_KEY_ID', 'PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const;

export const envSchema = z.preprocess(
  dropEmpty,
  z
    .object({
      NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
      /** Unset: loopback (127.0.0.1) unless NODE_ENV=production, so a development server is not on the network. */
      HOST: z.string().min(1).optional(),
      PORT: z.coerce.number().int().min(0).max(65535).default(3000),
      /** Where the embedded database and uploads live; relative paths resolve from the repository root. */
      DATA_DIR: z.string().min(1).default('./data').transform(fromRoot),
      /** A real PostgreSQL server; when unset the embedded PGlite database in DATA_DIR/db is used. */
      DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
      /**
       * The embedded database's buffer cache (PostgreSQL shared_buffers), in MB; unset: 32
       * (`PGLITE_SHARED_BUFFERS_MB` in db/client.ts, which says why it is small). All of it is resident in
       * the API process; PGlite's heap is at most 2 GB.
       */
      PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).optional(),
      LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      /** Built web app served by the API; relative paths resolve from the repository root. */
      WEB_DIST_DIR: z.string().min(1).default('./apps/web/dist').transform(fromRoot),
      /**
       * Serve only the API, no web app (it is served elsewhere, as Vite does in `npm run dev`). Otherwise a
       * server without a web build in WEB_DIST_DIR refuses to start (config/web-build.ts).
       */
      API_ONLY: bool.default(false),
      /** Seed the demo content (not just the catalogue) into an empty database. */
      SEED_DEMO: bool.default(true),
      /** Largest request body accepted, in bytes. */
      BODY_LIMIT_BYTES: z.coerce
        .number()
        .int()
        .min(1024)
        .max(50 * 1024 * 1024)
        .default(1024 * 1024),
      /**
       * Behind a load balancer: how many proxy hops to trust for the client address (X-Forwarded-For), which
       * per-address rate limits key on. 0 (the default) uses the socket's address.
       */
      TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
      /**
       * Run background jobs (emails to lists, ...) in this process. Turn off when `npm run worker` runs them
       * in processes of their own.
       */
      QUEUE_WORKERS: bool.default(true),
      /** Seconds a public job list or search page is kept in memory (0 turns it off). */
      /**
       * Test servers only: lets an admin move the server clock forward (POST /api/test/clock), so browser
       * journeys can pass deadlines. Never set it on a real deployment.
       */
      TEST_CLOCK_CONTROL: bool.default(false),
      /**
       * Benchmarks only (`npm run bench`): adds GET /api/bench/probe, a trivial signed-in route that runs
       * the whole request hook stack (access check, logging, rate limit, error envelope) and no query.
       */
      BENCH_PROBE: bool.default(false),
      PUBLIC_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
      /** Seconds an institute or skills dashboard answer is kept in memory per scope and filter (0: never). */
      DASHBOARD_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
      /**
       * Redis shared by every API instance for rate-limit counters (redis://[user:password@]host:port[/db]);
       * unset counts in each process, which is right for one instance.
       */
      REDIS_URL: z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
      /** Put before every Redis key, so several deployments or test runs can share one Redis. */
      REDIS_KEY_PREFIX: z
        .string()
        .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only (at most 64)')
        .default('lbd:'),
      /** Profile ids per notification delivery slice (each slice is one short transaction). */
      NOTIFICATION_SLICE_SIZE: z.coerce.number().int().min(10).max(100_000).default(5000),
      /** Seconds SIGTERM waits for in-flight requests before forcing the exit. */
      SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
      /** The address users reach the site at; links in emails point here. Defaults to http://localhost:PORT. */
      PUBLIC_ORIGIN: z.string().url().optional(),
      /** Secret for signing session cookies; generated into DATA_DIR when unset (set it when running several instances). */
      AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
      /** Lifetime of the access tokens the web client sends, in seconds. */
      ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
      /** Deliver email through this SMTP server (smtp://user:pass@host:587); unset keeps email in the outbox only. */
      SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
      MAIL_FROM: z.string().min(3).default('Learn By Doing <no-reply@learnbydoing.local>'),
      /** SMS provider endpoint (HTTP POST of {to, body}); unset keeps SMS in the outbox (and the log in development). */
      SMS_PROVIDER_URL: z.string().url().optional(),
      SMS_API_KEY: z.string().min(1).optional(),
      /** Serve the development mailbox (/dev/mailbox) with every email and SMS; on by default outside production. */
      DEV_MAILBOX: bool.optional(),
      GOOGLE_CLIENT_ID: z.string().min(1).optional(),
      GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
      /** OpenID discovery document for Google sign-in (a different OpenID provider can stand in). */
      GOOGLE_DISCOVERY_URL: z.string().url().default('https://accounts.google.com/.well-known/openid-configuration'),
      FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
      FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
      /** S3-compatible store for activity uploads; unset keeps them on the local disk under DATA_DIR/objects. */
      S3_ENDPOINT: z.string().url().optional(),
      S3_REGION: z.string().min(1).default('us-east-1'),
      S3_BUCKET: z.string().min(1).optional(),
      S3_ACCESS_KEY_ID: z.string().min(1).optional(),
      S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
      S3_FORCE_PATH_STYLE: bool.optional(),
      /**
       * Who takes payments: 'local', the built-in test provider (keys derived from the server's secret), or
       * 'razorpay', which needs PAYMENT_KEY_ID, PAYMENT_KEY_SECRET and PAYMENT_WEBHOOK_SECRET.
       */
      PAYMENT_PROVIDER: z.enum(['local', 'razorpay']).default('local'),
      /** Razorpay's key id (rzp_test_… or rzp_live_…); the checkout opens with it. */
      PAYMENT_KEY_ID: z.string().trim().min(1).max(100).optional(),
      /** Razorpay's key secret: API calls and checkout signatures. Never logged. */
      PAYMENT_KEY_SECRET: z.string().min(1).max(200).optional(),
      /** The secret set on the Razorpay webhook: its signatures. Never logged. */
      PAYMENT_WEBHOOK_SECRET: z.string().min(1).max(200).optional(),
      /** Razorpay's API origin (tests point it at a local fake). */
      PAYMENT_API_URL: z.string().url().default('https://api.razorpay.com'),
      /**
       * The supplier as its tax invoices name it (issue 30, decision 0087): the demo company in Maharashtra
       * unless set. The GSTIN's check character is verified; the state code decides CGST and SGST or IGST.
       */
      PAYMENT_SUPPLIER_NAME: z.string().min(1).max(100).default('Learn By Doing Demo Private Limited'),
      PAYMENT_SUPPLIER_ADDRESS: z
        .string()
        .min(1)
        .max(300)
        .default('4th Floor, Demo Towers, Powai, Mumbai 400076, Maharashtra'),
      PAYMENT_SUPPLIER_GSTIN: z
        .string()
        .refine(isValidGstin, 'must be a valid GSTIN (15 characters with the right check character)')
        .default('27AABCL1234M1ZJ'),
      PAYMENT_SUPPLIER_STATE_CODE: z
        .string()
        .refine((s) => Object.values(GST_STATE_CODES).includes(s), 'must be a GST state code such as 27')
        .default('27'),
      /** Where buyers' 'I paid but have no access' requests are emailed (the payments desk). */
      PAYMENT_SUPPORT_EMAIL: z.string().email().default('payments@learnbydoing.in'),
      /** Create this admin at start when no user has the email yet (with ADMIN_PASSWORD). */
      ADMIN_EMAIL: z.string().email().optional(),
      ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    })
    .superRefine((env, ctx) => {
      // A Razorpay without its keys cannot take a payment: refuse to start, naming what is missing (never a value).
      if (env.PAYMENT_PROVIDER !== 'razorpay') return;
      for (const name of PAYMENT_SECRETS)
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'required when PAYMENT_PROVIDER=razorpay' });
    })
    .transform((env) => ({ ...env, HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1') })),
);
export type Env = z.output<typeof envSchema>;

/** Parse the environment; on failure print every problem and exit, since nothing can run misconfigured. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  process.stderr.write(`Invalid environment configuration:\n${lines.join('\n')}\n`);
  process.exit(1);
}
