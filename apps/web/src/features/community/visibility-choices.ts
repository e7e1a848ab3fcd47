import { POST_VISIBILITIES, type PostVisibility } from '@lbd/shared/posts';

interface ProfileLike {
  active: boolean;
  profile_type?: string;
  org?: { org_type: 'INSTITUTION' | 'COMPANY' } | null;
  org_membership?: 'MEMBER' | 'REQUESTED' | 'DECLINED';
  college_admin?: { tpo_admin_dashboard: boolean; dept_admin_dashboard: boolean } | null;
}

/**
 * What an author may choose: a college needs a college (an institution), an organisation any accepted
 * one, a campus channel a college's staff or placement officer (the server checks each again).
 */
export function visibilityChoices(profile: ProfileLike | null | undefined): PostVisibility[] {
  const member = !!profile?.active && !!profile.org && (profile.org_membership ?? 'MEMBER') === 'MEMBER';
  const college = member && profile!.org!.org_type === 'INSTITUTION';
  const officer =
    profile?.profile_type === 'INSTITUTION' ||
    (profile?.profile_type === 'STUDENT' &&
      !!(profile.college_admin?.tpo_admin_dashboard || profile.college_admin?.dept_admin_dashboard));
  return POST_VISIBILITIES.filter(
    (v) =>
      v === 'everyone' ||
      (member && v === 'organisation') ||
      (college && v === 'college') ||
      (college && officer && v === 'channel'),
  );
}
