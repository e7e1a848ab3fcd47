import type { ImportRecord } from '@lbd/shared/imports';
import { Box, LinearProgress, Typography } from '@mui/material';
import { timeLeft } from '../format';

const PHASE = {
  dry_run: 'Checking every row (nothing is written yet)',
  commit: 'Writing the valid rows',
  undo: 'Undoing the import',
};

/** A running phase: rows done of total and the time left, refreshed every 1.5 s. */
export function ImportProgress({ record }: { record: ImportRecord }) {
  const { phase, done, total, seconds_left } = record.progress;
  if (!phase) return null;
  const value = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  return (
    <Box role="status" aria-live="polite" sx={{ my: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{PHASE[phase]}</Typography>
      <LinearProgress
        variant={total > 0 ? 'determinate' : 'indeterminate'}
        value={value}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary">
        {done.toLocaleString('en-IN')} of {total.toLocaleString('en-IN')} rows · {timeLeft(seconds_left)}
      </Typography>
    </Box>
  );
}
