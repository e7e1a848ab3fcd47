import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { CartBar } from '../components/cart-bar';
import { PageManagerPanel } from '../components/page-manager-panel';
import Stack from '@mui/material/Stack';
import { useSession } from '../../../lib/session';
import { PageCard } from '../components/pricing-panel';
import { SeatCodeForm } from '../seats/seat-code-form';
import { usePaymentPage } from '../pages-api';

/**
 * /payments/{id}: a payment page's public link, where anyone sees what it sells and a student buys it; those
 * who manage it also get its status, sales switch and coupons (PageManagerPanel).
 */
export default function PaymentPage() {
  const id = Number(useParams().id);
  const page = usePaymentPage(id);
  const isStudent = useSession().user?.profile?.profile_type === 'STUDENT';
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 760 }}>
      {!page.data ? (
        <>
          <Typography variant="h4" component="h1">
            Payment page
          </Typography>
          <PageLoading />
        </>
      ) : (
        <>
          <Stack spacing={2}>
            <PageCard page={page.data} heading="h1" />
            <CartBar />
            {/* Seats are given by a college or company; its students take theirs with its code. */}
            {isStudent && page.data.seats && <SeatCodeForm />}
          </Stack>
          {page.data.manage && <PageManagerPanel page={page.data} />}
        </>
      )}
    </Box>
  );
}
