import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../config/env';
import type { Database, Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import type { ObjectStorage } from '../lib/object-storage';
import type { Queue } from '../lib/queue';
import type { SmsSender } from '../lib/sms';
import type { FileStorage } from '../lib/storage';

/*
 * How a feature plugs into the app. Each module's index.ts exports one AppModule; app.ts builds the
 * shared services, then walks MODULES (modules/index.ts) in order, calling register() on each. A module
 * builds its services there, declares its routes, queue handlers, periodic tasks and what it provides
 * other modules, and uses what modules before it provided. It never reaches into another module's
 * files: what a module offers others is exported from its index.ts or provided here.
 */

/** The /api scope every module's routes are registered in. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What modules provide one another (the notifier, an organisation's published counts, ...), by name.
 * A providing module declares its keys in its own index.ts:
 *
 *   declare module '../module' { interface Facts { notifier: Notifier } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Facts {}

/** What buildApp's callers (tests, mostly) may tune in a module; a module declares its keys as for Facts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleOptions {}

/** The services app.ts builds once and hands every module. */
export interface SharedServices {
  env: Env;
  database: Database;
  db: Db;
  /** The current time for date rules and link expiry (tests move it). */
  clock: () => Date;
  /** The public origin links in emails point to. */
  origin: string;
  /** The app's signing secret (session cookies, unsubscribe links, signed URLs). */
  authSecret: string;
  log: FastifyBaseLogger;
  mailer: Mailer;
  sms: SmsSender;
  /** The background job queue: `queue.work(name, handler)` declares a handler (queues: lib/queue.ts). */
  queue: Queue;
  /** Uploaded images (profiles, events, clubs), served back under /uploads. */
  storage: FileStorage;
  /** Activity uploads behind signed URLs (local disk or S3-compatible). */
  objectStorage: ObjectStorage;
  options: ModuleOptions;
}

export type RouteRegistration = (api: Api) => PromiseLike<unknown> | void;

export interface ModuleContext extends SharedServices {
  /** Register routes in the /api scope (after every module has registered, in MODULES order). */
  routes(register: RouteRegistration): void;
  /** A task a worker process (QUEUE_WORKERS) runs once the queue has started; a failure fails start-up. */
  onStart(task: () => Promise<unknown>): void;
  /**
   * A task a worker process (QUEUE_WORKERS) runs every `ms` once started (and once at start with
   * `onStart`); failures are logged under `name`. Cleared when the app closes.
   */
  every(ms: number, name: string, task: () => Promise<unknown>, opts?: { onStart?: boolean }): void;
  /** Release what the module holds when the app closes (before the queue stops). */
  onClose(task: () => Promise<unknown> | void): void;
  /** Offer other modules a fact under this name. */
  provide<K extends keyof Facts>(key: K, value: Facts[K]): void;
  /** A fact a module earlier in MODULES provided. */
  use<K extends keyof Facts>(key: K): Facts[K];
}

export interface AppModule {
  readonly name: string;
  register(ctx: ModuleContext): void | Promise<void>;
}

interface Periodic {
  ms: number;
  name: string;
  task: () => Promise<unknown>;
  onStart: boolean;
}

/** Register every module in order; answers what app.ts wires into Fastify (routes, start, close, facts). */
export async function registerModules(modules: readonly AppModule[], shared: SharedServices) {
  const facts = new Map<keyof Facts, unknown>();
  const routes: RouteRegistration[] = [];
  const starts: (() => Promise<unknown>)[] = [];
  const periodic: Periodic[] = [];
  const closers: (() => Promise<unknown> | void)[] = [];
  const timers: NodeJS.Timeout[] = [];
  let current = '';

  function use<K extends keyof Facts>(key: K): Facts[K] {
    if (!facts.has(key))
      throw new Error(`module ${current || '(app)'} uses "${key}", which no module before it provides`);
    return facts.get(key) as Facts[K];
  }

  const ctx: ModuleContext = {
    ...shared,
    routes: (register) => void routes.push(register),
    onStart: (task) => void starts.push(task),
    every: (ms, name, task, opts) => void periodic.push({ ms, name, task, onStart: opts?.onStart ?? false }),
    onClose: (task) => void closers.push(task),
    provide(key, value) {
      if (facts.has(key)) throw new Error(`module ${current} provides "${key}", which another module already provides`);
      facts.set(key, value);
    },
    use,
  };
  for (const m of modules) {
    current = m.name;
    await m.register(ctx);
  }
  current = '';

  return {
    use,
    /** Every module's routes, in the order the modules registered them. */
    async registerRoutes(api: Api) {
      for (const register of routes) await register(api);
    },
    /** A worker's start (after the queue's): the start tasks, then the periodic ones. */
    async start() {
      for (const task of starts) await task();
      for (const p of periodic) {
        const run = () => p.task().catch((err: unknown) => shared.log.error({ err }, p.name));
        if (p.onStart) await run();
        const timer = setInterval(() => void run(), p.ms);
        timer.unref();
        timers.push(timer);
      }
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      for (const task of closers) await task();
    },
  };
}
