import { rupees, type Coupon, type PaymentPage } from '@lbd/shared/payments';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { indiaDate } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { checkCoupon, couponErrorsOf, EMPTY_COUPON, type CouponErrors, type CouponFormValues } from '../coupon-form';
import { percentText } from '../money';
import { useAddCoupon, useRemoveCoupon } from '../pages-api';
import { refusalOf } from '../refusal';
import { ScrollRegion } from '../../../components/scroll-region';

/** '10% off' or '₹200.00 off'. */
export const couponOffText = (c: Pick<Coupon, 'percent_bp' | 'amount_paise'>) =>
  c.percent_bp !== null ? `${percentText(c.percent_bp)} off` : `${rupees(c.amount_paise ?? 0)} off`;

/** '4 / 100' or '4 / no limit'. */
const usesText = (c: Pick<Coupon, 'used' | 'max_uses'>) => `${c.used} / ${c.max_uses ?? 'no limit'}`;

function DeleteButton({ coupon, onClick }: { coupon: Coupon; onClick: () => void }) {
  return (
    <IconButton aria-label={`Delete ${coupon.code}`} onClick={onClick} size="small">
      <DeleteOutline fontSize="small" />
    </IconButton>
  );
}

/** A page's coupon codes: the list with their uses, a form to add one, and delete after a confirm. */
export function CouponsSection({ page }: { page: PaymentPage }) {
  const { showSnackbar, showPopup } = useFeedback();
  const isMobile = useIsMobile();
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useRemoveCoupon(page.id);
  const handleDelete = (c: Coupon) => {
    setRefusal(null);
    remove.mutate(c.id, {
      onSuccess: () => {
        setDeleting(null);
        showSnackbar(`The code ${c.code} is deleted.`);
      },
      onError: (e) => {
        setDeleting(null);
        const text = refusalOf(e);
        if (text) setRefusal(text);
        else showPopup(failurePopup(e));
      },
    });
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="coupons-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="coupons-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Coupon codes
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {page.coupons.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No codes yet. A code takes a percentage or an amount off the price; GST is on what is left.
        </Typography>
      ) : isMobile ? (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, mb: 2 }} aria-label="Coupon codes">
          {page.coupons.map((c) => (
            <Paper key={c.id} component="li" variant="outlined" sx={{ listStyle: 'none', p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {c.code}
                  </Typography>
                  <Typography variant="body2">{couponOffText(c)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {`Used ${usesText(c)} · ${c.expires_at ? `expires ${indiaDate(c.expires_at)}` : 'never expires'}`}
                  </Typography>
                </Box>
                <DeleteButton coupon={c} onClick={() => setDeleting(c)} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <ScrollRegion label="Coupon codes table" sx={{ mb: 2 }}>
          <Table size="small" aria-label="Coupon codes">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Off</TableCell>
                <TableCell>Uses</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.coupons.map((c) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{c.code}</TableCell>
                  <TableCell>{couponOffText(c)}</TableCell>
                  <TableCell>{usesText(c)}</TableCell>
                  <TableCell>{c.expires_at ? indiaDate(c.expires_at) : 'Never'}</TableCell>
                  <TableCell align="right" sx={{ py: 0 }}>
                    <DeleteButton coupon={c} onClick={() => setDeleting(c)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      <AddCouponForm page={page} />
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="delete-coupon-title">
        <DialogTitle id="delete-coupon-title">{`Delete the code ${deleting?.code ?? ''}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>Buyers can no longer use it. Orders already paid keep their discount.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => deleting && handleDelete(deleting)}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

function AddCouponForm({ page }: { page: PaymentPage }) {
  const { showSnackbar, showPopup } = useFeedback();
  const [values, setValues] = useState<CouponFormValues>(EMPTY_COUPON);
  const [errors, setErrors] = useState<CouponErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = useAddCoupon(page.id);
  const set = (patch: Partial<CouponFormValues>, field: keyof CouponErrors) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const handleSubmit = () => {
    setRefusal(null);
    const checked = checkCoupon(values);
    setErrors(checked.errors ?? {});
    if (!checked.body) return;
    const code = checked.body.code;
    add.mutate(checked.body, {
      onSuccess: () => {
        setValues(EMPTY_COUPON);
        showSnackbar(`The code ${code} is added.`);
      },
      onError: (e) => {
        const fields = apiFieldErrors(e);
        const mine = fields ? couponErrorsOf(fields) : {};
        if (Object.keys(mine).length > 0) return setErrors(mine);
        const text = refusalOf(e);
        if (text) setRefusal(text);
        else showPopup(failurePopup(e));
      },
    });
  };
  return (
    <Box
      component="form"
      aria-label="Add a coupon code"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        handleSubmit();
      }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        Add a code
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          label="Code"
          size="small"
          required
          value={values.code}
          onChange={(e) => set({ code: e.target.value.toUpperCase() }, 'code')}
          error={Boolean(errors.code)}
          helperText={errors.code ?? 'e.g. EARLYBIRD'}
          slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
          sx={{ minWidth: 160 }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={values.mode}
            onChange={(_e, mode: CouponFormValues['mode'] | null) => mode && set({ mode }, 'off')}
            aria-label="Discount as"
            sx={{ height: 40 }}
          >
            <ToggleButton value="percent" aria-label="Percent" sx={{ px: 1.75 }}>
              %
            </ToggleButton>
            <ToggleButton value="amount" aria-label="Rupees" sx={{ px: 1.75 }}>
              ₹
            </ToggleButton>
          </ToggleButtonGroup>
          <TextField
            label={values.mode === 'percent' ? 'Percent off' : 'Amount off'}
            size="small"
            required
            value={values.off}
            onChange={(e) => set({ off: e.target.value }, 'off')}
            error={Boolean(errors.off)}
            helperText={errors.off}
            sx={{ width: { xs: 'auto', md: 150 }, flexGrow: { xs: 1, md: 0 } }}
            slotProps={{
              input:
                values.mode === 'percent'
                  ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                  : { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              htmlInput: { inputMode: 'decimal', maxLength: 12 },
              inputLabel: { shrink: true },
            }}
          />
        </Stack>
        <TextField
          label="Max uses"
          size="small"
          value={values.maxUses}
          onChange={(e) => set({ maxUses: e.target.value }, 'maxUses')}
          error={Boolean(errors.maxUses)}
          helperText={errors.maxUses ?? 'Empty: no limit'}
          sx={{ width: { md: 130 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
        />
        <TextField
          label="Expires on"
          type="date"
          size="small"
          value={values.expires}
          onChange={(e) => set({ expires: e.target.value }, 'expires')}
          error={Boolean(errors.expires)}
          helperText={errors.expires ?? 'Empty: never'}
          sx={{ width: { md: 170 } }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined" disabled={add.isPending} sx={{ height: 40, flexShrink: 0 }}>
          Add code
        </Button>
      </Stack>
    </Box>
  );
}
