import Block from '@mui/icons-material/Block';
import HourglassTop from '@mui/icons-material/HourglassTop';
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

/** /unapprovedProfile: a company or institution profile that is not approved yet (SPEC §4.1, §6). */
export function UnapprovedProfilePage() {
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
