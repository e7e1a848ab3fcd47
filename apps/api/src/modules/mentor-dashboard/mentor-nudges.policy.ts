import type { Actor } from '../../lib/access';

/** Only an active mentor nudges (one awaiting approval or deactivated does not). */
export const canNudge = (profile: Actor['profile']): boolean =>
  profile !== null && profile.profile_type === 'ADVISOR' && profile.active;
