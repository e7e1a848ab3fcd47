import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createQueue, type Queue } from '../src/lib/queue';
import { openTestDatabase } from './database';

let database: Database;
const queues: Queue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const q of queues) await q.stop(1000);
  await database.close();
});

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('job queue on the product database', () => {
  it('keeps a job sent by a process without workers until a worker process runs it', async () => {
    const sender = createQueue(database, { workers: false });
    queues.push(sender);
    const id = await sender.send('mail-notification', { notification_id: 41 });
    expect(id).toEqual(expect.any(String));
    await sender.stop(1000);

    const seen: unknown[] = [];
    const worker = createQueue(database, { workers: true, pollingIntervalSeconds: 0.5 });
    queues.push(worker);
    worker.work('mail-notification', async (data, job) => {
      seen.push({ data, id: job.id });
    });
    await worker.start();
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ data: { notification_id: 41 }, id }]);
  });

  it('runs a backlog one job after another, not one per polling interval', async () => {
    const sender = createQueue(database, { workers: false });
    queues.push(sender);
    for (let n = 0; n < 8; n++) await sender.send('notification-digest', { day: `2025-01-0${n + 1}` });
    await sender.stop(1000);

    const seen: string[] = [];
    // A polling interval far longer than the test may take: only fetching again at once can finish it.
    const worker = createQueue(database, { workers: true, pollingIntervalSeconds: 60 });
    queues.push(worker);
    worker.work<{ day: string }>('notification-digest', async (data) => {
      seen.push(data.day);
    });
    await worker.start();
    await until(() => seen.length === 8, 20_000);
    expect(seen.sort()).toEqual(Array.from({ length: 8 }, (_, n) => `2025-01-0${n + 1}`));
  });

  it('refuses handlers registered after the start', async () => {
    const q = createQueue(database, { workers: true, pollingIntervalSeconds: 0.5 });
    queues.push(q);
    await q.start();
    expect(() => q.work('mail-notification', async () => undefined)).toThrow(/before the queue starts/);
  });
});
