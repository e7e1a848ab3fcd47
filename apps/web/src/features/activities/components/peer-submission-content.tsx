import type { Assignment } from '@lbd/shared/activities';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PeerSubmission } from '../api/student';
import { LinkedText } from './linked-text';
import { StudentFileList } from './student-file-list';

/** A peer's work: each current answer under its question (or the whole-activity answer), its links and files. */
export function PeerSubmissionContent({
  submission,
  assignment,
}: {
  submission: PeerSubmission;
  assignment: Assignment;
}) {
  const questions = new Map(assignment.assignment_que.map((q, i) => [q.id, { n: i + 1, text: q.question }]));
  const answers =
    submission.answers.length > 0
      ? submission.answers
      : [{ assignment_que_id: null, description: submission.submission, files: submission.files }];
  return (
    <Box>
      {answers.map((a) => {
        const q = a.assignment_que_id === null ? undefined : questions.get(a.assignment_que_id);
        return (
          <Box key={a.assignment_que_id ?? 'all'} sx={{ mb: 1.5 }}>
            {q && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-word' }}>
                Question {q.n}: {q.text}
              </Typography>
            )}
            {a.description && <LinkedText text={a.description} />}
            <StudentFileList files={a.files} label={`Files of ${submission.name}`} />
          </Box>
        );
      })}
    </Box>
  );
}
