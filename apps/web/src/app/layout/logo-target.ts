import type { CurrentUserProfile } from '@lbd/shared/identity';

/** Where the header logo leads, by profile type and active state (SPEC §2.4, §4.1). Pure. */
export function logoTarget(profile: Pick<CurrentUserProfile, 'profile_type' | 'active'> | null): string {
  if (!profile) return '/';
  switch (profile.profile_type) {
    case 'STUDENT':
      return profile.active ? '/dashboard' : '/disabledAccount';
    case 'ADVISOR':
      return profile.active ? '/posts' : '/disabledAccount';
    case 'COMPANY':
      return profile.active ? '/companyDashboard' : '/unapprovedProfile';
    case 'INSTITUTION':
      return profile.active ? '/instituteDashboard' : '/unapprovedProfile';
  }
}
