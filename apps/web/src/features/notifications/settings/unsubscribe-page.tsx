import {
  DIGEST_KIND,
  NOTIFICATION_EMAIL_TEXTS,
  readUnsubscribeToken,
  unsubscribeKindLabel,
  type UnsubscribeKind,
} from '@lbd/shared/notification-emails';
import CheckCircle from '@mui/icons-material/CheckCircle';
import LinkOff from '@mui/icons-material/LinkOff';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { unsubscribe } from './api';

export const UNSUBSCRIBE_TEXTS = {
  heading: 'Unsubscribe from emails',
  willStop: (label: string) => `You will no longer get emails about ${label}.`,
  digestWillStop: 'You will no longer get the daily digest email.',
  bellStays: 'Your notifications still appear in the bell whenever you use Learn By Doing.',
  confirm: 'Unsubscribe',
  working: 'Unsubscribing…',
  done: (label: string) => `Done. Emails about ${label} are turned off.`,
  digestDone: 'Done. The daily digest is turned off.',
  changeMind: 'Changed your mind? Choose again in',
  settings: 'Profile Settings',
  failed: 'Your choice could not be saved. Please try again.',
} as const;

const what = (kind: UnsubscribeKind) => (kind === DIGEST_KIND ? 'digest' : unsubscribeKindLabel(kind));

function Shell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ px: 2, py: { xs: 3, md: 6 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 620 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 2 }}>
          {UNSUBSCRIBE_TEXTS.heading}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

function Outcome({ icon, text, tone }: { icon: ReactNode; text: string; tone: 'success' | 'neutral' }) {
  return (
    <Box
      role="status"
      data-testid="unsubscribe-outcome"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        color: tone === 'success' ? 'success.dark' : 'text.secondary',
      }}
    >
      {icon}
      <Typography sx={{ color: 'inherit', fontWeight: 600 }}>{text}</Typography>
    </Box>
  );
}

/** 422 (not genuine) and 404 (the account is gone) mean the link cannot be used; the server says which. */
function unusableText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 404) return NOTIFICATION_EMAIL_TEXTS.linkGone;
  if (error.status === 422 || error.status === 400) return NOTIFICATION_EMAIL_TEXTS.linkInvalid;
  return null;
}

/**
 * /unsubscribe?token=... from a notification email (no sign-in needed). Opening the link changes
 * nothing (mail scanners follow links): the page says what will stop and waits for the button.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const read = readUnsubscribeToken(token);
  const confirm = useMutation({
    mutationFn: () => unsubscribe(token),
    meta: { handleErrors: false },
  });

  if (!read) {
    return (
      <Shell>
        <Outcome icon={<LinkOff />} text={NOTIFICATION_EMAIL_TEXTS.linkInvalid} tone="neutral" />
      </Shell>
    );
  }
  const isDigest = read.kind === DIGEST_KIND;
  const unusable = confirm.isError ? unusableText(confirm.error) : null;

  if (confirm.isSuccess) {
    return (
      <Shell>
        <Outcome
          icon={<CheckCircle />}
          text={isDigest ? UNSUBSCRIBE_TEXTS.digestDone : UNSUBSCRIBE_TEXTS.done(confirm.data.label)}
          tone="success"
        />
        <Typography sx={{ mt: 2 }}>
          {UNSUBSCRIBE_TEXTS.changeMind}{' '}
          <Link component={RouterLink} to="/myprofile">
            {UNSUBSCRIBE_TEXTS.settings}
          </Link>
          .
        </Typography>
      </Shell>
    );
  }
  if (unusable) {
    return (
      <Shell>
        <Outcome icon={<LinkOff />} text={unusable} tone="neutral" />
      </Shell>
    );
  }

  return (
    <Shell>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1 }}>
        <EmailOutlined color="primary" />
        <Typography sx={{ fontWeight: 600 }} data-testid="unsubscribe-what">
          {isDigest ? UNSUBSCRIBE_TEXTS.digestWillStop : UNSUBSCRIBE_TEXTS.willStop(what(read.kind))}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {UNSUBSCRIBE_TEXTS.bellStays}
      </Typography>
      {confirm.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {UNSUBSCRIBE_TEXTS.failed}
        </Alert>
      )}
      <Button variant="contained" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
        {confirm.isPending ? UNSUBSCRIBE_TEXTS.working : UNSUBSCRIBE_TEXTS.confirm}
      </Button>
    </Shell>
  );
}
