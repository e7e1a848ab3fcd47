import { POST_LIMITS, POST_TEXTS, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@lbd/shared/posts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { apiFieldErrors } from '../../../lib/form-errors';
import { useReport, type ReportTarget } from '../moderation-api';

export interface ReportDialogProps {
  target: ReportTarget | null;
  onClose: () => void;
  /** Called once the report is in (the post or comment is then out of the reader's sight). */
  onReported: (target: ReportTarget) => void;
}

/** Why a reader reports a post or comment: a reason, and a note for the moderator if they like. */
export function ReportDialog({ target, onClose, onReported }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const report = useReport();
  const what = target?.kind === 'comment' ? 'comment' : 'post';

  const submit = () => {
    if (!target) return;
    if (!reason) return setErrors({ reason: POST_TEXTS.reportReasonRequired });
    setErrors({});
    report.mutate(
      { target, body: { reason, note } },
      {
        onSuccess: () => {
          setReason('');
          setNote('');
          onReported(target);
        },
        onError: (err) =>
          setErrors(apiFieldErrors(err) ?? { form: err instanceof ApiError ? err.message : POST_TEXTS.postFailed }),
      },
    );
  };

  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby="report-title" fullWidth maxWidth="xs">
      <DialogTitle id="report-title">Report this {what}</DialogTitle>
      <DialogContent>
        <FormControl error={!!errors.reason} component="fieldset" sx={{ mt: 0.5 }}>
          <FormLabel component="legend">Why are you reporting it?</FormLabel>
          <RadioGroup value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
            {REPORT_REASONS.map((r) => (
              <FormControlLabel key={r} value={r} control={<Radio size="small" />} label={REPORT_REASON_LABELS[r]} />
            ))}
          </RadioGroup>
          {errors.reason && <FormHelperText>{errors.reason}</FormHelperText>}
        </FormControl>
        <TextField
          label="Anything the moderator should know (optional)"
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={!!errors.note}
          helperText={errors.note ?? `${note.length}/${POST_LIMITS.reportNoteMax}`}
          slotProps={{ htmlInput: { maxLength: POST_LIMITS.reportNoteMax } }}
        />
        {errors.form && <FormHelperText error>{errors.form}</FormHelperText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" onClick={submit} disabled={report.isPending}>
          Report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
