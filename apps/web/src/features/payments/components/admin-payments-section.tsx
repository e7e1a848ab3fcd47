import {
  OFFLINE_METHOD_LABELS,
  OFFLINE_METHODS,
  PAYMENT_ORDER_STATUSES,
  rupees,
  type OfflineMethod,
  type PaymentRow,
} from '@lbd/shared/payments';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { indiaDateTime } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { refusalText } from '../../../lib/form-errors';
import { exportPayments, useOfflinePayment, usePaymentList, useRefund, useRevenue, type PaymentFilters } from '../api';
import { CreditNoteLink, InvoiceLink } from './invoice-link';
import { ScrollRegion } from '../../../components/scroll-region';

const PER_PAGE = 25;

/** The admin dashboard's Payments section (issue 30 item 11): revenue, the orders, refunds and offline payments. */
export default function AdminPaymentsSection() {
  const [filters, setFilters] = useState<PaymentFilters>({ page: 1, per_page: PER_PAGE });
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);
  const [recording, setRecording] = useState(false);
  const list = usePaymentList(filters);
  const { showSnackbar } = useFeedback();
  const set = (patch: Partial<PaymentFilters>) => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const pagination = list.data?.pagination;

  return (
    <Paper variant="outlined" component="section" aria-label="Payments" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Payments
      </Typography>
      <RevenueTiles />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, my: 2, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Buyer name or email"
          value={filters.q ?? ''}
          onChange={(e) => set({ q: e.target.value })}
        />
        <TextField
          size="small"
          select
          label="Status"
          value={filters.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as PaymentFilters['status'] })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">Any</MenuItem>
          {PAYMENT_ORDER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="From"
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() =>
            void exportPayments(filters).catch((err: unknown) => showSnackbar(refusalText(err) ?? 'Export failed'))
          }
        >
          Export
        </Button>
        <Button variant="contained" onClick={() => setRecording(true)}>
          Record offline payment
        </Button>
      </Stack>
      {list.isError && <Alert severity="error">{refusalText(list.error) ?? 'The payments could not be loaded'}</Alert>}
      <ScrollRegion label="Payments list table">
        <Table size="small" aria-label="Payments list">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Paid</TableCell>
              <TableCell>Buyer</TableCell>
              <TableCell>Pages</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Refunded</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Method</TableCell>
              <TableCell>Documents</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data?.data.map((r) => (
              <TableRow key={r.order_id}>
                <TableCell>{r.order_id}</TableCell>
                <TableCell>{r.paid_at ? indiaDateTime(r.paid_at) : '—'}</TableCell>
                <TableCell>
                  {r.buyer_name}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {r.buyer_email}
                  </Typography>
                </TableCell>
                <TableCell>{r.page_titles.join(', ')}</TableCell>
                <TableCell align="right">{rupees(r.amount_paise)}</TableCell>
                <TableCell align="right">{r.refunded_paise ? rupees(r.refunded_paise) : '—'}</TableCell>
                <TableCell>{r.status}</TableCell>
                <TableCell>{OFFLINE_METHOD_LABELS[r.method as OfflineMethod] ?? r.method ?? r.provider}</TableCell>
                <TableCell>
                  {r.payment_id && r.invoice_serial && (
                    <InvoiceLink paymentId={r.payment_id} label={r.invoice_serial} />
                  )}
                  {r.refunds.map((x) => (
                    <CreditNoteLink key={x.id} refundId={x.id} label={x.serial ?? 'Credit note'} />
                  ))}
                </TableCell>
                <TableCell>
                  {r.status === 'paid' && r.amount_paise > r.refunded_paise && (
                    <Button size="small" onClick={() => setRefunding(r)}>
                      Refund
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      {list.data && list.data.data.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No payments match.
        </Typography>
      )}
      {pagination && pagination.total_pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pagination.total_pages}
          page={pagination.page}
          onChange={(_e, page) => set({ page })}
        />
      )}
      {refunding && <RefundDialog row={refunding} onClose={() => setRefunding(null)} />}
      {recording && <OfflinePaymentDialog onClose={() => setRecording(false)} />}
    </Paper>
  );
}

