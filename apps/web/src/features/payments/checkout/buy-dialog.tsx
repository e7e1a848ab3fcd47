import {
  GST_STATE_CODES,
  PAYMENT_PAGE_LIMITS,
  PAYMENT_TEXTS as T,
  rupees,
  type PaymentOrder,
  type PaymentPage,
  type QuoteLine,
} from '@lbd/shared/payments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useReducer, useState } from 'react';
import { apiFieldErrors, refusalText, type FieldErrors } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { confirmPayment, placeOrder, placeSeatOrder, testCheckout, useQuote } from '../checkout-api';
import { CHECKOUT_DEFAULTS, checkoutReducer } from './checkout-state';
import { openRazorpayCheckout } from './razorpay-checkout';

const STATES = Object.entries(GST_STATE_CODES).sort(([a], [b]) => a.localeCompare(b));

interface Billing {
  name: string;
  state_code: string;
  pin: string;
  address: string;
  gstin: string;
  coupon: string;
  /** Seats only: how many. */
  quantity: string;
}

/** A whole number of seats from 1 to 10,000, else null. */
function seatCount(text: string): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= PAYMENT_PAGE_LIMITS.seatsMax ? n : null;
}

const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());
const newKey = () => `buy-${crypto.randomUUID()}`;

/**
 * Buying one or more payment pages: the buyer's billing details (the tax invoice names them; the state decides
 * CGST and SGST or IGST; a GSTIN makes it a business invoice), a coupon, and what they will pay; then the
 * payment modal (SPEC §4.7) with the provider's checkout. Whatever the checkout answers, the buyer lands on
 * /paymentRedirect, which shows the order's real outcome.
 *
 * `mode: 'seats'` (issue 30 item 10): an organisation's staff buy a number of seats of one seats page, with a
 * required GSTIN (the business invoice), through `/api/seat_orders`. The quote is per seat; the total shown is
 * that times the number, and the order's own amount (the server's) is what is charged.
 */
