import { POST_VISIBILITIES, type PostVisibility } from '@lbd/shared/posts';

interface ProfileLike {
  active: boolean;
  org?: { org_type: 'INSTITUTION' | 'COMPANY' } | null;
  org_membership?: 'MEMBER' | 'REQUESTED' | 'DECLINED';
}

/** What an author may choose: a college needs a college (an institution), an organisation any accepted one. */
export function visibilityChoices(profile: ProfileLike | null | undefined): PostVisibility[] {
  const member = !!profile?.active && !!profile.org && (profile.org_membership ?? 'MEMBER') === 'MEMBER';
  return POST_VISIBILITIES.filter(
    (v) => v === 'everyone' || (member && (v === 'organisation' || profile!.org!.org_type === 'INSTITUTION')),
  );
}