/** Captured, refunded and net revenue (all time), from the API. */
function RevenueTiles() {
  const revenue = useRevenue();
  if (revenue.isError) return <Alert severity="error">The revenue could not be loaded</Alert>;
  const r = revenue.data;
  const tile = (label: string, paise: number | undefined) => (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {paise === undefined ? '…' : rupees(paise)}
      </Typography>
    </Paper>
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
      {tile('Captured', r?.captured_paise)}
      {tile('Refunded', r?.refunded_paise)}
      {tile('Net revenue', r?.net_paise)}
    </Box>
  );
}

/** Refund all or part of what is left, with the reason; the API's refusal is shown as it says it. */
export function RefundDialog({ row, onClose }: { row: PaymentRow; onClose: () => void }) {
  const left = row.amount_paise - row.refunded_paise;
  const [rupeesText, setRupeesText] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const refund = useRefund();
  const { showSnackbar } = useFeedback();
  const error = refusalText(refund.error);
  // Rupees typed with up to two decimals become whole paise without floating-point arithmetic.
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(rupeesText.trim());
  const paise = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  const submit = () =>
    refund.mutate(
      { orderId: row.order_id, body: { amount_paise: paise, reason } },
      { onSuccess: (r) => (showSnackbar(`Refunded; credit note ${r.credit_note_serial}`), onClose()) },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="refund-title">
      <DialogTitle id="refund-title">Refund order {row.order_id}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography variant="body2" sx={{ mb: 1 }}>
          Left to refund: {rupees(left)}
        </Typography>
        <TextField
          label="Amount (₹)"
          value={rupeesText}
          onChange={(e) => setRupeesText(e.target.value)}
          fullWidth
          margin="normal"
          error={!match}
          helperText={match ? ' ' : 'Enter rupees, e.g. 499.00'}
        />
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          required
          multiline
          minRows={2}
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={refund.isPending || !match || !reason.trim()}>
          Refund
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A payment received outside the checkout: the buyer's account, what they bought and how they paid. */
export function OfflinePaymentDialog({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState({
    page_ids: '',
    buyer_email: '',
    name: '',
    address: '',
    pin: '',
    state_code: '',
    gstin: '',
    method: 'bank_transfer' as OfflineMethod,
    reference: '',
    paid_on: new Date().toISOString().slice(0, 10),
  });
  const record = useOfflinePayment();
  const { showSnackbar } = useFeedback();
  const error = refusalText(record.error);
  const field = (key: keyof typeof form, label: string, more: object = {}) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
      fullWidth
      margin="dense"
      {...more}
    />
  );
  const submit = () => {
    const optional = (v: string) => (v.trim() ? v.trim() : undefined);
    record.mutate(
      {
        page_ids: form.page_ids
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number),
        buyer_email: form.buyer_email,
        buyer: {
          name: form.name,
          address: optional(form.address),
          pin: optional(form.pin),
          state_code: optional(form.state_code),
          gstin: optional(form.gstin),
        },
        method: form.method,
        reference: form.reference,
        paid_on: form.paid_on,
      },
      { onSuccess: (r) => (showSnackbar(`Recorded; invoice ${r.invoice_serial}`), onClose()) },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="offline-title">
      <DialogTitle id="offline-title">Record offline payment</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {field('page_ids', 'Payment page ids (comma-separated)', { required: true })}
        {field('buyer_email', 'Buyer’s account email', { required: true, type: 'email' })}
        {field('name', 'Name on the invoice', { required: true })}
        {field('address', 'Billing address')}
        {field('pin', 'PIN code')}
        {field('state_code', 'GST state code (e.g. 27)')}
        {field('gstin', 'GSTIN (businesses)')}
        <TextField
          select
          label="Method"
          value={form.method}
          onChange={(e) => setForm((f) => ({ ...f, method: e.target.value as OfflineMethod }))}
          fullWidth
          margin="dense"
        >
          {OFFLINE_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {OFFLINE_METHOD_LABELS[m]}
            </MenuItem>
          ))}
        </TextField>
        {field('reference', 'Reference (UTR, cheque number, receipt)', { required: true })}
        {field('paid_on', 'Paid on', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={record.isPending}>
          Record payment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
