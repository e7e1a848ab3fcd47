import { LEARNING_TEXTS as T } from '@lbd/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { projects, resourceGroups, resources } from '../../db/schema';
import { createContentLifecycle, type ContentStatus } from '../../lib/content-lifecycle';
import { NotFoundError } from '../../lib/errors';
import { lifecycleStore, toLifecycle } from './content.repo';
import { managesContent, type LearningCaller } from './learning.policy';

type Table = typeof resources | typeof resourceGroups | typeof projects;
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
  targetType: 'resource' | 'resource_group' | 'project';
  publishProblems: (row: Row<T>) => Record<string, string> | Promise<Record<string, string>>;
  problemsMessage?: string;
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
    if (!row || !managesContent(caller, row)) throw new NotFoundError();
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
