import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { useLoginShown } from './login-shown';

const TermsModal = lazy(() => import('../../features/identity/components/terms-modal'));

/**
 * The blocking Terms of Use modal, shown after login while the profile has not accepted them (SPEC
 * §4.1), once the login popup has closed (login-shown.ts).
 */
export function TermsGate() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const loginShown = useLoginShown();
  const mustAccept = user?.profile != null && !user.profile.terms_nd_cond && pathname !== '/authCallback';
  if (!mustAccept || loginShown) return null;
  return (
    <Suspense fallback={null}>
      <TermsModal />
    </Suspense>
  );
}
