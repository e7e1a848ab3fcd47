import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createContentLifecycle, type ContentStatus } from './content-lifecycle';
import { ConflictError, ValidationError } from './errors';

const TEXTS = {
  alreadyPublished: 'already published',
  alreadyClosed: 'already closed',
  onlyPublishedClosed: 'only published',
  onlyDraftsDiscarded: 'only drafts',
};

interface Row {
  status: ContentStatus;
  published_at: Date | null;
  closed_at: Date | null;
  complete: boolean;
}

/** One posting in memory, with the alerts it sent. */
function setup(opts: { keepFirstPublishedAt?: boolean; withAlerts?: boolean } = {}) {
  let now = new Date('2026-11-28T06:00:00Z');
  const rows = new Map<number, Row>([[1, { status: 'draft', published_at: null, closed_at: null, complete: true }]]);
  const alerts: number[] = [];
  // The audit log the lifecycle writes, in or out of a transaction.
  const audited: {
    actor_user_id: string;
    action: string;
    target_type: string;
    target_id: string;
    before: unknown;
    after: unknown;
  }[] = [];
  const writer = { insert: () => ({ values: async (v: (typeof audited)[number]) => void audited.push(v) }) };
  const db = {
    ...writer,
    transaction: async <T>(fn: (tx: typeof writer) => Promise<T>) => fn(writer),
  } as unknown as Db;
  const store = {
    byId: async (id: number) => (rows.has(id) ? { ...rows.get(id)! } : null),
    update: async (id: number, values: Partial<Row>) => void rows.set(id, { ...rows.get(id)!, ...values }),
    deleteDraft: async (id: number) => rows.get(id)?.status === 'draft' && rows.delete(id),
    lock: async () => undefined,
  };
  const lifecycle = createContentLifecycle<Row, (id: number) => void>({
    db,
    targetType: 'posting',
    store,
    texts: TEXTS,
    clock: () => now,
    publishProblems: (row): Record<string, string> => (row.complete ? {} : { title: 'Title is required' }),
    keepFirstPublishedAt: opts.keepFirstPublishedAt,
    alerts: opts.withAlerts
      ? {
          transaction: (work) => work(writer as never, (id) => void alerts.push(id)),
          onFirstPublish: async (id, notify) => notify(id),
        }
      : undefined,
  });
  return {
    rows,
    alerts,
    audited,
    lifecycle,
    tick: () => (now = new Date(now.getTime() + 60_000)),
    row: () => rows.get(1)!,
  };
}

const BY = { userId: 'user-1' };

const reason = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof ConflictError) return `409 ${e.message}`;
    if (e instanceof ValidationError) return '422';
    throw e;
  }
};

describe('the content lifecycle', () => {
  it('draft -> published -> closed -> published; discard only a draft; each refusal says why', async () => {
    const t = setup({ withAlerts: true });
    expect(await reason(t.lifecycle.close(1, t.row(), BY))).toBe('409 only published');
    expect(await reason(t.lifecycle.publish(1, t.row(), BY))).toBe('ok');
    expect(t.row()).toMatchObject({ status: 'published', closed_at: null });
    expect(await reason(t.lifecycle.publish(1, t.row(), BY))).toBe('409 already published');
    expect(await reason(t.lifecycle.discard(1, t.row(), BY))).toBe('409 only drafts');
    expect(await reason(t.lifecycle.close(1, t.row(), BY))).toBe('ok');
    expect(await reason(t.lifecycle.close(1, t.row(), BY))).toBe('409 already closed');
    expect(await reason(t.lifecycle.publish(1, t.row(), BY))).toBe('ok');
    // Alerts go out on the first publication only, not on a reopening.
    expect(t.alerts).toEqual([1]);
    // Every change is audited with who, what and the status before and after; refusals are not.
    expect(t.audited.map((a) => [a.action, a.before, a.after])).toEqual([
      ['publish', { status: 'draft' }, { status: 'published' }],
      ['close', { status: 'published' }, { status: 'closed' }],
      ['reopen', { status: 'closed' }, { status: 'published' }],
    ]);
    expect(t.audited[0]).toMatchObject({ actor_user_id: 'user-1', target_type: 'posting', target_id: '1' });
  });

  it('an incomplete draft answers 422 and stays a draft; a discarded draft is gone', async () => {
    const t = setup();
    t.rows.set(1, { ...t.row(), complete: false });
    expect(await reason(t.lifecycle.publish(1, t.row(), BY))).toBe('422');
    expect(t.row().status).toBe('draft');
    expect(await reason(t.lifecycle.discard(1, t.row(), BY))).toBe('ok');
    expect(t.rows.has(1)).toBe(false);
  });

  it('a reopened posting gets a new publication time, or keeps its first when asked', async () => {
    for (const keep of [false, true]) {
      const t = setup({ keepFirstPublishedAt: keep });
      await t.lifecycle.publish(1, t.row(), BY);
      const first = t.row().published_at;
      await t.lifecycle.close(1, t.row(), BY);
      t.tick();
      await t.lifecycle.publish(1, t.row(), BY);
      expect(t.row().published_at!.getTime() === first!.getTime()).toBe(keep);
    }
  });

  it('any sequence of actions follows the state machine, and alerts at most once', async () => {
    const action = fc.constantFrom('publish' as const, 'close' as const, 'discard' as const);
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 12 }), async (actions) => {
        const t = setup({ withAlerts: true });
        for (const a of actions) {
          const before = t.rows.get(1);
          if (!before) return;
          const outcome = await reason(t.lifecycle[a](1, before, BY));
          const after = t.rows.get(1);
          const allowed =
            (a === 'publish' && before.status !== 'published') ||
            (a === 'close' && before.status === 'published') ||
            (a === 'discard' && before.status === 'draft');
          expect(outcome === 'ok').toBe(allowed);
          if (!allowed) expect(after).toEqual(before);
          if (allowed && a === 'discard') expect(after).toBeUndefined();
          if (allowed && a !== 'discard') expect(after!.status).toBe(a === 'publish' ? 'published' : 'closed');
        }
        expect(t.alerts.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
