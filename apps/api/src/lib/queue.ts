import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * Every background job the product runs, with its retry policy. A queue exists in the database once
 * the first process starts; jobs outlive the process that sent them.
 */
export const QUEUES = {
  /** An organisation's email to the people on one of its lists (generate_mail_notification). */
  'mail-notification': { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 },
  /** Deliver one notification outbox row to its recipients (bell items or job alerts). */
  'notification-outbox': { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 10 * 60 },
} as const satisfies Record<string, { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number }>;

export type QueueName = keyof typeof QUEUES;

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface Queue {
  /** Run this handler for the queue's jobs in this process (once started, when workers are on). */
  work<T>(name: QueueName, handler: JobHandler<T>): void;
  /** Enqueue a job; answers its id (null when a singleton key already has one waiting). */
  send<T extends object>(name: QueueName, data: T, options?: { singletonKey?: string }): Promise<string | null>;
  start(): Promise<void>;
  /** Stop fetching; running handlers finish first (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

export interface QueueOptions {
  /** Fetch and run jobs in this process (false: only send, e.g. when `npm run worker` runs them). */
  workers: boolean;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
  onError?: (err: Error) => void;
}

/** The job queue on the product's own database (pg-boss), on PostgreSQL and on the embedded PGlite alike. */
export function createQueue(database: Database, options: QueueOptions): Queue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Maintenance (expiry, archiving) runs where the workers run.
    supervise: options.workers,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (err) => options.onError?.(err));
  const handlers = new Map<QueueName, JobHandler<unknown>>();
  let started: Promise<void> | null = null;

  async function start() {
    await boss.start();
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    for (const [name, policy] of Object.entries(QUEUES)) {
      if (!existing.has(name)) await boss.createQueue(name, { name, ...policy });
    }
    if (!options.workers) return;
    for (const [name, handler] of handlers) {
      await boss.work<unknown>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) await handler(job.data, { id: job.id, retryCount: job.retryCount });
        },
      );
    }
  }

  return {
    work(name, handler) {
      if (started) throw new Error(`queue ${name}: register workers before the queue starts`);
      handlers.set(name, handler as JobHandler<unknown>);
    },
    async send(name, data, opts = {}) {
      await (started ??= start());
      return boss.send(name, data, opts.singletonKey ? { singletonKey: opts.singletonKey } : {});
    },
    start: () => (started ??= start()),
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}
