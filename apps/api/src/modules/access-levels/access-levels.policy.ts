import { ADMIN_CAPABILITIES, type AdminCapability } from '@lbd/shared';

/*
 * Who may change admin rights (issue 29 item 7, decision 0084). Pure: the service reads the facts, these
 * decide. The route already required `manage_access`.
 */

/**
 * The first capability of `touched` the acting admin does not hold, or null when they hold them all:
 * nobody grants, revokes or edits a level with a capability they lack. An actor without a list (a
 * script's) holds every capability.
 */
export function missingCapability(
  actorCapabilities: readonly AdminCapability[] | undefined,
  touched: readonly AdminCapability[],
): AdminCapability | null {
  if (!actorCapabilities) return null;
  return touched.find((c) => !actorCapabilities.includes(c)) ?? null;
}

/** Whether a set of capabilities is every one there is (what Full admin holds). */
export const isFullAdmin = (capabilities: readonly AdminCapability[]): boolean =>
  ADMIN_CAPABILITIES.every((c) => capabilities.includes(c));

/** The capabilities a person holds through their levels together. */
export function unionOf(levels: readonly (readonly AdminCapability[])[]): AdminCapability[] {
  return ADMIN_CAPABILITIES.filter((c) => levels.some((l) => l.includes(c)));
}

/**
 * A change that leaves nobody holding every capability is refused, unless there was nobody before
 * either (the change did not cause it).
 */
export const leavesNoFullAdmin = (fullAdminsBefore: number, fullAdminsAfter: number): boolean =>
  fullAdminsAfter < 1 && fullAdminsBefore > 0;

/** The capabilities an edit of a level touches: the ones it had and the ones it will have. */
export const touchedByEdit = (before: readonly AdminCapability[], after: readonly AdminCapability[]) =>
  unionOf([before, after]);
