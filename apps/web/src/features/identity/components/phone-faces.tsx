import { OTP_LENGTH } from '@lbd/shared/constants';
import { IDENTITY_TEXTS } from '@lbd/shared/identity';
import { isValidPhone } from '@lbd/shared/profiles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { CountryCodeField } from '../../../components/country-code-field';
import { emptyOtp, isOtpComplete, OtpInput } from '../../../components/otp-input';
import type { SearchOption } from '../../../components/search-autocomplete';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { sendPhoneCode, verifyPhoneCode } from '../api';
import { identityFailureText } from '../failure-text';
import { FaceLink, type CompleteSignIn } from './password-faces';
import { ReturnToLogin } from './recovery-faces';

export interface PhoneTarget {
  country: SearchOption;
  phone: string;
}

const SEND_FAILED = 'We could not send the code. Please try again.';

interface PhoneFaceProps {
  initial: PhoneTarget;
  onSent: (target: PhoneTarget) => void;
  onReturn: () => void;
}

/** Phone authentication, step 1: country code (searchable, India (+91) by default) and number. */
export function PhoneFace({ initial, onSent, onReturn }: PhoneFaceProps) {
  const [country, setCountry] = useState<SearchOption | null>(initial.country);
  const [phone, setPhone] = useState(initial.phone);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = country?.code ?? '';
    if (!code || !isValidPhone(code, phone)) {
      setErrors(code ? { phone: IDENTITY_TEXTS.invalidPhone } : { country_code: IDENTITY_TEXTS.invalidPhone });
      return;
    }
    setSubmitting(true);
    try {
      await sendPhoneCode({ country_code: code, phone });
      onSent({ country: country as SearchOption, phone });
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else setFormError(identityFailureText(error, SEND_FAILED));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Sign in with phone">
      <Typography variant="body2" color="text.secondary">
        We will send a {OTP_LENGTH}-digit code to your phone by SMS.
      </Typography>
      {formError && <Alert severity="error">{formError}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '190px 1fr' }, gap: 2 }}>
        <CountryCodeField
          value={country}
          onChange={(value) => {
            setCountry(value);
            setErrors({});
            setFormError(null);
          }}
          error={errors.country_code}
          disabled={submitting}
        />
        <TextField
          label="Phone number"
          name="phone"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value.replace(/[^\d]/g, ''));
            setErrors({});
            setFormError(null);
          }}
          error={Boolean(errors.phone)}
          helperText={errors.phone}
          autoComplete="tel-national"
          disabled={submitting}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
          fullWidth
        />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
        {submitting ? 'Sending…' : 'Send code'}
      </Button>
      <ReturnToLogin onReturn={onReturn} />
    </Stack>
  );
}

interface OtpFaceProps {
  target: PhoneTarget;
  complete: CompleteSignIn;
  onChangeNumber: () => void;
  onReturn: () => void;
}

/** Phone authentication, step 2: the six-digit code; Verify only when all six boxes are filled. */
export function OtpFace({ target, complete, onChangeNumber, onReturn }: OtpFaceProps) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const countryCode = target.country.code ?? '';
  const body = { country_code: countryCode, phone: target.phone };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isOtpComplete(digits)) {
      setError(IDENTITY_TEXTS.otpRequired);
      return;
    }
    setSubmitting(true);
    try {
      await complete(await verifyPhoneCode({ ...body, code: digits.join('') }));
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      setError(fields?.code ?? fields?.phone ?? identityFailureText(failure, IDENTITY_TEXTS.wrongOtp));
    } finally {
      setSubmitting(false);
    }
  };

  const handleResend = async () => {
    setResending(true);
    setError(null);
    setNotice(null);
    try {
      await sendPhoneCode(body);
      setDigits(emptyOtp());
      setNotice(`We sent a new code to ${countryCode} ${target.phone}.`);
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      setError(fields?.phone ?? identityFailureText(failure, SEND_FAILED));
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Verify code">
      <Typography variant="body2" color="text.secondary">
        Enter the {OTP_LENGTH}-digit code we sent to{' '}
        <Box component="strong" sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}>
          {countryCode} {target.phone}
        </Box>
        . <FaceLink onClick={onChangeNumber}>Change number</FaceLink>
      </Typography>
      {notice && <Alert severity="success">{notice}</Alert>}
      <OtpInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setError(null);
        }}
        error={Boolean(error)}
        describedBy={error ? 'otp-error' : undefined}
        disabled={submitting}
        autoFocus
      />
      {error && (
        <Typography id="otp-error" role="alert" variant="body2" color="error" sx={{ textAlign: 'center' }}>
          {error}
        </Typography>
      )}
      <Button type="submit" variant="contained" size="large" disabled={submitting || !isOtpComplete(digits)} fullWidth>
        {submitting ? 'Verifying…' : 'Verify'}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Didn&apos;t get it?{' '}
          <FaceLink onClick={() => void handleResend()}>{resending ? 'Sending…' : 'Resend code'}</FaceLink>
        </Typography>
        <FaceLink onClick={onReturn}>Return to login</FaceLink>
      </Stack>
    </Stack>
  );
}
