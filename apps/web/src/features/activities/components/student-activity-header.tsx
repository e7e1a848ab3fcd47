import type { Assignment } from '@lbd/shared/activities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { activityDate, durationText, scoreText } from '../peer-format';
import { StudentFileList } from './student-file-list';

export interface StudentActivityHeaderProps {
  assignment: Assignment;
  /** The student's status; absent in the mentor's view. */
  status?: string;
  /** The student's own deadline (an extension moves it); the activity's otherwise. */
  submissionDeadline: string;
  /** Buttons or links under the facts. */
  actions?: ReactNode;
}

/** How a status reads on the screen. */
export const STATUS_LABELS: Record<string, string> = {
  Enrolled: 'Not submitted',
  Submitted: 'Submitted',
  complete: 'Complete',
  REDO: 'Redo requested',
};

/**
 * The facts of SPEC §2.6: title, type, total score, mentor score, peer engagement score, duration
 * in minutes, status, submission deadline, evaluation deadline; then the description and files.
 */
export function StudentActivityHeader({
  assignment: a,
  status,
  submissionDeadline,
  actions,
}: StudentActivityHeaderProps) {
  const facts: [string, string][] = [
    ['Total score', scoreText(a.max_score)],
    ['Mentor score', scoreText(a.mentor_assessment_score)],
    ['Peer engagement score', scoreText(a.peer_assessment_score)],
    ['Duration', durationText(a.duration)],
    ...(status ? ([['Status', STATUS_LABELS[status] ?? status]] as [string, string][]) : []),
    ['Submission deadline', activityDate(submissionDeadline)],
    ['Evaluation deadline', a.peer_evaluation ? activityDate(a.peer_disable_at) : 'No peer evaluation'],
  ];
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
          <Chip label={a.type} color="primary" variant="outlined" size="small" />
          {a.learning_path.value === 'PEER' && (
            <Chip label={a.peer_evaluation ? 'Peer evaluation' : 'Peer learning'} size="small" />
          )}
        </Stack>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, wordBreak: 'break-word', mb: 2 }}>
          {a.title}
        </Typography>
        <Box
          component="dl"
          aria-label="Activity facts"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            columnGap: 2,
            rowGap: 1.5,
            m: 0,
          }}
        >
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {term}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 600 }}
                data-testid={`fact-${term.toLowerCase().replace(/\s+/g, '-')}`}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {actions && (
          <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        )}
      </Paper>
      <Paper
        component="section"
        aria-labelledby="activity-about"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
      >
        <Typography id="activity-about" variant="h6" component="h2" gutterBottom>
          About the activity
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', mb: a.files.length ? 2 : 0, wordBreak: 'break-word' }}>
          {a.description || 'The mentor has not described this activity.'}
        </Typography>
        {a.files.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Files
            </Typography>
            <StudentFileList files={a.files} label="Activity files" />
          </>
        )}
      </Paper>
    </>
  );
}
