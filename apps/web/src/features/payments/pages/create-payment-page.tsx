import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PageLoading } from '../../../components/page-loading';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { PageFields } from '../components/page-fields';
import { PaymentPageList } from '../components/payment-page-list';
import { EMPTY_PAGE_FORM } from '../page-form';
import { createPaymentPage, PAGE_KEYS, usePaymentPages } from '../pages-api';
import { usePageForm } from '../use-page-form';

export const CREATE_PAYMENT_TEXTS = {
  heading: 'Payment pages',
  none: 'You have no payment pages yet. Make one below: it stays a draft until you put it on sale.',
  note: 'It is saved as a draft; coupon codes and putting it on sale come next.',
} as const;

/**
 * /createPayment (issue 30 item 1): the caller's payment pages (an organisation's own, every one for an
 * admin holding 'payments') and a form for a new one, which opens at /editPayment/{id} once saved.
 */
export default function CreatePaymentPage() {
  const navigateTo = useNavigateTo();
  const client = useQueryClient();
  const { user } = useSession();
  const pages = usePaymentPages();
  const form = usePageForm(EMPTY_PAGE_FORM);
  const create = useMutation({
    mutationFn: createPaymentPage,
    meta: { handleErrors: false },
    onSuccess: (page) => {
      client.setQueryData(PAGE_KEYS.one(page.id), page);
      void client.invalidateQueries({ queryKey: PAGE_KEYS.list });
      navigateTo(['editPayment', page.id]);
    },
    onError: form.onError,
  });
  const list = pages.data ?? [];
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1040 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 2 }}>
        {CREATE_PAYMENT_TEXTS.heading}
      </Typography>
      {pages.isPending ? (
        <PageLoading />
      ) : list.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {CREATE_PAYMENT_TEXTS.none}
        </Typography>
      ) : (
        <Box sx={{ mb: 4 }}>
          <PaymentPageList pages={list} showOrg={Boolean(user?.is_admin)} />
        </Box>
      )}
      <Paper
        variant="outlined"
        component="form"
        aria-labelledby="new-payment-page-heading"
        noValidate
        sx={{ p: { xs: 2, sm: 3 } }}
        onSubmit={(e) => {
          e.preventDefault();
          const body = form.check();
          if (body) create.mutate(body);
        }}
      >
        <Typography id="new-payment-page-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          New payment page
        </Typography>
        {form.refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {form.refusal}
          </Alert>
        )}
        <PageFields values={form.values} errors={form.errors} set={form.set} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Create page
          </Button>
          <Typography variant="body2" color="text.secondary">
            {CREATE_PAYMENT_TEXTS.note}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
