import { PAYMENT_ITEM_LABELS, PAYMENT_TEXTS as T } from '@lbd/shared/payments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../lib/dates';
import { refusalText } from '../../../lib/form-errors';
import { itemPath } from '../checkout/item-paths';
import { useRedeemSeat } from './seats-api';

/**
 * 'Have a seat code from your college?' (issue 30 item 10): a student takes one of their organisation's seats
 * with its code and gets the page's items. A refused code is told in the API's words under the field.
 */
export function SeatCodeForm({ onRedeemed }: { onRedeemed?: () => void } = {}) {
  const redeem = useRedeemSeat();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.replace(/\s+/g, '').toUpperCase();
    if (!/^[A-Z0-9]{10,12}$/.test(typed)) {
      setError(T.seatCodeInvalid);
      return;
    }
    setError(null);
    redeem.mutate(typed, {
      onSuccess: () => onRedeemed?.(),
      onError: (err) => setError(refusalText(err) ?? T.seatCodeUnknown),
    });
  };

  const got = redeem.data;
  return (
    <Paper variant="outlined" component="section" aria-label="Seat code from your college" sx={{ p: 2 }}>
      {got ? (
        <Stack spacing={1}>
          <Alert severity="success">
            You have a seat: {got.page_title}
            {got.ends_at ? `, until ${indiaDate(got.ends_at)}` : ''}.
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {got.items.map((i) => (
              <Button key={`${i.kind}:${i.id}`} variant="contained" component={RouterLink} to={itemPath(i.kind, i.id)}>
                Start {PAYMENT_ITEM_LABELS[i.kind].toLowerCase()}: {i.title}
              </Button>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1}>
          <Typography variant="subtitle2" component="h2">
            Have a seat code from your college?
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Seat code"
              size="small"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={Boolean(error)}
              helperText={error ?? 'The 10-letter code your college or company gave you'}
              slotProps={{ htmlInput: { maxLength: 14, autoCapitalize: 'characters', spellCheck: false } }}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" disabled={redeem.isPending || !code.trim()}>
              {redeem.isPending ? 'Checking…' : 'Use code'}
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
