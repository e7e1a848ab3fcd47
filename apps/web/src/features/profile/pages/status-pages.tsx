import Block from '@mui/icons-material/Block';
import HourglassTop from '@mui/icons-material/HourglassTop';
import { ORG_MEMBER_TEXTS } from '@lbd/shared/org-members';
import { useSession } from '../../../lib/session';
import { StatusPage } from '../components/status-page';

/** /disabledProfile and /disabledAccount: an inactive student or mentor profile (SPEC §4.1). */
export function DisabledProfilePage() {
  return (
    <StatusPage
      icon={Block}
      heading="Your profile is disabled"
      paragraphs={[
        'Your Learn By Doing profile has been deactivated, so you cannot use the platform with it for now.',
        'If you think this is a mistake, or you would like your profile to be activated again, please contact us from the email address of your account.',
      ]}
    />
  );
}

/**
 * /unapprovedProfile: a company or institution profile that is not approved yet (SPEC §4.1, §6), or
 * whose request to join an existing organisation waits for its team (or was declined).
 */
export function UnapprovedProfilePage() {
  const { user } = useSession();
  const profile = user?.profile;
  const org = profile?.org?.full_name;
  if (org && profile?.org_membership === 'REQUESTED')
    return (
      <StatusPage
        icon={HourglassTop}
        heading="Waiting to join your organisation"
        paragraphs={[
          ORG_MEMBER_TEXTS.waiting(org),
          `We have told the people who already use Learn By Doing for ${org}. If nobody there does yet, our team checks your request.`,
        ]}
      />
    );
  if (org && profile?.org_membership === 'DECLINED')
    return (
      <StatusPage
        icon={Block}
        heading="Your request was declined"
        paragraphs={[ORG_MEMBER_TEXTS.declinedRequest(org)]}
      />
    );
  return (
    <StatusPage
      icon={HourglassTop}
      heading="Awaiting approval"
      paragraphs={[
        'Your organisation profile is awaiting approval by our team.',
        'We check every company and institution before it can post jobs, events and clubs or see applicants. You can use Learn By Doing as soon as your profile is approved.',
        'If it is taking longer than expected, please contact us from the email address of your account.',
      ]}
    />
  );
}
