import { PAYMENT_ITEM_LABELS, PAYMENT_TEXTS as T, rupees, type PaymentOrder } from '@lbd/shared/payments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { refusalText } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useCheckOrder, usePaymentOrder, useSupportRequest } from '../checkout-api';
import { itemPath } from '../checkout/item-paths';
import { InvoiceLink } from '../components/invoice-link';

/** After this many answers still pending, 'I paid but have no access' is offered. */
const PATIENCE = 5;

/** The order's outcome as the buyer is told it: paid, failed at the bank, or not known yet. */
export function outcomeOf(order: PaymentOrder | undefined): 'paid' | 'refunded' | 'failed' | 'pending' {
  if (!order) return 'pending';
  if (order.status === 'paid' || order.status === 'refunded') return order.status;
  return order.attempt?.status === 'failed' ? 'failed' : 'pending';
}

/**
 * /paymentRedirect?order_id=N: where the checkout lands. It asks the order itself (never trusting what the
 * browser was told), every 2 seconds until the answer is known: paid (access is there, the invoice too),
 * failed (why, and a way to try again), or pending (the bank answers later). A buyer whose money left but
 * who sees no access asks the provider at once, and then the payments desk.
 */
export default function PaymentRedirectPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('order_id'));
  const [polls, setPolls] = useState(0);
  const order = usePaymentOrder(id, (o) => outcomeOf(o) === 'pending');
  useEffect(() => setPolls((n) => n + 1), [order.dataUpdatedAt]);
  const outcome = outcomeOf(order.data);

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 760 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Your payment
      </Typography>
      {!Number.isSafeInteger(id) || id <= 0 ? (
        <Alert severity="info">No payment to show.</Alert>
      ) : !order.data ? (
        <CircularProgress aria-label="Loading your payment" />
      ) : outcome === 'paid' ? (
        <Paid order={order.data} />
      ) : outcome === 'refunded' ? (
        <Alert severity="info">This payment was refunded; its access has ended.</Alert>
      ) : outcome === 'failed' ? (
        <Stack spacing={2}>
          <Alert severity="error">
            The payment did not go through{order.data.attempt?.reason ? `: ${order.data.attempt.reason}` : ''}. Nothing
            was charged.
          </Alert>
          <ItemLinks order={order.data} label="Try again from" />
        </Stack>
      ) : (
        <Pending order={order.data} patient={polls >= PATIENCE} />
      )}
    </Box>
  );
}

/**
 * Where an organisation's staff give the seats they bought: their dashboard's Seats card. Only they order seats
 * (`/api/seat_orders`) and only students order for themselves, so the buyer's profile tells which order it was.
 */
function useSeatsHome(): string | null {
  const type = useSession().user?.profile?.profile_type;
  return type === 'INSTITUTION' ? '/instituteDashboard' : type === 'COMPANY' ? '/companyDashboard' : null;
}

function Paid({ order }: { order: PaymentOrder }) {
  const seatsHome = useSeatsHome();
  return (
    <Stack spacing={2}>
      {seatsHome ? (
        <>
          <Alert severity="success">
            Payment received: {rupees(order.amount_paise)}. The seats were added to your organisation.
          </Alert>
          <Box>
            <Button variant="contained" component={RouterLink} to={seatsHome}>
              Give the seats from your dashboard
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Alert severity="success">Payment received: {rupees(order.amount_paise)}. You have access now.</Alert>
          <ItemLinks order={order} label="Start" />
        </>
      )}
      {order.payment_id ? (
        <Box>
          <InvoiceLink paymentId={order.payment_id} label="Download the tax invoice" />
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        The invoice was also emailed to you.
      </Typography>
    </Stack>
  );
}

function ItemLinks({ order, label }: { order: PaymentOrder; label: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {(order.items ?? []).map((i) => (
        <Button key={`${i.kind}:${i.id}`} variant="contained" component={RouterLink} to={itemPath(i.kind, i.id)}>
          {label} {PAYMENT_ITEM_LABELS[i.kind].toLowerCase()}: {i.title}
        </Button>
      ))}
    </Stack>
  );
}

function Pending({ order, patient }: { order: PaymentOrder; patient: boolean }) {
  const check = useCheckOrder(order.id);
  const support = useSupportRequest(order.id);
  const [message, setMessage] = useState('');
  const asked = check.isSuccess && outcomeOf(check.data) === 'pending';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-label="Waiting for the bank" />
        <Typography>
          {order.attempt?.status === 'authorized'
            ? 'Your bank has approved the payment; we are collecting it. This page updates by itself.'
            : 'Waiting for the payment to be confirmed. This page updates by itself.'}
        </Typography>
      </Stack>
      {(patient || check.isSuccess) && !support.data && (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Money left your account but you see no access?
          </Typography>
          <Box>
            <Button variant="outlined" onClick={() => check.mutate()} disabled={check.isPending}>
              {check.isPending ? 'Asking the payment service…' : 'I paid but have no access'}
            </Button>
          </Box>
          {check.isError && <Alert severity="error">{refusalText(check.error)}</Alert>}
        </Stack>
      )}
      {asked && !support.data && (
        <Stack spacing={1}>
          <Alert severity="warning">
            The payment service has not confirmed a payment for order {order.id} yet. Ask our payments desk: they get
            the order’s and the payment’s ids with your request.
          </Alert>
          <TextField
            label="Anything to add (optional)"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Box>
            <Button variant="contained" onClick={() => support.mutate(message)} disabled={support.isPending}>
              Ask the payments desk
            </Button>
          </Box>
          {support.isError && <Alert severity="error">{refusalText(support.error)}</Alert>}
        </Stack>
      )}
      {support.data?.ticket && (
        <Alert severity="success">
          {T.supportSent} Your reference: {support.data.ticket}.
        </Alert>
      )}
    </Stack>
  );
}
