import { ERROR_TEXTS } from '@lbd/shared/messages';
import ArrowBack from '@mui/icons-material/ArrowBack';
import BuildCircle from '@mui/icons-material/BuildCircle';
import CloudOff from '@mui/icons-material/CloudOff';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Refresh from '@mui/icons-material/Refresh';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router';
import { browser } from '../lib/browser';
import { useSession } from '../lib/session';
import type { ErrorPageType } from '../lib/describe-failure';

/** Where every error page's back button leads (SPEC §2.6). */
export const ERROR_BACK_PATH = '/dashboard';

interface ErrorContent {
  heading: string;
  message: string;
  icon: SvgIconComponent;
  retry: boolean;
}

export const ERROR_CONTENT: Record<ErrorPageType, ErrorContent> = {
  unauthorized: {
    heading: ERROR_TEXTS.accessDeniedHeading,
    message: ERROR_TEXTS.accessDeniedMessage,
    icon: LockOutlined,
    retry: false,
  },
  notfound: {
    heading: ERROR_TEXTS.notFoundHeading,
    message: 'The page you asked for does not exist or has moved.',
    icon: SearchOff,
    retry: false,
  },
  broken: {
    heading: ERROR_TEXTS.brokenHeading,
    message: 'We could not reach Learn By Doing. Please check your connection and try again in a little while.',
    icon: BuildCircle,
    retry: false,
  },
  server: {
    heading: ERROR_TEXTS.serverErrorHeading,
    message: 'The server could not complete your request. Please try again.',
    icon: CloudOff,
    retry: true,
  },
};

export interface ErrorViewProps {
  type: ErrorPageType;
  /** What Retry does; reloads the page unless given. */
  onRetry?: () => void;
  /** Access Denied for a signed-out visitor: a LOGIN button opens the login popup (the page is kept for after it). */
  offerLogin?: boolean;
}

/** One of the four error screens of SPEC §2.6 / §8, with the back button to /dashboard. */
export function ErrorView({ type, onRetry, offerLogin = false }: ErrorViewProps) {
  const content = ERROR_CONTENT[type];
  const Icon = content.icon;
  const handleRetry = onRetry ?? (() => browser.reload());
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '70vh', px: 2, py: 6 }}>
      <Paper variant="outlined" sx={{ maxWidth: 560, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(47, 84, 212, 0.1)',
            color: 'primary.main',
          }}
        >
          <Icon sx={{ fontSize: 40 }} />
        </Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {content.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {content.message}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to={ERROR_BACK_PATH}
            variant={content.retry || offerLogin ? 'outlined' : 'contained'}
            startIcon={<ArrowBack />}
          >
            Back
          </Button>
          {offerLogin && <LoginButton />}
          {content.retry && (
            <Button variant="contained" onClick={handleRetry} startIcon={<Refresh />}>
              {ERROR_TEXTS.retry}
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

/** Opens the login popup on its sign-in face (SPEC §2.4's LOGIN). */
function LoginButton() {
  const { openLogin } = useSession();
  return (
    <Button variant="contained" onClick={() => openLogin('login')}>
      LOGIN
    </Button>
  );
}
