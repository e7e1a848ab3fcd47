import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { emailsOf } from '../../../lib/email-list';
import { useFeedback } from '../../../lib/feedback';
import { refusalText } from '../../../lib/form-errors';
import { useAssignSeats, useFreeSeat, useSeatPool } from './seats-api';

/** One pool: its code to share, an email list to give seats to, and who holds them (a seat can be freed). */
export function SeatPoolDialog({ poolId, onClose }: { poolId: number; onClose: () => void }) {
  const pool = useSeatPool(poolId);
  const assign = useAssignSeats(poolId);
  const free = useFreeSeat(poolId);
  const { showSnackbar } = useFeedback();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  // After 'Assign seats' the emails are cleared and the button is disabled: the focus goes to the
  // outcome, so a screen reader says it and the keyboard is not left on nothing.
  const outcomeRef = useRef<HTMLSpanElement>(null);
  const [outcomeShown, setOutcomeShown] = useState(0);
  useEffect(() => {
    if (outcomeShown > 0) outcomeRef.current?.focus();
  }, [outcomeShown]);
  const p = pool.data;
  const showOutcome = (text: string | null) => {
    setOutcome(text);
    setOutcomeShown((n) => n + 1);
  };

  const handleAssign = () => {
    const emails = emailsOf(text);
    if (emails.length === 0) return;
    assign.mutate(emails, {
      onSuccess: (r) => {
        setText('');
        const parts = [`${r.assigned.length} assigned`];
        if (r.already.length) parts.push(`${r.already.length} already had a seat`);
        if (r.refused.length) parts.push(`${r.refused.length} refused: ${r.message ?? ''}`);
        showOutcome(parts.join('; '));
      },
      onError: (err) => showOutcome(refusalText(err) ?? 'The seats could not be assigned. Please try again.'),
    });
  };
  const handleCopy = () => {
    if (!p) return;
    void navigator.clipboard
      ?.writeText(p.code)
      .then(() => showSnackbar('Code copied'))
      .catch(() => showSnackbar(`The code is ${p.code}`));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="seat-pool-title">
      <DialogTitle id="seat-pool-title">{p ? `Seats: ${p.page_title}` : 'Seats'}</DialogTitle>
      <DialogContent>
        {pool.isPending && <LinearProgress aria-label="Loading the seats" />}
        {pool.isError && <Alert severity="error">{refusalText(pool.error)}</Alert>}
        {p && (
          <Stack spacing={2}>
            <Typography variant="body2">
              {p.used} of {p.seats} seats given. Students can also take one with the code{' '}
              <strong aria-label="Seat code">{p.code}</strong>{' '}
              <Button size="small" onClick={handleCopy}>
                Copy code
              </Button>
            </Typography>
            <TextField
              label="Emails, one per line"
              multiline
              minRows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
              helperText="A student with this email gets access at once; others when they sign up with it."
            />
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <Button variant="contained" onClick={handleAssign} disabled={assign.isPending || !text.trim()}>
                Assign seats
              </Button>
              {outcome && (
                <Typography
                  ref={outcomeRef}
                  tabIndex={-1}
                  variant="body2"
                  role="status"
                  sx={{ '&:focus': { outline: 'none' } }}
                >
                  {outcome}
                </Typography>
              )}
            </Stack>
            <Table size="small" aria-label="Seat holders">
              <TableHead>
                <TableRow>
                  <TableCell>Email</TableCell>
                  <TableCell>Student</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {p.assignments.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>{a.email}</TableCell>
                    <TableCell>{a.name ?? 'Not signed up yet'}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        color="error"
                        disabled={free.isPending}
                        aria-label={`Free the seat of ${a.email}`}
                        onClick={() =>
                          free.mutate(a.id, {
                            onError: (err) => showSnackbar(refusalText(err) ?? 'The seat could not be freed'),
                          })
                        }
                      >
                        Free seat
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
