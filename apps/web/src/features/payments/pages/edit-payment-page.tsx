import type { PaymentPage } from '@lbd/shared/payments';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { CouponsSection } from '../components/coupons-section';
import { PageFields } from '../components/page-fields';
import { PageLifecycleActions } from '../components/page-lifecycle-actions';
import { PublicLink } from '../components/public-link';
import { formFromPage } from '../page-form';
import { usePaymentPage, useSavePage } from '../pages-api';
import { usePageForm } from '../use-page-form';

export const EDIT_PAYMENT_TEXTS = {
  saved: 'Your changes have been saved.',
  cannotEdit: 'Only the page’s organisation and admins who manage payments can edit it.',
  onSale: 'This page is on sale: buyers see your changes once you save. Those who paid keep what they bought.',
} as const;

/** The page's fields, saved with PUT .../edit; the API's field messages land under their inputs. */
function PageEditor({ page }: { page: PaymentPage }) {
  const { showSnackbar } = useFeedback();
  const form = usePageForm(formFromPage(page));
  const save = useSavePage(page.id);
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby="details-heading"
      noValidate
      sx={{ p: { xs: 2, sm: 3 } }}
      onSubmit={(e) => {
        e.preventDefault();
        const body = form.check();
        if (body)
          save.mutate(body, {
            onSuccess: (saved) => {
              form.setValues(formFromPage(saved));
              showSnackbar(EDIT_PAYMENT_TEXTS.saved);
            },
            onError: form.onError,
          });
      }}
    >
      <Typography id="details-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        Details
      </Typography>
      {page.status === 'published' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {EDIT_PAYMENT_TEXTS.onSale}
        </Alert>
      )}
      {form.refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.refusal}
        </Alert>
      )}
      <PageFields values={form.values} errors={form.errors} set={form.set} />
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * /editPayment/{id} (issue 30 item 1): a payment page in edit mode for its organisation and admins holding
 * 'payments': its fields, its status (put on sale, close sales), its public link and its coupon codes.
 * A page the caller may not see answers 404, shown as Page Not Found.
 */
export default function EditPaymentPage() {
  const id = Number(useParams().id);
  const page = usePaymentPage(Number.isInteger(id) ? id : 0);
  if (!page.data) return <PageLoading />;
  const p = page.data;
  const pageSx = { px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1040 } as const;
  return (
    <Box sx={pageSx}>
      <Button component={RouterLink} to="/createPayment" startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        Payment pages
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 2, overflowWrap: 'anywhere' }}>
        {p.title}
      </Typography>
      {!p.manage ? (
        <Alert severity="warning">{EDIT_PAYMENT_TEXTS.cannotEdit}</Alert>
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" component="section" aria-labelledby="status-heading" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="status-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Status and link
            </Typography>
            <PageLifecycleActions page={p} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.5 }}>
              Its public link, where buyers see it and pay once it is on sale:
            </Typography>
            <PublicLink id={p.id} />
          </Paper>
          <PageEditor key={p.id} page={p} />
          <CouponsSection page={p} />
        </Stack>
      )}
    </Box>
  );
}
