import { ACTIVITY_MESSAGES, AUTHORING_MESSAGES, type Assignment } from '@lbd/shared/activities';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDateTime } from '../../../../lib/dates';
import { useFeedback } from '../../../../lib/feedback';
import { apiFieldErrors } from '../../../../lib/form-errors';
import { useDashboardFailure } from '../../../../lib/use-dashboard-failure';
import {
  addReviewers,
  AUTHOR_KEY,
  evaluateSubmission,
  extendDeadline,
  useSubmissionOf,
  type MentorStudentRow,
} from '../../api/author';
import { PeerSubmissionContent } from '../peer-submission-content';
import { instantOf, localOf } from './author-form-model';

/** Where the server put a refusal: on the named field, else above the form. */
function useFieldFailure(field: string) {
  const onDashboardFailure = useDashboardFailure();
  const [errors, setErrors] = useState<{ field?: string; form?: string }>({});
  const handle = (error: unknown) => {
    const fields = apiFieldErrors(error);
    if (!fields) return onDashboardFailure(error);
    setErrors({ field: fields[field], form: fields[field] ? undefined : Object.values(fields)[0] });
  };
  return { errors, setErrors, handle };
}

function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  busy,
  wide = false,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  /** Room for what is read before answering (a submission). */
  wide?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={wide ? 'md' : 'xs'}
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const scoresText = (row: MentorStudentRow) =>
  row.peer_scores.length ? row.peer_scores.join(', ') : 'No peer scores yet';

/** Where the mentor reads a submission with its comments and reviews (the peer screen, narrowed to it). */
export const submissionPath = (activityId: number, myAssignmentId: number) =>
  `/peerLearning/${activityId}?submission=${myAssignmentId}`;

/** What the student handed in: each current answer under its question, its links and files. */
function SubmissionView({ row, assignment }: { row: MentorStudentRow; assignment: Assignment }) {
  const submission = useSubmissionOf(assignment.id, row.my_assignment_id);
  let body: ReactNode;
  if (submission.isError) body = <Alert severity="error">The submission could not be loaded.</Alert>;
  else if (submission.data === undefined)
    body = (
      <Typography variant="body2" color="text.secondary">
        Loading the submission…
      </Typography>
    );
  else if (submission.data === null)
    body = (
      <Typography variant="body2" color="text.secondary">
        Nothing submitted yet.
      </Typography>
    );
  else body = <PeerSubmissionContent submission={submission.data} assignment={assignment} />;
  return (
    <Box component="section" aria-label={`Submission of ${row.name}`}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1, mb: 1 }}
      >
        <Typography variant="subtitle2" component="h3">
          {row.submitted_at ? `Submission · ${indiaDateTime(row.submitted_at)}` : 'Submission'}
        </Typography>
        <Link component={RouterLink} to={submissionPath(assignment.id, row.my_assignment_id)} variant="body2">
          Open with comments and reviews
        </Link>
      </Stack>
      <Paper variant="outlined" sx={{ p: 1.5, maxHeight: { xs: 280, sm: 360 }, overflowY: 'auto' }}>
        {body}
      </Paper>
    </Box>
  );
}

/**
 * The mentor reads the submission and scores it (complete) or sends it back (REDO). Only a number is
 * checked here; the range (not above the mentor assessment score) is the server's, and its message
 * shows on the box.
 */
