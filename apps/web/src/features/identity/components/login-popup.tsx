import { SNACKBAR_DEFAULT_MS } from '@lbd/shared/constants';
import { IDENTITY_TEXTS, socialProviderSchema, type SessionTokens, type SocialProvider } from '@lbd/shared/identity';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_COUNTRY } from '../../../components/country-code-field';
import { useFeedback } from '../../../lib/feedback';
import { useSession, type LoginMode } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { fetchIdentityConfig, IDENTITY_CONFIG_KEY, refreshTokens, startSocialSignIn } from '../api';
import { identityFailureText, PROVIDER_LABELS, socialFailedText } from '../failure-text';
import { openAuthWindow, watchAuthWindow, type AuthMessage } from '../social-popup';
import { RegisterFace, SignInFace } from './password-faces';
import { OtpFace, PhoneFace, type PhoneTarget } from './phone-faces';
import { ForgotFace, ForgotSentFace, LinkFace } from './recovery-faces';
import { SignInAlternatives } from './social-buttons';

/** Faces of the popup (SPEC §4.2): sign-in and register, and the sub-views. */
export type Face = 'login' | 'signup' | 'forgot' | 'forgotSent' | 'link' | 'phone' | 'otp';

export const FACE_TITLES: Record<Face, string> = {
  login: 'Login',
  signup: 'Sign Up',
  forgot: 'Forgot password',
  forgotSent: 'Check your email',
  link: 'Link your accounts',
  phone: 'Sign in with phone',
  otp: 'Enter the code',
};

const FACE_OF_MODE: Record<LoginMode, Face> = { login: 'login', signup: 'signup', forgot: 'forgot', link: 'link' };

const NEW_PHONE: PhoneTarget = { country: DEFAULT_COUNTRY, phone: '' };

