import Chip from '@mui/material/Chip';

const COLORS: Record<string, 'default' | 'info' | 'success' | 'warning'> = {
  Enrolled: 'default',
  Submitted: 'info',
  complete: 'success',
  REDO: 'warning',
};

/** An enrolment's status as the spec names it (Enrolled, Submitted, complete, REDO). */
export function MentorStatusChip({ status }: { status: string }) {
  return <Chip size="small" color={COLORS[status] ?? 'default'} label={status} variant="outlined" />;
}
