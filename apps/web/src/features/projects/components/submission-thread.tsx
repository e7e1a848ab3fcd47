import { LEARNING_LIMITS, type LearningSubmission, type SubmissionStatus } from '@lbd/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FileDownloads } from '../../../components/files/file-downloads';
import { indiaDateTime } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { commentOnSubmission } from '../api/student';

const STATUS_COLOR: Record<SubmissionStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  Submitted: 'info',
  'Changes requested': 'warning',
  Accepted: 'success',
  Rejected: 'error',
};

/** What a student handed in: the text as written, the links (each opening in a new tab) and the files. */
export function SubmissionWork({ submission }: { submission: LearningSubmission }) {
  return (
    <Box>
      {submission.text && (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{submission.text}</Typography>
      )}
      {submission.links.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, my: 1 }} aria-label="Links">
          {submission.links.map((url) => (
            <li key={url}>
              <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                {url}
              </Link>
            </li>
          ))}
        </Stack>
      )}
      <FileDownloads files={submission.files} label={`Files of version ${submission.version}`} />
    </Box>
  );
}

/** The comments under one version, oldest first. */
function Comments({ submission }: { submission: LearningSubmission }) {
  if (submission.comments.length === 0) return null;
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }} aria-label="Comments">
      {submission.comments.map((c) => (
        <Box component="li" key={c.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {c.author.name}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {indiaDateTime(c.at)}
            </Typography>
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {c.body}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** A reply under a version: the student to the mentor, or the mentor to the student. */
export function ReplyBox({
  submissionId,
  label,
  onSent,
}: {
  submissionId: number;
  label: string;
  onSent: (submission: LearningSubmission) => void;
}) {
  const { showPopup } = useFeedback();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => commentOnSubmission(submissionId, body.trim()),
    meta: { handleErrors: false },
    onSuccess: (submission) => {
      setBody('');
      onSent(submission);
    },
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields?.body) setError(fields.body);
      else showPopup(failurePopup(e));
    },
  });
  return (
    <Box
      component="form"
      noValidate
      sx={{ mt: 1.5 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!body.trim()) setError('Please write your reply');
        else send.mutate();
      }}
    >
      <TextField
        fullWidth
        multiline
        minRows={2}
        size="small"
        label={label}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.commentMax } }}
      />
      <Button type="submit" size="small" sx={{ mt: 1 }} disabled={send.isPending}>
        Send reply
      </Button>
    </Box>
  );
}

/**
 * Every version of a deliverable, oldest first, each with its review and the comments both ways; the
 * reply box sits under the latest version.
 */
export function SubmissionThread({
  submissions,
  replyLabel,
  onChanged,
}: {
  submissions: readonly LearningSubmission[];
  replyLabel: string;
  onChanged: (submission: LearningSubmission) => void;
}) {
  const ordered = [...submissions].sort((a, b) => a.version - b.version);
  const latest = ordered[ordered.length - 1];
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Versions">
      {ordered.map((s) => (
        <Paper component="li" key={s.id} variant="outlined" sx={{ p: 1.5 }} aria-label={`Version ${s.version}`}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" component="h4">
              Version {s.version}
            </Typography>
            <Chip size="small" color={STATUS_COLOR[s.status]} label={s.status} />
            {s.score !== null && <Chip size="small" variant="outlined" label={`Score ${s.score}`} />}
            <Typography variant="caption" color="text.secondary">
              {`Submitted ${indiaDateTime(s.submitted_at)}`}
              {s.reviewer && s.reviewed_at && ` · reviewed by ${s.reviewer.name} ${indiaDateTime(s.reviewed_at)}`}
            </Typography>
          </Stack>
          <SubmissionWork submission={s} />
          <Comments submission={s} />
          {s === latest && <ReplyBox submissionId={s.id} label={replyLabel} onSent={onChanged} />}
        </Paper>
      ))}
    </Stack>
  );
}