export function EvaluateDialog({
  row,
  assignment,
  onClose,
}: {
  row: MentorStudentRow;
  assignment: Assignment;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const [score, setScore] = useState(row.score === null ? '' : String(row.score));
  const [status, setStatus] = useState<'complete' | 'REDO'>('complete');
  const { errors, setErrors, handle } = useFieldFailure('score');
  const evaluate = useMutation({
    mutationFn: evaluateSubmission,
    meta: { handleErrors: false },
    onSuccess: (saved) => {
      showSnackbar(saved.status === 'REDO' ? `${row.name}: sent back for redo.` : `${row.name}: score saved.`);
      void queryClient.invalidateQueries({ queryKey: AUTHOR_KEY });
      onClose();
    },
    onError: handle,
  });
  const submit = () => {
    const value = Number(score.trim());
    if (score.trim() === '' || !Number.isFinite(value)) return setErrors({ field: ACTIVITY_MESSAGES.enterScore });
    evaluate.mutate({ my_assignment_id: row.my_assignment_id, score: value, status });
  };
  return (
    <FormDialog
      open
      wide
      title={`Evaluate ${row.name}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save score"
      busy={evaluate.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SubmissionView row={row} assignment={assignment} />
        <Typography variant="body2" color="text.secondary">
          {`Peer scores: ${scoresText(row)}. Peer score: ${row.peer_score ?? '—'}.`}
        </Typography>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <TextField
          label="Mentor score"
          value={score}
          onChange={(e) => {
            setScore(e.target.value);
            setErrors({});
          }}
          error={Boolean(errors.field)}
          helperText={errors.field ?? `Out of ${assignment.mentor_assessment_score}`}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
        />
        <RadioGroup
          value={status}
          onChange={(e) => setStatus(e.target.value as 'complete' | 'REDO')}
          aria-label="Outcome"
        >
          <FormControlLabel value="complete" control={<Radio />} label="Complete" />
          <FormControlLabel value="REDO" control={<Radio />} label="Send back for redo (REDO)" />
        </RadioGroup>
      </Stack>
    </FormDialog>
  );
}

/** A later submission deadline for one student (send_request_extension); the student is emailed. */
export function ExtendDialog({ row, onClose }: { row: MentorStudentRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const [until, setUntil] = useState(localOf(row.submission_deadline));
  const { errors, setErrors, handle } = useFieldFailure('extended_deadline');
  const extend = useMutation({
    mutationFn: extendDeadline,
    meta: { handleErrors: false },
    onSuccess: (saved) => {
      showSnackbar(`${row.name} may now submit until ${indiaDateTime(saved.extended_deadline)}.`);
      void queryClient.invalidateQueries({ queryKey: AUTHOR_KEY });
      onClose();
    },
    onError: handle,
  });
  const submit = () => {
    const instant = instantOf(until);
    if (!instant) return setErrors({ field: AUTHORING_MESSAGES.invalidDate });
    extend.mutate({ my_assignment_id: row.my_assignment_id, extended_deadline: instant });
  };
  return (
    <FormDialog
      open
      title={`Extend the deadline of ${row.name}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Extend deadline"
      busy={extend.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {`Current deadline: ${indiaDateTime(row.submission_deadline)}.`}
        </Typography>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <TextField
          label="New deadline (India time)"
          type="datetime-local"
          value={until}
          onChange={(e) => {
            setUntil(e.target.value);
            setErrors({});
          }}
          error={Boolean(errors.field)}
          helperText={errors.field}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        />
      </Stack>
    </FormDialog>
  );
}

/** The mentor (or an admin): see a submission's reviewers and add some by hand (manual_enroll_peer_evaluators). */
export function ReviewersDialog({
  row,
  students,
  onClose,
}: {
  row: MentorStudentRow;
  students: MentorStudentRow[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const [chosen, setChosen] = useState<number[]>([]);
  const { errors, setErrors, handle } = useFieldFailure('evaluator_profile_ids');
  const allocated = new Set(row.evaluators.map((e) => e.profile_id));
  const candidates = students.filter((s) => s.profile_id !== row.profile_id && !allocated.has(s.profile_id));
  const add = useMutation({
    mutationFn: () => addReviewers(row.my_assignment_id, chosen),
    meta: { handleErrors: false },
    onSuccess: (result) => {
      const n = result.added.length;
      showSnackbar(n === 0 ? 'They were already reviewers.' : `Added ${n} reviewer${n === 1 ? '' : 's'}.`);
      void queryClient.invalidateQueries({ queryKey: AUTHOR_KEY });
      onClose();
    },
    onError: handle,
  });
  const submit = () => {
    if (chosen.length === 0) return setErrors({ field: 'Choose at least one reviewer.' });
    add.mutate();
  };
  return (
    <FormDialog
      open
      title={`Reviewers for ${row.name}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Add reviewers"
      busy={add.isPending}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${row.evaluators_allocated} allocated, ${row.reviews_done} of ${row.reviews_required} reviews done.`}
      </Typography>
      {row.evaluators.length > 0 && (
        <Box component="ul" aria-label="Allocated reviewers" sx={{ pl: 2.5, mt: 0, mb: 1.5 }}>
          {row.evaluators.map((e) => (
            <Typography component="li" variant="body2" key={e.profile_id}>
              {`${e.name}: ${e.evaluated ? `evaluated (${e.score})` : 'not evaluated yet'}${e.source === 'manual' ? ', added by hand' : ''}`}
            </Typography>
          ))}
        </Box>
      )}
      {(errors.field ?? errors.form) && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errors.field ?? errors.form}
        </Alert>
      )}
      {candidates.length === 0 ? (
        <Typography variant="body2">No other enrolled student to add.</Typography>
      ) : (
        <FormGroup aria-label="Students who may review">
          {candidates.map((s) => (
            <FormControlLabel
              key={s.profile_id}
              label={s.name}
              control={
                <Checkbox
                  checked={chosen.includes(s.profile_id)}
                  onChange={(e) => {
                    setErrors({});
                    setChosen((c) => (e.target.checked ? [...c, s.profile_id] : c.filter((x) => x !== s.profile_id)));
                  }}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </FormDialog>
  );
}