export function BuyDialog({
  pages,
  open,
  onClose,
  mode = 'student',
  onOrdered,
}: {
  pages: Pick<PaymentPage, 'id' | 'title'>[];
  open: boolean;
  onClose: () => void;
  mode?: 'student' | 'seats';
  /** The buyer went to pay and lands on the order's page (a cart empties then). */
  onOrdered?: () => void;
}) {
  const isSeats = mode === 'seats';
  const { user } = useSession();
  const navigateTo = useNavigateTo();
  const quote = useQuote();
  const [state, dispatch] = useReducer(checkoutReducer, CHECKOUT_DEFAULTS);
  const [billing, setBilling] = useState<Billing>({
    name: user?.profile?.full_name ?? '',
    state_code: '',
    pin: '',
    address: '',
    gstin: '',
    coupon: '',
    quantity: '1',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [key, setKey] = useState(newKey);
  const [paying, setPaying] = useState<string | null>(null);
  const pageIds = pages.map((p) => p.id);

  const ask = (b: Billing) =>
    quote.mutate(
      { page_ids: pageIds, coupon_code: optional(b.coupon), state_code: optional(b.state_code) },
      {
        onError: (err) => setErrors((e) => ({ ...e, coupon_code: refusalText(err) ?? T.couponUnknown })),
        onSuccess: () => setErrors(({ coupon_code: _c, ...rest }) => rest),
      },
    );
  useEffect(() => {
    if (open) ask(billing);
    // Asked again when the state or the coupon changes (below), not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const set = (field: keyof Billing) => (e: { target: { value: string } }) => {
    setBilling((b) => ({ ...b, [field]: e.target.value }));
    // A corrected field stops showing the message it was given.
    setErrors(({ [field]: _old, ...rest }) => rest);
  };
  /** A billing field's value, change handler and message (`errorKey`: the API's field name when it differs). */
  const bind = (field: keyof Billing, hint?: string, errorKey: string = field) => ({
    value: billing[field],
    onChange: set(field),
    error: Boolean(errors[errorKey]),
    helperText: errors[errorKey] ?? hint,
  });

  const close = () => {
    dispatch({ type: 'reset' });
    setKey(newKey());
    onClose();
  };

  const land = (order: PaymentOrder) => {
    dispatch({ type: 'close' });
    onOrdered?.();
    navigateTo(['paymentRedirect'], { order_id: order.id });
  };

  /** What can be told before asking: a seats order needs a number of seats and a GSTIN. */
  const missing = (): FieldErrors => {
    if (!isSeats) return {};
    const found: FieldErrors = {};
    if (seatCount(billing.quantity) === null) found.quantity = T.seatsQuantity;
    if (!billing.gstin.trim()) found.gstin = T.gstinRequired;
    return found;
  };

  const requestLink = async () => {
    const before = missing();
    setErrors(before);
    if (Object.keys(before).length > 0) {
      dispatch({ type: 'failed', error: T.checkDetails });
      return;
    }
    dispatch({ type: 'request' });
    const buyer = {
      name: billing.name.trim(),
      state_code: optional(billing.state_code),
      pin: optional(billing.pin),
      address: optional(billing.address),
      gstin: optional(billing.gstin),
    };
    try {
      const order = isSeats
        ? await placeSeatOrder({
            page_id: pageIds[0]!,
            quantity: seatCount(billing.quantity)!,
            buyer,
            coupon_code: optional(billing.coupon),
            idempotency_key: key,
          })
        : await placeOrder({ page_ids: pageIds, buyer, coupon_code: optional(billing.coupon), idempotency_key: key });
      dispatch({ type: 'arrived', order });
      if (order.provider === 'razorpay') {
        openRazorpayCheckout(order, {
          name: billing.name,
          onPaid: async (p) => {
            dispatch({ type: 'confirmed', status: 'authorized', paymentId: p.payment_id });
            // A lost or refused confirmation still lands: the redirect page asks the order itself.
            await confirmPayment({ order_id: order.id, ...p }).catch(() => undefined);
            land(order);
          },
          onDismiss: () => dispatch({ type: 'close' }),
        });
      }
    } catch (err) {
      const fields = apiFieldErrors(err, 'buyer') ?? {};
      setErrors(fields);
      dispatch({
        type: 'failed',
        error: Object.keys(fields).length > 0 ? T.checkDetails : (refusalText(err) ?? T.providerDown),
      });
    }
  };

  /** The built-in test provider's checkout: pay, leave it authorised for the bank to answer later, or decline. */
  const testPay = async (outcome: 'pay' | 'authorize' | 'decline') => {
    const order = state.order!;
    setPaying(outcome);
    try {
      const answer = await testCheckout(order.provider_order_id!, outcome);
      dispatch({ type: 'confirmed', status: outcome, paymentId: answer.payment_id });
      if (answer.signature)
        await confirmPayment({ order_id: order.id, payment_id: answer.payment_id, signature: answer.signature }).catch(
          () => undefined,
        );
      land(order);
    } catch (err) {
      dispatch({ type: 'failed', error: refusalText(err) ?? T.providerDown });
    } finally {
      setPaying(null);
    }
  };

  const seats = isSeats ? seatCount(billing.quantity) : 1;
  const total = quote.data && seats !== null ? quote.data.total.total * seats : undefined;
  const order = state.order;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="buy-title">
      <DialogTitle id="buy-title">{order ? 'Pay' : 'Billing details'}</DialogTitle>
      {!order || order.provider !== 'local' ? (
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {pages.map((p) => p.title).join(' + ')}
            </Typography>
            {isSeats && (
              <TextField
                label="Number of seats"
                required
                {...bind('quantity', 'One seat per student or team member, 1 to 10,000')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              />
            )}
            <TextField
              label="Name on the invoice"
              required
              {...bind('name')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              select
              label="State"
              value={billing.state_code}
              onChange={(e) => {
                const next = { ...billing, state_code: e.target.value };
                setBilling(next);
                ask(next);
              }}
              error={Boolean(errors.state_code)}
              helperText={errors.state_code ?? 'Decides CGST and SGST, or IGST'}
            >
              {STATES.map(([name, code]) => (
                <MenuItem key={code} value={code}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="PIN code"
                {...bind('pin')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
              <TextField
                label={isSeats ? 'GSTIN' : 'GSTIN (for a business invoice)'}
                required={isSeats}
                {...bind('gstin', isSeats ? 'Seats are billed on a business invoice' : undefined)}
                slotProps={{ htmlInput: { maxLength: 15 } }}
                sx={{ flex: 1 }}
              />
            </Stack>
            <TextField label="Billing address" {...bind('address')} slotProps={{ htmlInput: { maxLength: 300 } }} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label="Coupon code"
                {...bind('coupon', undefined, 'coupon_code')}
                slotProps={{ htmlInput: { maxLength: 30 } }}
                sx={{ flex: 1 }}
              />
              <Button onClick={() => ask(billing)} sx={{ mt: 1 }} disabled={quote.isPending}>
                Apply
              </Button>
            </Stack>
            {quote.data && <QuoteTable lines={quote.data.lines} total={quote.data.total} perSeat={isSeats} />}
            {isSeats && quote.data && seats !== null && (
              <Stack spacing={0.5} role="group" aria-label="Seats total">
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {seats} {seats === 1 ? 'seat' : 'seats'} × {rupees(quote.data.total.total)}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {rupees(quote.data.total.total * seats)}
                  </Typography>
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  About this much: tax is worked out on the order's total, so it can differ by a few paise. The amount
                  on the next step is what is charged.
                </Typography>
              </Stack>
            )}
            {state.error && <Alert severity="error">{state.error}</Alert>}
          </Stack>
        </DialogContent>
      ) : (
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">
              Built-in test checkout: no real money moves. Choose what your bank does with the payment.
            </Alert>
            <Typography>
              Order {order.id} · <strong>{rupees(order.amount_paise)}</strong>
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" onClick={() => void testPay('pay')} disabled={paying !== null}>
                {paying === 'pay' ? 'Paying…' : `Pay ${rupees(order.amount_paise)}`}
              </Button>
              <Button variant="outlined" onClick={() => void testPay('authorize')} disabled={paying !== null}>
                Bank confirms later
              </Button>
              <Button color="error" onClick={() => void testPay('decline')} disabled={paying !== null}>
                Decline
              </Button>
            </Stack>
            {state.error && <Alert severity="error">{state.error}</Alert>}
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {!order && (
          <Button
            variant="contained"
            onClick={() => void requestLink()}
            disabled={state.loading || !billing.name.trim()}
          >
            {state.loading ? 'Preparing payment…' : `Continue to pay${total ? ` ${rupees(total)}` : ''}`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Each page's price, discount and tax, and the total (amounts from the API, in paise). */
function QuoteTable({
  lines,
  total,
  perSeat = false,
}: {
  lines: QuoteLine[];
  total: { taxable: number; cgst: number; sgst: number; igst: number; total: number; discount_paise: number };
  /** A seats order: these amounts are for one seat. */
  perSeat?: boolean;
}) {
  const row = (label: string, paise: number, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }} key={label}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {rupees(paise)}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={0.5} aria-label={perSeat ? 'What one seat costs' : 'What you pay'} role="group">
      {lines.map((l) => row(l.title, l.price_paise))}
      {total.discount_paise > 0 && row('Coupon', -total.discount_paise)}
      {row('Taxable value', total.taxable)}
      {total.igst > 0 ? row('IGST 18%', total.igst) : [row('CGST 9%', total.cgst), row('SGST 9%', total.sgst)]}
      {row(perSeat ? 'Per seat' : 'Total', total.total, true)}
    </Stack>
  );
}
