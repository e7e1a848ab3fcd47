import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { JobSummary } from '../api';
import { STATUS_LABELS, TYPE_LABELS } from '../job-helpers';

const STATUS_TEXT = { draft: 'Draft', published: 'Published', closed: 'Closed' } as const;

/** The job's state, days left, positions and applications per status (show_job_summary). */
export function JobSummaryPanel({ summary, compact }: { summary: JobSummary; compact?: boolean }) {
  const a = summary.applications;
  const counts: [string, number][] = [
    ['Total', a.total],
    [STATUS_LABELS.applied, a.applied],
    [STATUS_LABELS.shortlisted, a.shortlisted],
    [STATUS_LABELS.selected, a.selected],
    [STATUS_LABELS.rejected, a.rejected],
    [STATUS_LABELS.withdrawn, a.withdrawn],
  ];
  return (
    <Box component="section" aria-label="Summary" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Chip size="small" label={TYPE_LABELS[summary.type]} />
        <Chip
          size="small"
          color={summary.status === 'published' ? 'success' : 'default'}
          label={STATUS_TEXT[summary.status]}
        />
        {summary.days_left && <Chip size="small" variant="outlined" label={`Days left: ${summary.days_left}`} />}
        <Chip
          size="small"
          variant="outlined"
          label={`${summary.positions_left} of ${summary.open_positions} position${summary.open_positions === 1 ? '' : 's'} open`}
        />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: compact ? 'repeat(3, 1fr)' : { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
        }}
      >
        {counts.map(([label, n]) => (
          <Paper key={label} variant="outlined" sx={{ p: 1.25, textAlign: 'center' }}>
            <Typography component="dd" sx={{ m: 0, fontSize: 22, fontWeight: 700 }} aria-label={`${label}: ${n}`}>
              {n}
            </Typography>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
