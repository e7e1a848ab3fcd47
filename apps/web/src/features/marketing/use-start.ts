import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { startPathFor } from '../../lib/route-for';
import { useSession } from '../../lib/session';
import { useIsMobile } from '../../lib/use-is-mobile';

/**
 * What a marketing page's sign-up button does: signed out, it opens the sign-up popup; signed in, it
 * goes to the user's portfolio or the onboarding step they are at. Signing up again from a signed-in
 * session would silently switch accounts (issue 23 item 24).
 */
export function useStart(): () => void {
  const { user, isSignedIn, openLogin } = useSession();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  return useCallback(() => {
    if (user) void navigate(startPathFor(user, isMobile));
    // Signed in but the user is still loading: wait for it rather than offer another account.
    else if (!isSignedIn) openLogin('signup');
  }, [user, isSignedIn, isMobile, navigate, openLogin]);
}
