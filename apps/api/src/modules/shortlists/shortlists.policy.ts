/** The students a caller works on: one institute, and one branch for a department admin (institute-scope). */
export interface CallerScope {
  orgId: number;
  specializationId: number | null;
}

/**
 * May this caller see (and so export, email or delete) a saved shortlist? Only one of their own
 * institute; a department admin only one saved within their branch, since a shortlist of the whole
 * institute holds other branches' students. Anyone else finds no such shortlist (404).
 */
export function canSeeShortlist(scope: CallerScope, shortlist: { org_id: number; specialization_id: number | null }) {
  if (scope.orgId !== shortlist.org_id) return false;
  return scope.specializationId === null || scope.specializationId === shortlist.specialization_id;
}
