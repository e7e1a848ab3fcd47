import { Param, sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';

/**
 * Every background job the product runs, with its retry policy. A queue exists in the database once
 * the first process starts; jobs outlive the process that sent them.
 */
export const QUEUES = {
  /** An organisation's email to the people on one of its lists (generate_mail_notification). */
  'mail-notification': { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 },
  /** Deliver one notification outbox row to its recipients (bell items or job alerts). */
  'notification-outbox': { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 10 * 60 },
  /** Immediate notification emails (a list of notification_emails ids). */
  'notification-email': { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 },
  /** One day's notification digests, every profile that has one waiting. */
  'notification-digest': { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 2 * 60 * 60 },
  /** Delete activity uploads reserved and never confirmed within 24 hours (object and row). */
  'activity-file-cleanup': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  /** Delete learning uploads never confirmed, and deliverable attachments never submitted, after 24 hours. */
  'learning-file-cleanup': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  /** Fetch the preview of a post's link (title, description, image) after the post is saved. */
  'post-link-preview': { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 60 },
  /** One phase of a bulk import (dry run, commit or undo); a retried job resumes where the last chunk ended. */
  'bulk-import': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 * 60 },
  /** Invitations (a link to set a password) to the accounts one chunk of a bulk import created. */
  'import-invitations': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 * 60 },
  /** The built-in test provider's webhooks, delivered as a provider's are: later, retried until heard. */
  'payment-webhook': { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 10 * 60 },
  /** Email a tax invoice or credit note (its PDF attached) to the buyer, once (issue 30 item 7). */
  'payment-invoice-email': { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 10 * 60 },
} as const satisfies Record<
  string,
  { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number }
>;

export type QueueName = keyof typeof QUEUES;

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface Queue {
  /** Run this handler for the queue's jobs in this process (once started, when workers are on). */
  work<T>(name: QueueName, handler: JobHandler<T>): void;
  /**
   * Enqueue a job; answers its id. With `singletonSeconds` too, a second job of the same key within
   * that time slot is not created (null); a singleton key alone does not dedupe on these queues.
   */
  send<T extends object>(
    name: QueueName,
    data: T,
    options?: { singletonKey?: string; singletonSeconds?: number },
  ): Promise<string | null>;
  /**
   * Enqueue a job inside the caller's transaction, so it exists exactly when the transaction commits.
   * Answers null without sending when the queue has not started in this process (its tables may not
   * exist yet, and starting it from inside a transaction would wait on that transaction on PGlite):
   * callers keep a sweep for what was not enqueued.
   */
  sendInTransaction<T extends object>(tx: Pick<Db, 'execute'>, name: QueueName, data: T): Promise<string | null>;
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
  let running = false;

  async function start() {
    await boss.start();
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    for (const [name, policy] of Object.entries(QUEUES)) {
      if (!existing.has(name)) await boss.createQueue(name, { name, ...policy });
    }
    running = true;
    if (!options.workers) return;
    for (const [name, handler] of handlers) {
      // The handler first runs after a fetch from the database, so after work() has answered the id.
      const workerId: string = await boss.work<unknown>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) await handler(job.data, { id: job.id, retryCount: job.retryCount });
          // pg-boss waits out the polling interval after every fetch, even one that found a job: a backlog
          // would drain one job per interval. A fetch that found work asks for the next one at once.
          if (jobs.length > 0) boss.notifyWorker(workerId);
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
      return boss.send(name, data, {
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
        ...(opts.singletonSeconds ? { singletonSeconds: opts.singletonSeconds } : {}),
      });
    },
    async sendInTransaction(tx, name, data) {
      if (!running) return null;
      return boss.send(name, data, { db: transactionSql(tx) });
    },
    start: () => (started ??= start()),
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      await started.catch(() => undefined);
      running = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}

/**
 * pg-boss's SQL (positional `$n` parameters) run through a Drizzle transaction. Each `$n` becomes a
 * parameter of its own (pg-boss's job insert names no `$` inside string literals).
 */
function transactionSql(tx: Pick<Db, 'execute'>) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts: SQL[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        parts.push(sql.raw(text.slice(last, m.index)));
        parts.push(sql`${new Param(values[Number(m[1]) - 1] ?? null)}`);
        last = m.index + m[0].length;
      }
      parts.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(parts))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
