import { SNACKBAR_DEFAULT_MS } from '@lbd/shared/constants';
import {
  IDENTITY_TEXTS,
  passwordResetRequestSchema,
  signInBodySchema,
  type SocialProvider,
} from '@lbd/shared/identity';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/password-field';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, validate } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useFormFields } from '../../../lib/use-form-fields';
import { linkAccount, requestPasswordReset, type LinkAccountResult } from '../api';
import { identityFailureText, PROVIDER_LABELS } from '../failure-text';
import { openAuthWindow, watchAuthWindow } from '../social-popup';
import { useFaceSubmit } from '../use-face-submit';
import { EmailField, FaceLink, type CompleteSignIn } from './password-faces';

function ReturnToLogin({ onReturn }: { onReturn: () => void }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <FaceLink onClick={onReturn}>Return to login</FaceLink>
    </Box>
  );
}

/** Forgot password: ask for the email, then send the reset link (SPEC §4.2, §8). */
export function ForgotFace({ onSent, onReturn }: { onSent: (email: string) => void; onReturn: () => void }) {
  const form = useFormFields({ email: '' });
  const { submitting, handleSubmit } = useFaceSubmit(
    form,
    passwordResetRequestSchema,
    async ({ email }) => {
      await requestPasswordReset(email);
      onSent(email);
    },
    IDENTITY_TEXTS.resetFailed,
  );

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Reset password">
      <Typography variant="body2" color="text.secondary">
        Enter the email address of your account and we will send you a link to choose a new password.
      </Typography>
      {form.formError && <Alert severity="error">{form.formError}</Alert>}
      <EmailField
        value={form.values.email}
        onChange={(value) => form.setField('email', value)}
        error={form.errors.email}
        autoFocus
        disabled={submitting}
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
        {submitting ? 'Sending…' : 'Send reset link'}
      </Button>
      <ReturnToLogin onReturn={onReturn} />
    </Stack>
  );
}

/** The link-sent confirmation. */
export function ForgotSentFace({ email, onReturn }: { email: string; onReturn: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} />
      <Typography>{IDENTITY_TEXTS.resetLinkSent}</Typography>
      <Typography variant="body2" color="text.secondary">
        Sent to <strong>{email}</strong>. The link works once; if it does not arrive, check your spam folder.
      </Typography>
      <ReturnToLogin onReturn={onReturn} />
    </Stack>
  );
}

interface LinkFaceProps {
  email: string;
  provider: SocialProvider;
  complete: CompleteSignIn;
  onReturn: () => void;
}

/**
 * Link accounts (SPEC §8, social login): the social account's email already has a password
 * account. Signing in with that password links both; the user stays signed in even when
 * attaching the social account fails.
 */
export function LinkFace({ email, provider, complete, onReturn }: LinkFaceProps) {
  const form = useFormFields({ email, password: '' });
  const [submitting, setSubmitting] = useState(false);
  const { showSnackbar } = useFeedback();
  const { refetchUser } = useSession();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(signInBodySchema, form.values);
    if (result.errors) {
      form.setErrors(result.errors);
      return;
    }
    // Opened inside the submit handler, before any await, so the pop-up blocker lets it through.
    const popup = openAuthWindow();
    setSubmitting(true);
    let linked: LinkAccountResult;
    try {
      linked = await linkAccount({ ...result.data, provider });
    } catch (error) {
      popup?.close();
      const fields = apiFieldErrors(error);
      if (fields) form.setErrors(fields);
      else form.setFormError(identityFailureText(error));
      setSubmitting(false);
      return;
    }
    try {
      await complete(linked);
    } catch (error) {
      popup?.close();
      form.setFormError(identityFailureText(error));
      setSubmitting(false);
      return;
    }
    const linkFailed = () => showSnackbar(IDENTITY_TEXTS.linkFailed, SNACKBAR_DEFAULT_MS);
    if (!popup) {
      linkFailed();
      return;
    }
    popup.location.href = linked.url;
    watchAuthWindow(popup, {
      onMessage: (message) => {
        if (message.status === 'success') void refetchUser().catch(() => undefined);
        else linkFailed();
      },
      onClosed: linkFailed,
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Link accounts">
      <Alert severity="info">{IDENTITY_TEXTS.accountExistsDifferentCredential}</Alert>
      {form.formError && <Alert severity="error">{form.formError}</Alert>}
      <EmailField
        value={form.values.email}
        onChange={(value) => form.setField('email', value)}
        error={form.errors.email}
        autoFocus={email === ''}
        disabled={submitting}
      />
      <PasswordField
        label="Password"
        name="password"
        value={form.values.password}
        onChange={(value) => form.setField('password', value)}
        error={form.errors.password}
        autoComplete="current-password"
        autoFocus={email !== ''}
        disabled={submitting}
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
        {submitting ? 'Linking…' : `Link ${PROVIDER_LABELS[provider]} and sign in`}
      </Button>
      <ReturnToLogin onReturn={onReturn} />
    </Stack>
  );
}

export { ReturnToLogin };
