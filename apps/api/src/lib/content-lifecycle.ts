import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Tx } from '../db/sql';
import { ConflictError, ValidationError } from './errors';

/*
 * The lifecycle every organisation posting shares (SPEC §4.4): a draft is published when complete, a
 * published one is closed, a closed one reopens, and only a draft is discarded (anything students have
 * seen stays). Jobs, events and clubs use it; the learning content types (projects, learning paths,
 * quizzes, quests, payment pages) will too. Who may act (the posting's organisation, an admin) stays
 * with each feature's policy, which finds the row before calling in here. Every change is written to the
 * audit log (who, what, the status before and after), in the same transaction when there is one.
 */

export type ContentStatus = 'draft' | 'published' | 'closed';

/** Publishing a draft, or reopening a closed posting. */
export const canPublishContent = (status: ContentStatus): boolean => status !== 'published';
/** Closing a published posting. */
export const canCloseContent = (status: ContentStatus): boolean => status === 'published';
/** Discarding: drafts only. */
export const canDiscardContent = (status: ContentStatus): boolean => status === 'draft';

export interface LifecycleRow {
  status: ContentStatus;
  published_at: Date | null;
}

/** The feature's table, as the lifecycle needs it (each feature's repo already has these). */
export interface ContentStore<Row extends LifecycleRow> {
  byId(id: number, tx?: Tx): Promise<Row | null | undefined>;
  update(
    id: number,
    values: { status: ContentStatus; published_at?: Date | null; closed_at: Date | null },
    tx?: Tx,
  ): Promise<unknown>;
  /** Deletes the row if it is still a draft; false when it was not. */
  deleteDraft(id: number): Promise<boolean>;
  /**
   * Untouched drafts: nobody has saved them since they were created (each feature says what that
   * means for its rows). Features that offer discardUntouched and the sweep provide both.
   */
  deleteUntouchedDraft?(id: number): Promise<boolean>;
  /** Deletes the untouched drafts created before this instant; answers their ids (for the sweep). */
  deleteUntouchedDrafts?(createdBefore: Date, tx: Tx): Promise<{ id: number }[]>;
  lock?(id: number, tx: Tx): Promise<unknown>;
}

export interface LifecycleTexts {
  alreadyPublished: string;
  alreadyClosed: string;
  onlyPublishedClosed: string;
  onlyDraftsDiscarded: string;
  /** A draft its author left is kept because someone saved it meanwhile. */
  draftTouched?: string;
  /** The message of a refused publication, above what the posting lacks (default: the API's). */
  problems?: string;
}

/**
 * Publishing under the row's lock in a transaction that can also tell people (the notifications
 * module's notifyingTransaction), and what to tell them the first time a posting goes live.
 */
export interface LifecycleAlerts<N> {
  transaction: <T>(work: (tx: Tx, notify: N) => Promise<T>) => Promise<T>;
  onFirstPublish: (id: number, notify: N) => Promise<unknown>;
}

/** Who acts: their user id goes to the audit log. */
export interface LifecycleActor {
  userId: string;
}