function asProvider(value: string | undefined, fallback: SocialProvider): SocialProvider {
  const parsed = socialProviderSchema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** The login and sign-up popup (SPEC §2.6, §4.2, §8). */
export default function LoginPopup({ onExited }: { onExited?: () => void } = {}) {
  const { loginRequest, openLogin, closeLogin, signIn } = useSession();
  const { showSnackbar } = useFeedback();
  const isMobile = useIsMobile();
  const [face, setFace] = useState<Face>('login');
  // A new key remounts the faces: 'Return to login' and every new opening start from empty forms.
  const [resetKey, setResetKey] = useState(0);
  const [phoneTarget, setPhoneTarget] = useState<PhoneTarget>(NEW_PHONE);
  const [sentTo, setSentTo] = useState('');
  const [link, setLink] = useState<{ email: string; provider: SocialProvider }>({ email: '', provider: 'google' });
  const [waitingFor, setWaitingFor] = useState<SocialProvider | null>(null);
  const [socialError, setSocialError] = useState<string | null>(null);
  const stopWatching = useRef<(() => void) | null>(null);

  const config = useQuery({
    queryKey: IDENTITY_CONFIG_KEY,
    queryFn: fetchIdentityConfig,
    staleTime: Infinity,
    retry: false,
    meta: { handleErrors: false },
  });
  const providers = config.data?.social_providers ?? [];

  const resetAll = useCallback((next: Face) => {
    setFace(next);
    setResetKey((key) => key + 1);
    setPhoneTarget(NEW_PHONE);
    setSentTo('');
    setSocialError(null);
  }, []);

  useEffect(() => {
    if (!loginRequest) return;
    resetAll(FACE_OF_MODE[loginRequest.mode]);
    if (loginRequest.mode === 'link') {
      setLink({ email: loginRequest.email ?? '', provider: loginRequest.provider ?? 'google' });
    }
  }, [loginRequest, resetAll]);

  useEffect(() => () => stopWatching.current?.(), []);

  const complete = useCallback(
    async (tokens: SessionTokens) => {
      await signIn(tokens);
      closeLogin();
    },
    [signIn, closeLogin],
  );

  const handleAuthMessage = async (message: AuthMessage, provider: SocialProvider) => {
    setWaitingFor(null);
    if (message.status === 'success') {
      try {
        await complete(await refreshTokens());
      } catch (error) {
        setSocialError(identityFailureText(error, socialFailedText(provider)));
      }
      return;
    }
    if (message.error === 'account_not_linked') {
      // Reopens the popup on the link face even if it was closed meanwhile.
      openLogin('link', { email: message.email ?? '', provider: asProvider(message.provider, provider) });
      return;
    }
    setSocialError(socialFailedText(provider));
  };

  const handleSocial = (provider: SocialProvider) => {
    setSocialError(null);
    stopWatching.current?.();
    // Opened inside the click, before any await, so the pop-up blocker lets it through.
    const popup = openAuthWindow();
    if (!popup) {
      showSnackbar(IDENTITY_TEXTS.popupClosed, SNACKBAR_DEFAULT_MS);
      return;
    }
    setWaitingFor(provider);
    startSocialSignIn(provider)
      .then((url) => {
        popup.location.href = url;
        stopWatching.current = watchAuthWindow(popup, {
          onMessage: (message) => void handleAuthMessage(message, provider),
          onClosed: () => {
            setWaitingFor(null);
            showSnackbar(IDENTITY_TEXTS.popupClosed, SNACKBAR_DEFAULT_MS);
          },
        });
      })
      .catch((error: unknown) => {
        popup.close();
        setWaitingFor(null);
        setSocialError(identityFailureText(error, socialFailedText(provider)));
      });
  };

  const goTo = (next: Face) => {
    setSocialError(null);
    setFace(next);
  };
  const returnToLogin = () => resetAll('login');

  const alternatives = (
    <>
      {socialError && <Alert severity="error">{socialError}</Alert>}
      {waitingFor && (
        <Box role="status">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Finish signing in with {PROVIDER_LABELS[waitingFor]} in the window that opened.
          </Typography>
          <LinearProgress />
        </Box>
      )}
      <SignInAlternatives
        providers={providers}
        onSocial={handleSocial}
        onPhone={() => goTo('phone')}
        busy={waitingFor !== null}
      />
    </>
  );

  const title = FACE_TITLES[face];
  return (
    <Dialog
      open={loginRequest !== null}
      onClose={closeLogin}
      aria-labelledby="login-popup-title"
      slotProps={{ transition: { onExited } }}
      fullWidth
      maxWidth="xs"
      fullScreen={isMobile}
    >
      <DialogTitle id="login-popup-title" sx={{ pr: 6, fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={closeLogin} sx={{ position: 'absolute', right: 8, top: 10 }}>
        <Close />
      </IconButton>
      <DialogContent key={resetKey} sx={{ pt: '8px !important', pb: 3 }}>
        {face === 'login' && (
          <SignInFace
            complete={complete}
            onForgot={() => goTo('forgot')}
            onRegister={() => goTo('signup')}
            alternatives={alternatives}
          />
        )}
        {face === 'signup' && (
          <RegisterFace complete={complete} onLogin={() => goTo('login')} alternatives={alternatives} />
        )}
        {face === 'forgot' && (
          <ForgotFace
            onSent={(email) => {
              setSentTo(email);
              setFace('forgotSent');
            }}
            onReturn={returnToLogin}
          />
        )}
        {face === 'forgotSent' && <ForgotSentFace email={sentTo} onReturn={returnToLogin} />}
        {face === 'link' && (
          <LinkFace email={link.email} provider={link.provider} complete={complete} onReturn={returnToLogin} />
        )}
        {face === 'phone' && (
          <PhoneFace
            initial={phoneTarget}
            onSent={(target) => {
              setPhoneTarget(target);
              setFace('otp');
            }}
            onReturn={returnToLogin}
          />
        )}
        {face === 'otp' && (
          <OtpFace
            target={phoneTarget}
            complete={complete}
            onChangeNumber={() => setFace('phone')}
            onReturn={returnToLogin}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
