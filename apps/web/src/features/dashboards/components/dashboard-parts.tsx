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
export function Tile({ label, value, detail }: { label: string; value: number; detail?: string }) {
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
