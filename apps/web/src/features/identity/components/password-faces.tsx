import { signInBodySchema, signUpBodySchema, type SessionTokens } from '@lbd/shared/identity';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PasswordField } from '../../../components/password-field';
import { useFormFields } from '../../../lib/use-form-fields';
import { signInWithPassword, signUp } from '../api';
import { useFaceSubmit } from '../use-face-submit';

/** Signs in with the tokens of a successful call and closes the popup. */
export type CompleteSignIn = (tokens: SessionTokens) => Promise<void>;

export function FaceLink({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Link component="button" type="button" variant="body2" onClick={onClick} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}

export function EmailField({
  value,
  onChange,
  error,
  autoFocus,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      value={value}
      // Trimmed on input (SPEC §5.2).
      onChange={(event) => onChange(event.target.value.trim())}
      error={Boolean(error)}
      helperText={error}
      autoComplete="email"
      autoFocus={autoFocus}
      disabled={disabled}
      fullWidth
    />
  );
}

interface SignInFaceProps {
  complete: CompleteSignIn;
  onForgot: () => void;
  onRegister: () => void;
  /** Social buttons and the phone option. */
  alternatives: ReactNode;
}

/** The sign-in face: email and password (SPEC §4.2, §5.2). */
export function SignInFace({ complete, onForgot, onRegister, alternatives }: SignInFaceProps) {
  const form = useFormFields({ email: '', password: '' });
  const { submitting, handleSubmit } = useFaceSubmit(form, signInBodySchema, async (body) =>
    complete(await signInWithPassword(body)),
  );

  return (
    <Stack spacing={2}>
      {alternatives}
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Sign in with email">
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        <EmailField
          value={form.values.email}
          onChange={(value) => form.setField('email', value)}
          error={form.errors.email}
          disabled={submitting}
        />
        <PasswordField
          label="Password"
          name="password"
          value={form.values.password}
          onChange={(value) => form.setField('password', value)}
          error={form.errors.password}
          autoComplete="current-password"
          disabled={submitting}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: '4px !important' }}>
          <FaceLink onClick={onForgot}>Forgot password?</FaceLink>
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {submitting ? 'Signing in…' : 'LOGIN'}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        New to Learn By Doing? <FaceLink onClick={onRegister}>Sign up</FaceLink>
      </Typography>
    </Stack>
  );
}

interface RegisterFaceProps {
  complete: CompleteSignIn;
  onLogin: () => void;
  alternatives: ReactNode;
}

/** The register face: email, password and its confirmation (SPEC §4.2, §5.2). */
export function RegisterFace({ complete, onLogin, alternatives }: RegisterFaceProps) {
  const form = useFormFields({ email: '', password: '', confirm_password: '' });
  const { submitting, handleSubmit } = useFaceSubmit(
    form,
    signUpBodySchema,
    async (body) => complete(await signUp(body)),
    'We could not create your account. Please try again.',
  );

  return (
    <Stack spacing={2}>
      {alternatives}
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Sign up with email">
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        <EmailField
          value={form.values.email}
          onChange={(value) => form.setField('email', value)}
          error={form.errors.email}
          disabled={submitting}
        />
        <PasswordField
          label="Password"
          name="password"
          value={form.values.password}
          onChange={(value) => form.setField('password', value)}
          error={form.errors.password}
          autoComplete="new-password"
          disabled={submitting}
        />
        <PasswordField
          label="Confirm password"
          name="confirm_password"
          value={form.values.confirm_password}
          onChange={(value) => form.setField('confirm_password', value)}
          error={form.errors.confirm_password}
          autoComplete="new-password"
          disabled={submitting}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {submitting ? 'Creating your account…' : 'SIGN UP'}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account? <FaceLink onClick={onLogin}>Login</FaceLink>
      </Typography>
    </Stack>
  );
}
