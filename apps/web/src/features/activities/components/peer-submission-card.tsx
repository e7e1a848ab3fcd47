import type { Assignment } from '@lbd/shared/activities';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { PeerSubmission } from '../api/student';
import { activityDate } from '../peer-format';
import { PeerSubmissionContent } from './peer-submission-content';

/** One peer's submission with what goes under it (comments, or the evaluation). */
export function PeerSubmissionCard({
  submission,
  assignment,
  children,
}: {
  submission: PeerSubmission;
  assignment: Assignment;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {submission.is_own ? `${submission.name} (your submission)` : submission.name}
        </Typography>
        {submission.submitted_at && (
          <Typography variant="caption" color="text.secondary">
            Submitted on {activityDate(submission.submitted_at)}
          </Typography>
        )}
        {submission.status === 'REDO' && <Chip size="small" color="warning" label="Redo requested" />}
      </Stack>
      <PeerSubmissionContent submission={submission} assignment={assignment} />
      {children && (
        <>
          <Divider sx={{ my: 1.5 }} />
          {children}
        </>
      )}
    </Paper>
  );
}
