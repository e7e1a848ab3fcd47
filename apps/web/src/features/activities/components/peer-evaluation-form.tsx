import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, checkPeerScore, type Assignment } from '@lbd/shared/activities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { newRequestId } from '../../../lib/request-id';
import { postPeerAssessment, studentActivityKeys, type PeerSubmission } from '../api/student';
import { parsePeerScore, scoreText } from '../peer-format';
import type { UploadedActivityFile } from '../use-activity-upload';
import { usePeerPost } from '../use-peer-post';
import { FileUpload } from './file-upload';

type Problems = Partial<Record<'score' | 'comments' | 'rubric', string>>;

/** The SPEC §5.3 checks of an evaluation; empty when it may be posted. Pure. */
export function evaluationProblems(
  values: { score: string; comments: string; rubric: UploadedActivityFile | null },
  maxScore: number,
): Problems {
  const out: Problems = {};
  const score = checkPeerScore(values.score, maxScore);
  if ('problem' in score) out.score = score.problem;
  if (!values.comments.trim()) out.comments = ACTIVITY_MESSAGES.enterComment;
  if (!values.rubric) out.rubric = ACTIVITY_MESSAGES.uploadFile;
  return out;
}

/** Score (0 to the mentor score, one decimal), comment and rubric file for one peer's submission. */
export function PeerEvaluationForm({
  assignment,
  submission,
  profileId,
}: {
  assignment: Assignment;
  submission: PeerSubmission;
  profileId: number;
}) {
  const queryClient = useQueryClient();
  const max = assignment.mentor_assessment_score;
  const [score, setScore] = useState('');
  const [comments, setComments] = useState('');
  const [rubric, setRubric] = useState<UploadedActivityFile | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [requestId, setRequestId] = useState(newRequestId);
  const post = usePeerPost(
    (vars: { score: number; comments: string; rubric: number }) =>
      postPeerAssessment({
        type: 'PEER EVALUATION',
        comments: vars.comments,
        peer_profile_id: profileId,
        my_activity_id: submission.my_assignment_id,
        activity_id: assignment.id,
        peer_assessment_score: vars.score,
        rubric_file: vars.rubric,
        client_request_id: requestId,
      }),
    {
      progress: ACTIVITY_MESSAGES.postingComment,
      success: ACTIVITY_MESSAGES.commentPosted,
      failure: ACTIVITY_MESSAGES.commentFailed,
    },
    () => {
      setRequestId(newRequestId());
      void queryClient.invalidateQueries({ queryKey: studentActivityKeys.peer(assignment.id) });
    },
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    const found = evaluationProblems({ score, comments, rubric }, max);
    setProblems(found);
    const parsed = parsePeerScore(score, max);
    if (Object.keys(found).length > 0 || parsed === null || !rubric) return;
    post.mutate({ score: parsed, comments: comments.trim(), rubric: rubric.id });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={`Evaluate ${submission.name}`}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Your evaluation
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={`Score (out of ${scoreText(max)})`}
          size="small"
          value={score}
          onChange={(e) => setScore(e.target.value)}
          error={Boolean(problems.score)}
          helperText={problems.score ?? 'One decimal at most'}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
          sx={{ width: { sm: 240 }, flexShrink: 0 }}
        />
        <TextField
          label="Comments"
          size="small"
          multiline
          minRows={2}
          fullWidth
          value={comments}
          onChange={(e) => setComments(e.target.value)}
          error={Boolean(problems.comments)}
          helperText={problems.comments ?? ' '}
          slotProps={{ htmlInput: { maxLength: ACTIVITY_LIMITS.comment } }}
        />
      </Stack>
      <Box sx={{ mt: 1 }}>
        <FileUpload
          assignmentId={assignment.id}
          label="Rubric file"
          single
          files={rubric ? [rubric] : []}
          onChange={(files) => {
            setRubric(files[0] ?? null);
            setProblems(({ rubric: _gone, ...rest }) => rest);
          }}
          error={problems.rubric}
        />
      </Box>
      <Button type="submit" variant="contained" size="small" disabled={post.isPending} sx={{ mt: 1.5 }}>
        Submit Evaluation
      </Button>
    </Box>
  );
}
