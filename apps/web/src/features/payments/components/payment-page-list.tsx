import { PAYMENT_ITEM_LABELS, rupees, type PaymentPage } from '@lbd/shared/payments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { accessText, PageStatusChip } from './page-status';

/** The caller's payment pages: what each sells, its price and status, its public link and its editor. */
export function PaymentPageList({ pages, showOrg }: { pages: PaymentPage[]; showOrg: boolean }) {
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Your payment pages">
      {pages.map((p) => (
        <Paper key={p.id} component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Stack
                direction="row"
                useFlexGap
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
              >
                <Link
                  component={RouterLink}
                  to={`/payments/${p.id}`}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {p.title}
                </Link>
                <PageStatusChip status={p.status} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {p.items.map((i) => `${PAYMENT_ITEM_LABELS[i.kind]}: ${i.title}`).join(' · ')}
              </Typography>
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {rupees(p.price_paise)}
                </Box>
                {` ${p.gst_inclusive ? 'incl. GST' : '+ GST'} · ${accessText(p)}`}
                {p.coupons.length > 0 && ` · ${p.coupons.length} code${p.coupons.length === 1 ? '' : 's'}`}
                {showOrg && p.org_name && ` · ${p.org_name}`}
              </Typography>
            </Box>
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={`/editPayment/${p.id}`}
              aria-label={`Edit ${p.title}`}
              sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              Edit
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
