import { GST_RATE_BP, PAYMENT_PAGE_LIMITS as L, rupees, taxOf } from '@lbd/shared/payments';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { paiseOf } from '../money';
import type { PageFormErrors, PageFormValues } from '../page-form';
import { SellablePicker } from './sellable-picker';

/** What a buyer in the supplier's state pays for a price as typed, with its tax split; null until it reads. */
export function buyerPaysLine(price: string, inclusive: boolean): string | null {
  const paise = paiseOf(price);
  if (Number.isNaN(paise) || paise < L.priceMin || paise > L.priceMax) return null;
  const t = taxOf(paise, { inclusive, intraState: true });
  const rate = `${GST_RATE_BP / 100}%`;
  return `The buyer pays ${rupees(t.total)}: ${rupees(t.taxable)} + CGST ${rupees(t.cgst)} + SGST ${rupees(t.sgst)} (GST ${rate}, within the state; IGST to other states)`;
}

/** The fields of a payment page, as typed; the page around it owns the values and the submit. */
export function PageFields({
  values,
  errors,
  set,
}: {
  values: PageFormValues;
  errors: PageFormErrors;
  set: (patch: Partial<PageFormValues>) => void;
}) {
  const ids = useId();
  const line = buyerPaysLine(values.price, values.gstInclusive);
  return (
    <Stack spacing={2.5}>
      <TextField
        label="Title"
        required
        fullWidth
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        error={Boolean(errors.title)}
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: L.titleMax } }}
      />
      <TextField
        label="Description"
        fullWidth
        multiline
        minRows={3}
        value={values.description}
        onChange={(e) => set({ description: e.target.value })}
        error={Boolean(errors.description)}
        helperText={errors.description ?? 'What the buyer gets, in a few lines'}
        slotProps={{ htmlInput: { maxLength: L.descriptionMax } }}
      />
      <SellablePicker value={values.items} onChange={(items) => set({ items })} error={errors.items} />
      <Stack spacing={0.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Price"
            required
            value={values.price}
            onChange={(e) => set({ price: e.target.value })}
            error={Boolean(errors.price)}
            helperText={errors.price ?? 'In rupees, e.g. 1499 or 1499.50'}
            sx={{ maxWidth: { sm: 240 } }}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              htmlInput: { inputMode: 'decimal', maxLength: 14 },
            }}
          />
          <FormControlLabel
            sx={{ mt: { sm: 1 } }}
            control={<Switch checked={values.gstInclusive} onChange={(e) => set({ gstInclusive: e.target.checked })} />}
            label="Price includes GST"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="buyer-pays">
          {line ?? (values.gstInclusive ? 'GST is included in the price.' : 'GST is added to the price.')}
        </Typography>
      </Stack>
      <FormControl error={Boolean(errors.days)}>
        <FormLabel id={`${ids}-access`}>Access</FormLabel>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <RadioGroup
            row
            aria-labelledby={`${ids}-access`}
            value={values.lifetime ? 'lifetime' : 'days'}
            onChange={(e) => set({ lifetime: e.target.value === 'lifetime' })}
          >
            <FormControlLabel value="lifetime" control={<Radio />} label="Lifetime" />
            <FormControlLabel value="days" control={<Radio />} label="For a number of days" />
          </RadioGroup>
          {!values.lifetime && (
            <TextField
              label="Days"
              size="small"
              value={values.days}
              onChange={(e) => set({ days: e.target.value })}
              error={Boolean(errors.days)}
              sx={{ width: 120 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          )}
        </Stack>
        {errors.days && <FormHelperText>{errors.days}</FormHelperText>}
      </FormControl>
      <FormControl error={Boolean(errors.kind)}>
        <FormLabel id={`${ids}-kind`}>Payment</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${ids}-kind`}
          value={values.kind}
          onChange={(e) => set({ kind: e.target.value as PageFormValues['kind'] })}
        >
          <FormControlLabel value="one_time" control={<Radio />} label="One-time" />
          <FormControlLabel value="subscription" control={<Radio />} label="Subscription" />
        </RadioGroup>
        {errors.kind && <FormHelperText>{errors.kind}</FormHelperText>}
      </FormControl>
    </Stack>
  );
}
