import { rupees } from '@lbd/shared/payments';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BuyDialog } from '../checkout/buy-dialog';
import { cart, useCart } from '../checkout/cart';

/** The pages in the buyer's cart, paid for together in one order (one invoice, each page taxed on its own). */
export function CartBar() {
  const lines = useCart();
  const [buying, setBuying] = useState(false);
  if (lines.length === 0) return null;
  const total = lines.reduce((n, l) => n + l.total, 0);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Your cart">
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 700 }}>
          Your cart: {lines.length} {lines.length === 1 ? 'page' : 'pages'} · {rupees(total)}
        </Typography>
        {lines.map((l) => (
          <Stack key={l.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2">{l.title}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">{rupees(l.total)}</Typography>
              <IconButton size="small" aria-label={`Remove ${l.title} from the cart`} onClick={() => cart.remove(l.id)}>
                <Close fontSize="small" />
              </IconButton>
            </Stack>
          </Stack>
        ))}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => setBuying(true)}>
            Buy together
          </Button>
          <Button onClick={() => cart.clear()}>Empty the cart</Button>
        </Stack>
      </Stack>
      {buying && (
        <BuyDialog pages={lines} open={buying} onClose={() => setBuying(false)} onOrdered={() => cart.clear()} />
      )}
    </Paper>
  );
}
