import type { ProfileType } from './enums';

/**
 * Who may call an API route or open a page, one rule for both (the API's access plugin and the web's
 * route gate): 'public' anyone; 'signed_in' any signed-in user; 'admin' admins; { profiles } signed-in
 * users whose profile is one of these types (admins too with adminToo).
 */
export type Access = 'public' | 'signed_in' | 'admin' | { profiles: readonly ProfileType[]; adminToo?: boolean };

/** Let through, ask a signed-out caller to sign in (401), or refuse the caller (403). */
export type AccessVerdict = 'allow' | 'sign_in' | 'deny';

/** The caller as an access rule sees it: null when signed out. */
export interface AccessCaller {
  isAdmin: boolean;
  profileType: ProfileType | null;
}

export function accessVerdict(caller: AccessCaller | null, access: Access): AccessVerdict {
  if (access === 'public') return 'allow';
  if (!caller) return 'sign_in';
  if (access === 'signed_in') return 'allow';
  if (access === 'admin') return caller.isAdmin ? 'allow' : 'deny';
  if (access.adminToo && caller.isAdmin) return 'allow';
  return caller.profileType && access.profiles.includes(caller.profileType) ? 'allow' : 'deny';
}
