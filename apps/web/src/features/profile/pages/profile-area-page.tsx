import { lazy } from 'react';
import type { AreaPageProps } from '../../../lib/area-page';
import { loadAuthCallbackPage, loadResetPasswordPage } from '../../identity';
import { loadUnsubscribePage } from '../../notifications';
import { loadMyTestimonialsPage } from '../../testimonials';

const MyProfilePage = lazy(() => import('./my-profile-page'));
const CreateProfilePage = lazy(() => import('./create-profile-page'));
const ResetPasswordPage = lazy(loadResetPasswordPage);
const AuthCallbackPage = lazy(loadAuthCallbackPage);
const UnsubscribePage = lazy(loadUnsubscribePage);
const OrgMembersPage = lazy(() => import('./org-members-page'));
const MyTestimonialsPage = lazy(loadMyTestimonialsPage);
const DisabledProfilePage = lazy(() =>
  import('./status-pages').then((module) => ({ default: module.DisabledProfilePage })),
);
const UnapprovedProfilePage = lazy(() =>
  import('./status-pages').then((module) => ({ default: module.UnapprovedProfilePage })),
);

/**
 * Entry of the 'profile' area (SPEC §2.1): profile settings and creation, the profile-status pages,
 * the password-reset page, the social sign-in callback and the email unsubscribe page. Each page is its own chunk, so the
 * small callback page does not load the forms.
 */
export default function ProfileAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/myprofile':
      return <MyProfilePage />;
    case '/createProfile':
      return <CreateProfilePage />;
    case '/resetPassword':
      return <ResetPasswordPage />;
    case '/authCallback':
      return <AuthCallbackPage />;
    case '/unsubscribe':
      return <UnsubscribePage />;
    case '/unapprovedProfile':
      return <UnapprovedProfilePage />;
    case '/orgMembers':
      return <OrgMembersPage />;
    case '/testimonials/mine':
      return <MyTestimonialsPage />;
    default:
      // '/disabledProfile' and '/disabledAccount'
      return <DisabledProfilePage />;
  }
}
