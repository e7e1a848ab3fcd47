import type { Assignment } from '@lbd/shared/activities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PeerAssessment } from '../api/student';
import { activityDate, scoreText } from '../peer-format';
import { StudentFileList } from './student-file-list';

/** Evaluations of one submission: reviewer, score, comments, rubric, redo and appeal state. */
export function PeerReviewsList({
  reviews,
  assignment,
  label,
  renderActions,
}: {
  reviews: PeerAssessment[];
  assignment: Assignment;
  label: string;
  renderActions?: (review: PeerAssessment) => ReactNode;
}) {
  if (reviews.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No evaluations yet.
      </Typography>
    );
  return (
    <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
      {reviews.map((r) => (
        <Box
          component="li"
          key={r.id}
          aria-label={`Evaluation by ${r.peer_name}`}
          sx={{ borderLeft: 3, borderColor: r.status === 'REDO' ? 'warning.main' : 'primary.light', pl: 1.5 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {r.peer_name}
            </Typography>
            <Typography variant="body2">
              Score {scoreText(r.peer_assessment_score)} / {scoreText(assignment.mentor_assessment_score)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {activityDate(r.submitted_at)}
            </Typography>
            {r.status === 'REDO' && <Chip size="small" color="warning" label="Marked for redo" />}
            {r.appealed && <Chip size="small" color="info" label="Appealed" />}
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            {r.comments}
          </Typography>
          {r.file.data && <StudentFileList files={[r.file.data]} label={`Rubric of ${r.peer_name}`} />}
          {renderActions?.(r)}
        </Box>
      ))}
    </Stack>
  );
}
