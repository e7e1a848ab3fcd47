import { LEARNING_TEXTS as T } from '@lbd/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { projects, questionBanks, quests, quizzes, resourceGroups, resources } from '../../db/schema';
import type { Tx } from '../../db/sql';
import { createContentLifecycle, type ContentStatus } from '../content-lifecycle';
import { NotFoundError } from '../errors';
import { managesContent, type LearningCaller } from './policy';

/** Every table of learning content (the content() columns): each kind's lifecycle runs the same way. */
type Table =
  | typeof resources
  | typeof resourceGroups
  | typeof projects
  | typeof questionBanks
  | typeof quizzes
  | typeof quests;
type Runner = Db | Tx;

export const toLifecycle = (s: string): ContentStatus => (s === 'archived' ? 'closed' : (s as ContentStatus));
const fromLifecycle = (s: ContentStatus) => (s === 'closed' ? 'archived' : s);

/** The lifecycle's store over one content table. */
export function lifecycleStore<T extends Table, Row extends { status: string; published_at: Date | null }>(
  db: Db,
  table: T,
) {
  const t = table as typeof resources;
  return {
    async byId(id: number, tx: Runner = db) {
      const [row] = await tx.select().from(t).where(eq(t.id, id));
      return row ? { ...(row as unknown as Row), status: toLifecycle(row.status) } : null;
    },
    async update(
      id: number,
      v: { status: ContentStatus; published_at?: Date | null; closed_at: Date | null },
      tx: Runner = db,
    ) {
      await tx
        .update(t)
        .set({ ...v, status: fromLifecycle(v.status), updated_at: new Date() })
        .where(eq(t.id, id));
    },
    async deleteDraft(id: number) {
      const gone = await db
        .delete(t)
        .where(and(eq(t.id, id), eq(t.status, 'draft')))
        .returning({ id: t.id });
      return gone.length > 0;
    },
    async lock(id: number, tx: Tx) {
      await tx.execute(sql`select 1 from ${t} where ${t.id} = ${id} for update`);
    },
  };
}

type Row<T extends Table> = T['$inferSelect'];
/** A row as the lifecycle reads it. */
type Staged<T extends Table> = Omit<Row<T>, 'status'> & { status: ContentStatus };

/**
 * What every kind of learning content does the same way: find a row its caller manages (another's is
 * not found), and publish, archive or discard it through the shared lifecycle, whose 'closed' is our
 * 'archived'. Each kind says what a draft lacks to go live and, optionally, the message above the list.
 */
export function createContentActions<T extends Table>(o: {
  db: Db;
  clock: () => Date;
  table: T;
  targetType: 'resource' | 'resource_group' | 'project' | 'question_bank' | 'quiz' | 'quest';
  publishProblems: (row: Row<T>) => Record<string, string> | Promise<Record<string, string>>;
  problemsMessage?: string;
  /** The organisation's mentors manage its items of this kind too (managesContent). */
  orgMentors?: boolean;
}) {
  const table = o.table as typeof resources;
  const lifecycle = createContentLifecycle({
    db: o.db,
    targetType: o.targetType,
    store: lifecycleStore<T, Staged<T>>(o.db, o.table),
    clock: o.clock,
    texts: {
      alreadyPublished: T.alreadyPublished,
      alreadyClosed: T.alreadyArchived,
      onlyPublishedClosed: T.onlyPublishedArchived,
      onlyDraftsDiscarded: T.onlyDraftsDiscarded,
      problems: o.problemsMessage,
    },
    publishProblems: (row) => o.publishProblems(row as unknown as Row<T>),
  });
  const asLifecycle = (row: Row<T>) =>
    ({ ...row, status: toLifecycle(row.status) }) as Row<T> & { status: ContentStatus };

  async function managed(caller: LearningCaller, id: number): Promise<Row<T>> {
    const [row] = await o.db.select().from(table).where(eq(table.id, id));
    if (!row || !managesContent(caller, row, o.orgMentors)) throw new NotFoundError();
    return row as Row<T>;
  }

  return {
    managed,
    async publish(caller: LearningCaller, userId: string, id: number) {
      await lifecycle.publish(id, asLifecycle(await managed(caller, id)), { userId });
    },
    async archive(caller: LearningCaller, userId: string, id: number) {
      await lifecycle.close(id, asLifecycle(await managed(caller, id)), { userId });
    },
    async discard(caller: LearningCaller, userId: string, id: number) {
      await lifecycle.discard(id, asLifecycle(await managed(caller, id)), { userId });
    },
  };
}
