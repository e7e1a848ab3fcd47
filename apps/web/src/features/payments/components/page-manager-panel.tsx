import type { PaymentPage } from '@lbd/shared/payments';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageLifecycleActions } from './page-lifecycle-actions';

/**
 * For those who manage a page, on its public page (/payments/{id}): its status with 'Put on sale' or
 * 'Close sales', how many coupon codes it has, and the way to its editor. Nothing for anyone else.
 */
export function PageManagerPanel({ page }: { page: PaymentPage }) {
  if (!page.manage) return null;
  const codes = page.coupons.length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="page-manager-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
      >
        <Typography id="page-manager-heading" variant="h6" component="h2">
          Manage this page
        </Typography>
        <Button
          component={RouterLink}
          to={`/editPayment/${page.id}`}
          startIcon={<Edit fontSize="small" />}
          size="small"
          variant="outlined"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Edit page
        </Button>
      </Stack>
      <PageLifecycleActions page={page} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {codes === 0 ? 'No coupon codes' : `${codes} coupon code${codes === 1 ? '' : 's'}`}
      </Typography>
    </Paper>
  );
}
