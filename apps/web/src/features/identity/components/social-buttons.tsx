import type { SocialProvider } from '@lbd/shared/identity';
import Facebook from '@mui/icons-material/Facebook';
import Google from '@mui/icons-material/Google';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { PROVIDER_LABELS } from '../failure-text';

const ICONS: Record<SocialProvider, typeof Google> = { google: Google, facebook: Facebook };

interface SignInAlternativesProps {
  /** Providers the server has configured; the others get no button. */
  providers: SocialProvider[];
  onSocial: (provider: SocialProvider) => void;
  onPhone: () => void;
  /** A social sign-in window is open. */
  busy: boolean;
}

/** 'Continue with Google / Facebook' (configured providers only) and the phone option, above the email form. */
export function SignInAlternatives({ providers, onSocial, onPhone, busy }: SignInAlternativesProps) {
  return (
    <Stack spacing={1.25}>
      {providers.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <Button
            key={provider}
            variant="outlined"
            color="inherit"
            size="large"
            startIcon={<Icon />}
            onClick={() => onSocial(provider)}
            disabled={busy}
            fullWidth
            sx={{ borderColor: 'divider', textTransform: 'none', fontWeight: 600 }}
          >
            Continue with {PROVIDER_LABELS[provider]}
          </Button>
        );
      })}
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        startIcon={<PhoneAndroid />}
        onClick={onPhone}
        disabled={busy}
        fullWidth
        sx={{ borderColor: 'divider', textTransform: 'none', fontWeight: 600 }}
      >
        Continue with phone number
      </Button>
      <Divider sx={{ color: 'text.secondary', fontSize: 13, pt: 0.5 }}>or use your email</Divider>
    </Stack>
  );
}
