import type { ProfileType } from './enums';

/**
 * What an admin access level may unlock (issue 29): approve profiles, keep the catalogue, run bulk tools,
 * act on every organisation's content, payments, reports, the editing intervention, and grant access
 * levels. A person's levels add up to a set of these.
 */
export const ADMIN_CAPABILITIES = [
  'approve_profiles',
  'manage_catalogue',
  'bulk_tools',
  'all_org_content',
  'payments',
  'reports',
  'editing_intervention',
  'manage_access',
] as const;
export type AdminCapability = (typeof ADMIN_CAPABILITIES)[number];

/**
 * Who may call an API route or open a page, one rule for both (the API's access plugin and the web's
 * route gate): 'public' anyone; 'signed_in' any signed-in user; 'admin' anyone holding an admin access
 * level; { admin } an admin holding that capability; { profiles } signed-in users whose profile is one of
 * these types (admins too with adminToo: any admin when true, an admin holding that capability when one
 * is named).
 */
export type Access =
  | 'public'
  | 'signed_in'
  | 'admin'
  | { admin: AdminCapability }
  | { profiles: readonly ProfileType[]; adminToo?: boolean | AdminCapability };

/** Let through, ask a signed-out caller to sign in (401), or refuse the caller (403). */
export type AccessVerdict = 'allow' | 'sign_in' | 'deny';

/** The caller as an access rule sees it: null when signed out. */
export interface AccessCaller {
  isAdmin: boolean;
  /** The admin's capabilities; an admin without the list (a caller made up by a script) holds them all. */
  capabilities?: readonly AdminCapability[];
  profileType: ProfileType | null;
}

/** Whether the caller is an admin holding this capability. */
export function holdsCapability(caller: AccessCaller | null, capability: AdminCapability): boolean {
  if (!caller?.isAdmin) return false;
  return caller.capabilities ? caller.capabilities.includes(capability) : true;
}

export function accessVerdict(caller: AccessCaller | null, access: Access): AccessVerdict {
  if (access === 'public') return 'allow';
  if (!caller) return 'sign_in';
  if (access === 'signed_in') return 'allow';
  if (access === 'admin') return caller.isAdmin ? 'allow' : 'deny';
  if ('admin' in access) return holdsCapability(caller, access.admin) ? 'allow' : 'deny';
  if (access.adminToo === true && caller.isAdmin) return 'allow';
  if (typeof access.adminToo === 'string' && holdsCapability(caller, access.adminToo)) return 'allow';
  return caller.profileType && access.profiles.includes(caller.profileType) ? 'allow' : 'deny';
}