export function createContentLifecycle<Row extends LifecycleRow, N = never>(o: {
  db: Db;
  /** What the audit log calls this kind of posting ('job', 'event', 'club', ...). */
  targetType: string;
  store: ContentStore<Row>;
  texts: LifecycleTexts;
  clock: () => Date;
  /** What the posting still lacks to go live, field by field (none: it may); may ask the database. */
  publishProblems: (row: Row, now: Date) => Record<string, string> | Promise<Record<string, string>>;
  /** Keep the first publication time when a closed posting reopens; otherwise it becomes now. */
  keepFirstPublishedAt?: boolean;
  /** With alerts: a double-clicked publish goes live, and alerts, once. */
  alerts?: LifecycleAlerts<N>;
}) {
  const { store, texts, clock } = o;
  const live = (current: Row) => ({
    status: 'published' as const,
    published_at: o.keepFirstPublishedAt ? (current.published_at ?? clock()) : clock(),
    closed_at: null,
  });

  const audit = (tx: Db | Tx, by: LifecycleActor | null, id: number, action: string, from: ContentStatus, to: string) =>
    tx.insert(auditLog).values({
      actor_user_id: by?.userId ?? null,
      action,
      target_type: o.targetType,
      target_id: String(id),
      before: { status: from },
      after: { status: to },
    });

  return {
    /** A complete draft (or a closed posting) goes live: 409 when it already is, 422 with what it lacks. */
    async publish(id: number, row: Row, by: LifecycleActor): Promise<void> {
      if (!canPublishContent(row.status)) throw new ConflictError(texts.alreadyPublished);
      const problems = await o.publishProblems(row, clock());
      if (Object.keys(problems).length > 0) throw new ValidationError(problems, texts.problems);
      const alerts = o.alerts;
      const action = row.status === 'closed' ? 'reopen' : 'publish';
      if (!alerts) {
        await o.db.transaction(async (tx) => {
          await store.update(id, live(row), tx);
          await audit(tx, by, id, action, row.status, 'published');
        });
        return;
      }
      await alerts.transaction(async (tx, notify) => {
        await store.lock?.(id, tx);
        const current = await store.byId(id, tx);
        if (!current || !canPublishContent(current.status)) throw new ConflictError(texts.alreadyPublished);
        await store.update(id, live(current), tx);
        await audit(tx, by, id, current.status === 'closed' ? 'reopen' : 'publish', current.status, 'published');
        // Alerts go out when a posting is first published, not when a closed one reopens.
        if (!current.published_at) await alerts.onFirstPublish(id, notify);
      });
    },

    /** A published posting stops taking applications: 409 otherwise, saying why. */
    async close(id: number, row: Row, by: LifecycleActor): Promise<void> {
      if (!canCloseContent(row.status))
        throw new ConflictError(row.status === 'closed' ? texts.alreadyClosed : texts.onlyPublishedClosed);
      await o.db.transaction(async (tx) => {
        await store.update(id, { status: 'closed', closed_at: clock() }, tx);
        await audit(tx, by, id, 'close', row.status, 'closed');
      });
    },

    /** A draft is deleted; anything else (or a draft published meanwhile) answers 409. */
    async discard(id: number, row: Row, by: LifecycleActor): Promise<void> {
      if (!canDiscardContent(row.status) || !(await store.deleteDraft(id)))
        throw new ConflictError(texts.onlyDraftsDiscarded);
      await audit(o.db, by, id, 'discard', row.status, 'discarded');
    },

    /**
     * The author leaves a draft they never saved ('Post a Job' made it and opened it): it is deleted
     * if nobody has touched it since it was created; otherwise it stays and this answers 409.
     */
    async discardUntouched(id: number, row: Row, by: LifecycleActor): Promise<void> {
      if (!store.deleteUntouchedDraft) throw new Error(`${o.targetType}: no untouched drafts to discard`);
      if (!canDiscardContent(row.status) || !(await store.deleteUntouchedDraft(id)))
        throw new ConflictError(texts.draftTouched ?? texts.onlyDraftsDiscarded);
      await audit(o.db, by, id, 'discard_untouched', row.status, 'discarded');
    },

    /**
     * The periodic sweep: untouched drafts created before `createdBefore` (left by an author who closed
     * the tab) are deleted, each written to the audit log with no actor. Answers how many went.
     */
    async sweepUntouched(createdBefore: Date): Promise<number> {
      if (!store.deleteUntouchedDrafts) throw new Error(`${o.targetType}: no untouched drafts to sweep`);
      return o.db.transaction(async (tx) => {
        const gone = await store.deleteUntouchedDrafts!(createdBefore, tx);
        for (const { id } of gone) await audit(tx, null, id, 'sweep_untouched', 'draft', 'discarded');
        return gone.length;
      });
    },
  };
}

export type ContentLifecycle<Row extends LifecycleRow> = ReturnType<typeof createContentLifecycle<Row>>;
