import { LEARNING_STATUS_LABELS, type LearningStatus } from '@lbd/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const pageSx = { px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1040 } as const;

export function StatusChip({ status }: { status: LearningStatus }) {
  return (
    <Chip
      size="small"
      label={LEARNING_STATUS_LABELS[status]}
      color={status === 'draft' ? 'warning' : status === 'published' ? 'success' : 'default'}
    />
  );
}

export function PageTitle({
  children,
  status,
  extra,
}: {
  children: ReactNode;
  status?: LearningStatus;
  extra?: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
      {status && <StatusChip status={status} />}
      {extra}
    </Stack>
  );
}

const DIFFICULTY_LABELS = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;
export const difficultyLabel = (d: keyof typeof DIFFICULTY_LABELS | null) =>
  d ? DIFFICULTY_LABELS[d] : 'Any difficulty';

/** Minutes in words: '20 minutes', '1 h 30 min'. */
export function minutesText(m: number | null): string {
  if (!m) return 'No time limit';
  if (m < 60) return `${m} minute${m === 1 ? '' : 's'}`;
  return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
}

/** An ISO time in en-IN with a 12-hour clock (ARCHITECTURE conventions). */
export function whenText(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', hour12: true });
}
