import { accessVerdict, type Access, type AdminCapability } from '../access';

/**
 * Whether a level with these capabilities unlocks a page or route of this access: an admin holding only
 * them (and no profile) may open it, while a signed-in user without a profile or level may not. Public
 * and signed-in routes are open anyway, so no level unlocks them.
 */
export function levelUnlocks(access: Access, capabilities: readonly AdminCapability[]): boolean {
  const withLevel = accessVerdict({ isAdmin: capabilities.length > 0, capabilities, profileType: null }, access);
  const without = accessVerdict({ isAdmin: false, profileType: null }, access);
  return withLevel === 'allow' && without !== 'allow';
}

/** The capability a route or page's access names, if any ('admin' and adminToo: true name none). */
export function capabilityOf(access: Access): AdminCapability | null {
  if (typeof access !== 'object') return null;
  if ('admin' in access) return access.admin;
  return typeof access.adminToo === 'string' ? access.adminToo : null;
}
