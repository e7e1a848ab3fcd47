import type { EnrolmentTargetKind } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { containsPattern, intArray, textArray, type Tx } from '../db/sql';

/**
 * What a bulk enrolment can put students into, supplied by the module that owns each kind (events,
 * clubs, learning): the imports module knows none of their tables. `orgId` null is an admin, who may
 * enrol into any published item; an institute's staff only into their own organisation's.
 */
export interface EnrolmentTarget {
  kind: EnrolmentTargetKind;
  /** Items the scope may enrol students in, whose title contains the query (at most `limit`). */
  search(
    orgId: number | null,
    query: string,
    limit: number,
  ): Promise<{ id: number; title: string; org: string | null }[]>;
  /** Of these ids, the items the scope may enrol students in. */
  find(orgId: number | null, ids: readonly number[]): Promise<{ id: number; title: string }[]>;
  /** Of these profiles, those already in the item. */
  enrolled(db: Db | Tx, itemId: number, profileIds: readonly number[]): Promise<Set<number>>;
  /** Put the student in the item (nothing happens when they are already in it). */
  enrol(tx: Tx, itemId: number, profileId: number, byProfileId: number | null, now: Date): Promise<void>;
  /** Take the student out again (an undone import). */
  unenrol(tx: Tx, itemId: number, profileId: number): Promise<void>;
}

declare module '../modules/module' {
  interface Facts {
    eventEnrolments: EnrolmentTarget;
    clubEnrolments: EnrolmentTarget;
    /** Projects and learning paths. */
    learningEnrolments: readonly EnrolmentTarget[];
    quizEnrolments: EnrolmentTarget;
    questEnrolments: EnrolmentTarget;
    activityEnrolments: EnrolmentTarget;
    /** What mentors are put on: projects (their deliverables' reviewers). */
    learningMentorTargets: readonly EnrolmentTarget[];
  }
}

/** Rows of a target search: published items (of one organisation for an institute), newest first. */
export const TARGET_SEARCH_LIMIT = 20;

/**
 * `search` and `find` of a target whose items are rows of `table` with `title`, `org_id` and `status`:
 * the items an organisation (or an admin: null) may enrol into are those in `statuses` (and `also`, a
 * condition on the row `t`), newest first: its own, or with `open` any organisation's and the platform's
 * (learning any student may join by themselves).
 */
export function itemLookup(
  db: Db,
  table: 'events' | 'clubs' | 'projects' | 'resource_groups' | 'quizzes' | 'quests',
  statuses: readonly string[],
  { also, open = false }: { also?: SQL; open?: boolean } = {},
): Pick<EnrolmentTarget, 'search' | 'find'> {
  const t = sql.raw(table);
  const where = (orgId: number | null) =>
    sql`t.status = any(${textArray(statuses)})${orgId === null || open ? sql`` : sql` and t.org_id = ${orgId}`}${also ? sql` and ${also}` : sql``}`;
  return {
    async search(orgId, query, limit) {
      return rowsOf<{ id: number; title: string; org: string | null }>(
        await db.execute(sql`
          select t.id, t.title, o.full_name as org from ${t} t left join orgs o on o.id = t.org_id
          where ${where(orgId)} and lower(t.title) like ${containsPattern(query)}
          order by t.id desc limit ${limit}`),
      );
    },
    async find(orgId, ids) {
      return rowsOf<{ id: number; title: string }>(
        await db.execute(sql`select t.id, t.title from ${t} t where t.id = any(${intArray(ids)}) and ${where(orgId)}`),
      );
    },
  };
}

/**
 * `enrolled` of a target whose students are rows of `table` (with `profile_id`) naming the item in
 * `column`, those that count as in it meeting `also` (a condition on the row `t`).
 */
export function enrolledIn(table: string, column: string, also?: SQL): EnrolmentTarget['enrolled'] {
  return async (q, itemId, profileIds) => {
    const rows = rowsOf<{ profile_id: number }>(
      await q.execute(sql`
        select t.profile_id from ${sql.raw(table)} t
        where t.${sql.raw(column)} = ${itemId} and t.profile_id = any(${intArray(profileIds)})${also ? sql` and ${also}` : sql``}`),
    );
    return new Set(rows.map((r) => r.profile_id));
  };
}
