import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../lib/session';
import { setLoginShown } from './login-shown';

/** The popup's code (forms, zod schemas, social sign-in) loads the first time it opens. */
const LoginPopup = lazy(() => import('../../features/identity/components/login-popup'));

/**
 * The login and sign-up popup (SPEC §2.6, §4.2), opened by LOGIN / SIGN UP in the header or by
 * any page through `openLogin`. Stays mounted after the first opening so it can animate closed.
 */
export function LoginDialog() {
  const { loginRequest } = useSession();
  const [hasOpened, setHasOpened] = useState(false);
  useEffect(() => {
    if (!loginRequest) return;
    setHasOpened(true);
    setLoginShown(true);
  }, [loginRequest]);
  // Gone with the layout: nothing is on screen any more.
  useEffect(() => () => setLoginShown(false), []);
  if (!hasOpened && !loginRequest) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup onExited={() => setLoginShown(false)} />
    </Suspense>
  );
}
