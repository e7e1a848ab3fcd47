import type { EnrolmentTargetKind } from '@lbd/shared';
import type { Db } from '../db/client';
import type { Tx } from '../db/sql';

/**
 * What a bulk enrolment can put students into, supplied by the module that owns each kind (events,
 * clubs, learning): the imports module knows none of their tables. `orgId` null is an admin, who may
 * enrol into any published item; an institute's staff only into their own organisation's.
 */
export interface EnrolmentTarget {
  kind: EnrolmentTargetKind;
  /** Items the scope may enrol students in, whose title contains the query (at most `limit`). */
  search(orgId: number | null, query: string, limit: number): Promise<{ id: number; title: string; org: string | null }[]>;
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
    /** What mentors are put on: projects (their deliverables' reviewers). */
    learningMentorTargets: readonly EnrolmentTarget[];
  }
}

/** Rows of a target search: published items (of one organisation for an institute), newest first. */
export const TARGET_SEARCH_LIMIT = 20;
