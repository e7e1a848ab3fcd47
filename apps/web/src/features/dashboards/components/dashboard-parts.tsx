import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { indiaDateTime } from '../../../lib/dates';
import { agoText } from '../nudge-format';

/** A titled dashboard panel (a landmark named by its title), with an optional action beside the title. */
export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%', minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** One number of a dashboard, named by its label, with an optional note under it. */
export function Tile({ label, value, detail }: { label: string; value: number | string; detail?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} role="group" aria-label={label}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {detail && (
        <Typography variant="caption" color="warning.main">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/** When the numbers on a page were computed ('Updated just now', 'Updated 3 minutes ago'), kept current. */
export function Freshness({ at }: { at: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography variant="caption" color="text.secondary" role="status" title={indiaDateTime(at)}>
      Updated {agoText(at, now)}
    </Typography>
  );
}

/** A dashboard page's frame: its padding on every screen, and nothing of fixed width. */
export function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ px: { xs: 1.5, sm: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1200, minWidth: 0 }}>{children}</Box>
  );
}

/** What an institute's page says to someone it is not for. */
export function NotForYou({ heading, message }: { heading: string; message: string }) {
  return (
    <DashboardFrame>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Alert severity="info">{message}</Alert>
    </DashboardFrame>
  );
}
