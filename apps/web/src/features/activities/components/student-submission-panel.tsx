import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, type MyAssignmentDetail } from '@lbd/shared/activities';
import { MESSAGE_MS, SERVER_SUCCESS_MS } from '@lbd/shared/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { STUDENT_ACTIVITY_KEY, studentActivityKeys, submitMyAssignment } from '../api/student';
import { activityDate } from '../peer-format';
import type { UploadedActivityFile } from '../use-activity-upload';
import { FileUpload } from './file-upload';
import { StudentFileList } from './student-file-list';

type Submission = MyAssignmentDetail['submissions'][number];

/** Texts of this panel where the spec is silent. */
export const SUBMISSION_TEXTS = {
  saved: 'Your submission has been saved.',
  failed: 'Your submission could not be saved.',
  closed: 'Submissions are closed for you.',
  notSubmitted: 'Not submitted yet.',
} as const;

/** May the student still (re)submit? The server decides; this hides the form once it surely cannot. */
export function canSubmit(my: MyAssignmentDetail, now: Date): boolean {
  return my.active && my.status !== 'complete' && now.getTime() < Date.parse(my.submission_deadline);
}

/** Each question with the student's current answer, the form to (re)submit and earlier versions (SPEC §2.6). */
export function StudentSubmissionPanel({ my }: { my: MyAssignmentDetail }) {
  const questions = my.assignment.assignment_que;
  const open = canSubmit(my, new Date());
  return (
    <Paper component="section" aria-labelledby="my-submission" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography id="my-submission" variant="h6" component="h2" gutterBottom>
        {questions.length > 0 ? 'Questions and your answers' : 'Your submission'}
      </Typography>
      {!open && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {SUBMISSION_TEXTS.closed}
        </Typography>
      )}
      <Stack divider={<Divider flexItem />} spacing={2}>
        {questions.length > 0 ? (
          questions.map((q, i) => (
            <AnswerBlock
              key={q.id}
              my={my}
              questionId={q.id}
              heading={`Question ${i + 1}`}
              question={q.question}
              open={open}
            />
          ))
        ) : (
          <AnswerBlock my={my} questionId={null} heading="Your work" question={null} open={open} />
        )}
      </Stack>
    </Paper>
  );
}

function AnswerBlock({
  my,
  questionId,
  heading,
  question,
  open,
}: {
  my: MyAssignmentDetail;
  questionId: number | null;
  heading: string;
  question: string | null;
  open: boolean;
}) {
  const versions = my.submissions.filter((s) => s.assignment_que_id === questionId);
  const [current, ...earlier] = versions;
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  return (
    <Box component="article" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      {question && <Typography sx={{ whiteSpace: 'pre-line', mb: 1, wordBreak: 'break-word' }}>{question}</Typography>}
      {current ? (
        <SubmissionView submission={current} label="Current submission" />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {SUBMISSION_TEXTS.notSubmitted}
        </Typography>
      )}
      {open &&
        (current && !editing ? (
          <Button variant="outlined" size="small" onClick={() => setEditing(true)} sx={{ mt: 1 }}>
            Resubmit
          </Button>
        ) : (
          <SubmitForm
            my={my}
            questionId={questionId}
            current={current ?? null}
            label={heading}
            onDone={() => setEditing(false)}
            onCancel={current ? () => setEditing(false) : undefined}
          />
        ))}
      {earlier.length > 0 && (
        <Box component="details" sx={{ mt: 1.5 }}>
          <Box component="summary" sx={{ cursor: 'pointer', color: 'text.secondary', typography: 'body2' }}>
            Earlier versions ({earlier.length})
          </Box>
          <Stack component="ol" sx={{ pl: 2.5, mt: 1, gap: 1.5 }} aria-label={`Earlier versions of ${heading}`}>
            {earlier.map((s) => (
              <li key={s.id}>
                <SubmissionView submission={s} label="Earlier version" />
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}

function SubmissionView({ submission, label }: { submission: Submission; label: string }) {
  return (
    <Box aria-label={label} role="group" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        Submitted on {activityDate(submission.inserted_at)}
      </Typography>
      {submission.description && (
        <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{submission.description}</Typography>
      )}
      <StudentFileList files={submission.files} label={`${label} files`} />
    </Box>
  );
}

function SubmitForm({
  my,
  questionId,
  current,
  label,
  onDone,
  onCancel,
}: {
  my: MyAssignmentDetail;
  questionId: number | null;
  current: Submission | null;
  label: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const [description, setDescription] = useState(current?.description ?? '');
  const [files, setFiles] = useState<UploadedActivityFile[]>(
    current?.files.map((f) => ({ id: f.id, filename: f.filename })) ?? [],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: () =>
      submitMyAssignment({
        my_assignment_id: my.id,
        ...(questionId !== null ? { assignment_que_id: questionId } : {}),
        description: description.trim(),
        files: files.map((f) => f.id),
      }),
    meta: { handleErrors: false },
    onSuccess: (detail) => {
      queryClient.setQueryData(studentActivityKeys.mine(detail.id), detail);
      queryClient.setQueryData(studentActivityKeys.byActivity(detail.assignment.id), detail);
      // The detail is fresh from the answer; lists and the peers' view change with it.
      void queryClient.invalidateQueries({ queryKey: [...STUDENT_ACTIVITY_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: studentActivityKeys.peer(detail.assignment.id) });
      showSnackbar(SUBMISSION_TEXTS.saved, SERVER_SUCCESS_MS);
      onDone();
    },
    onError: (error) => {
      const message = error instanceof ApiError && error.status === 422 ? error.message : SUBMISSION_TEXTS.failed;
      showSnackbar(message, MESSAGE_MS);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (!description.trim() && files.length === 0) {
      setProblem(ACTIVITY_MESSAGES.invalidData);
      return;
    }
    setProblem(null);
    submit.mutate();
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 1 }} aria-label={`Submit ${label}`}>
      <TextField
        label="Your answer"
        multiline
        minRows={3}
        fullWidth
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { maxLength: ACTIVITY_LIMITS.description } }}
      />
      <FileUpload assignmentId={my.assignment.id} label="Attach files" files={files} onChange={setFiles} />
      <Stack direction="row" sx={{ mt: 1.5, gap: 1 }}>
        <Button type="submit" variant="contained" disabled={submit.isPending}>
          {current ? 'Resubmit' : 'Submit'}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={submit.isPending}>
            Cancel
          </Button>
        )}
      </Stack>
    </Box>
  );
}
