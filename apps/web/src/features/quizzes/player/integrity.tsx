import type { Integrity } from '@lbd/shared/quizzes';
import Fullscreen from '@mui/icons-material/Fullscreen';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';

/*
 * The quiz author's integrity options as the student meets them, told plainly before anything happens:
 * a request for full screen (the student may go on without it, and the mentor sees that in the log), and
 * a limit of times leaving the page, counted by the server.
 */

export const INTEGRITY_TEXTS = {
  fullscreenTitle: 'This quiz asks for full screen',
  fullscreenBody:
    'Your mentor asked that this quiz be taken in full screen. Leaving full screen is noted in the attempt log; it does not end your attempt.',
  enterFullscreen: 'Enter full screen',
  withoutFullscreen: 'Continue without full screen',
  focusLimit: (losses: number, limit: number) =>
    losses === 0
      ? `Leaving this page ${limit} time${limit === 1 ? '' : 's'} submits your attempt.`
      : `You have left this page ${losses} of ${limit} time${limit === 1 ? '' : 's'} allowed: at ${limit} your attempt is submitted.`,
} as const;

const canFullscreen = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;

/** Whether the page is in full screen now. */
function useIsFullscreen() {
  const [full, setFull] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const change = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', change);
    return () => document.removeEventListener('fullscreenchange', change);
  }, []);
  return full;
}

/**
 * The questions, behind a request for full screen when the author asked for it and the browser can; the
 * student may decline (noted in the log) and is asked again after leaving full screen.
 */
export function FullscreenGate({ integrity, children }: { integrity: Integrity; children: ReactNode }) {
  const full = useIsFullscreen();
  const [declined, setDeclined] = useState(false);
  if (!integrity.fullscreen || !canFullscreen() || full || declined) return <>{children}</>;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}
      role="region"
      aria-labelledby="fs-title"
    >
      <Fullscreen sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
      <Typography id="fs-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {INTEGRITY_TEXTS.fullscreenTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 560, mx: 'auto' }}>
        {INTEGRITY_TEXTS.fullscreenBody}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
        <Button
          variant="contained"
          onClick={() => void document.documentElement.requestFullscreen().catch(() => setDeclined(true))}
        >
          {INTEGRITY_TEXTS.enterFullscreen}
        </Button>
        <Button onClick={() => setDeclined(true)}>{INTEGRITY_TEXTS.withoutFullscreen}</Button>
      </Stack>
    </Paper>
  );
}

/** The author's limit of times leaving the page, and how many are used, shown before the questions. */
export function FocusLimitNotice({ integrity, losses }: { integrity: Integrity; losses: number }) {
  const limit = integrity.max_focus_losses;
  if (limit <= 0) return null;
  return (
    <Alert severity={losses > 0 ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="focus-limit">
      {INTEGRITY_TEXTS.focusLimit(losses, limit)}
    </Alert>
  );
}
