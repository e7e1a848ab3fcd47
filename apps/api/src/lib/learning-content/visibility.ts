import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contentOrgOf, type LearningCaller } from './policy';

/** The owner columns every content table has. */
export interface OwnerColumns {
  org_id: PgColumn;
  created_by_profile_id: PgColumn;
}

/**
 * The rows a caller manages, as a condition for lists (`managesContent` row by row): every row for
 * admins; otherwise the caller's own, and their organisation's for its staff (a company or institution
 * profile acting for it). A list's 'mine' filter, and what its public view shows besides published rows.
 */
export function managedRows(table: OwnerColumns, caller: LearningCaller | null, orgMentors = false): SQL {
  if (!caller) return sql`false`;
  if (caller.isAdmin) return sql`true`;
  const own = caller.profileId === null ? sql`false` : eq(table.created_by_profile_id, caller.profileId);
  const orgId = contentOrgOf(caller, orgMentors);
  return orgId !== null ? or(own, eq(table.org_id, orgId))! : own;
}
