import type { AuthorKind } from '@lbd/shared/people';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/*
 * Who wrote an item, for an admin's author change (issue 29 item 10, decision 0085). The module that owns
 * each kind provides an AuthorSource (jobs, events, clubs, learning: resources, learning paths and
 * projects, quizzes: quizzes and question banks, activities, quests); the admin module asks it for the item
 * and tells it the new author. Admin never reads those tables itself.
 */

/** One item as an author change sees it. */
export interface AuthorItem {
  title: string;
  authorProfileId: number | null;
  /** The organisation the item belongs to (jobs, events and clubs always; learning content when staff wrote it). */
  orgId: number | null;
  /** Whether the item belongs to its organisation (its new author must act for it) or to its author. */
  orgOwned: boolean;
}

export interface AuthorSource {
  kinds: readonly AuthorKind[];
  item(kind: AuthorKind, id: number): Promise<AuthorItem | null>;
  setAuthor(kind: AuthorKind, id: number, author: { profileId: number; userId: string }): Promise<void>;
}

/**
 * An AuthorSource over the owning module's tables, each with `title` and `created_by_profile_id` (and,
 * where it has them, `created_by_user_id` and `org_id`). `orgOwned`: the kinds whose organisation owns them.
 */
export function tableAuthorSource(
  db: Db,
  tables: Partial<Record<AuthorKind, PgTable>>,
  orgOwned: readonly AuthorKind[] = [],
): AuthorSource {
  const columns = (kind: AuthorKind) => {
    const table = tables[kind];
    if (!table) throw new Error(`no author table for ${kind}`);
    const cols = getTableColumns(table) as Record<string, PgColumn>;
    return {
      table,
      id: cols.id!,
      title: cols.title!,
      author: cols.created_by_profile_id!,
      user: cols.created_by_user_id,
      org: cols.org_id,
    };
  };
  return {
    kinds: Object.keys(tables) as AuthorKind[],
    async item(kind, id) {
      const c = columns(kind);
      const [row] = (await db
        .select({ title: c.title, author: c.author, ...(c.org ? { org: c.org } : {}) })
        .from(c.table)
        .where(eq(c.id, id))) as { title: string; author: number | null; org?: number | null }[];
      if (!row) return null;
      return {
        title: row.title,
        authorProfileId: row.author,
        orgId: row.org ?? null,
        orgOwned: orgOwned.includes(kind),
      };
    },
    async setAuthor(kind, id, author) {
      const c = columns(kind);
      await db
        .update(c.table)
        .set({
          [c.author.name]: author.profileId,
          ...(c.user ? { [c.user.name]: author.userId } : {}),
        })
        .where(eq(c.id, id));
    },
  };
}

declare module '../modules/module' {
  interface Facts {
    /** Jobs and internships (their organisation owns them). */
    jobAuthors: AuthorSource;
    /** Events (their organisation owns them). */
    eventAuthors: AuthorSource;
    /** Clubs (their organisation owns them). */
    clubAuthors: AuthorSource;
    /** Resources, learning paths and projects. */
    learningAuthors: AuthorSource;
    /** Quizzes and question banks. */
    quizAuthors: AuthorSource;
    /** Activities. */
    activityAuthors: AuthorSource;
    /** Quests. */
    questAuthors: AuthorSource;
  }
}
