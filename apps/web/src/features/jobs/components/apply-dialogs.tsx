import { JOB_TEXTS, type Eligibility } from '@lbd/shared/jobs';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { EligibilityList } from './eligibility-panel';

export type ApplyProblem =
  | { kind: 'ineligible'; message: string; eligibility: Eligibility | null }
  | { kind: 'error'; heading: string; message: string };

/** The ineligible modal ('Ineligible') and the application error modal (SPEC §8). */
export function ApplyProblemDialog({ problem, onClose }: { problem: ApplyProblem | null; onClose: () => void }) {
  const isIneligible = problem?.kind === 'ineligible';
  return (
    <Dialog
      open={problem !== null}
      onClose={onClose}
      aria-labelledby="apply-problem-title"
      aria-describedby="apply-problem-message"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="apply-problem-title">
        {isIneligible ? JOB_TEXTS.ineligible : problem?.kind === 'error' ? problem.heading : ''}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="apply-problem-message" sx={{ mb: isIneligible ? 2 : 0 }}>
          {problem?.message}
        </DialogContentText>
        {problem?.kind === 'ineligible' && problem.eligibility && <EligibilityList eligibility={problem.eligibility} />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A yes/no question before something that cannot be undone (discard a draft, withdraw). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirm,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  confirm: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
