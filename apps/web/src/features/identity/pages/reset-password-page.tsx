import { IDENTITY_TEXTS, passwordResetBodySchema } from '@lbd/shared/identity';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { apiFieldErrors, validate } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useFormFields } from '../../../lib/use-form-fields';
import { confirmPasswordReset } from '../api';
import { identityFailureText } from '../failure-text';

type Outcome = 'form' | 'changed' | 'invalid';

function Card({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
        {children}
      </Paper>
    </Box>
  );
}

/** /resetPassword?token=...: the page the reset email links to (SPEC §7.1). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { openLogin } = useSession();
  const form = useFormFields({ password: '', confirm_password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(passwordResetBodySchema, { ...form.values, token });
    if (result.errors) {
      if (result.errors.token) setOutcome('invalid');
      form.setErrors(result.errors);
      return;
    }
    setSubmitting(true);
    try {
      await confirmPasswordReset(result.data);
      setOutcome('changed');
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields?.token) setOutcome('invalid');
      else if (fields) form.setErrors(fields);
      else form.setFormError(identityFailureText(error, IDENTITY_TEXTS.resetFailed));
    } finally {
      setSubmitting(false);
    }
  };

  if (outcome === 'changed') {
    return (
      <Card>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CheckCircleOutline color="success" sx={{ fontSize: 48 }} />
          <Typography variant="h5" component="h1">
            Password changed
          </Typography>
          <Typography>{IDENTITY_TEXTS.passwordChanged}</Typography>
          <Button variant="contained" onClick={() => openLogin('login')}>
            LOGIN
          </Button>
        </Stack>
      </Card>
    );
  }

  if (outcome === 'invalid') {
    return (
      <Card>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <LinkOff color="error" sx={{ fontSize: 48 }} />
          <Typography variant="h5" component="h1">
            Reset link not valid
          </Typography>
          <Typography>{IDENTITY_TEXTS.resetLinkInvalid}</Typography>
          <Button variant="contained" onClick={() => openLogin('forgot')}>
            Request a new link
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Card>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Choose a new password">
        <Typography variant="h5" component="h1">
          Choose a new password
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Use at least 8 characters. You will sign in with this password from now on.
        </Typography>
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        <PasswordField
          label="New password"
          name="password"
          value={form.values.password}
          onChange={(value) => form.setField('password', value)}
          error={form.errors.password}
          autoComplete="new-password"
          autoFocus
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
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Saving…' : 'Change password'}
        </Button>
      </Stack>
    </Card>
  );
}
