import { PAYMENT_ITEM_LABELS, rupees, type PaymentItemKind, type PaymentPage } from '@lbd/shared/payments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { indiaDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useOnSale } from '../checkout-api';
import { BuyDialog } from '../checkout/buy-dialog';
import { CART_MAX, cart, useCart } from '../checkout/cart';
import { CartBar } from './cart-bar';
import { accessText, itemPath } from '../checkout/item-paths';
import { SeatCodeForm } from '../seats/seat-code-form';

/** An approved, active member of a company or institution: they buy seats for their organisation. */
export function useSeatBuyer(): boolean {
  const profile = useSession().user?.profile;
  return Boolean(
    profile && (profile.profile_type === 'COMPANY' || profile.profile_type === 'INSTITUTION') && profile.active,
  );
}

/**
 * What a paid item costs and how to buy it (issue 30 item 9: an unpaid student gets this, not an error): the
 * pages selling it (alone or in a bundle), or the access the student already holds.
 */
export function PricingPanel({ kind, id }: { kind: PaymentItemKind; id: number }) {
  const onSale = useOnSale(kind, id);
  const isStudent = useSession().user?.profile?.profile_type === 'STUDENT';
  // A code just used keeps its answer (what the seat gives) beside the access it brought.
  const [redeemed, setRedeemed] = useState(false);
  if (onSale.isPending) return <PageLoading />;
  if (onSale.isError) return <Alert severity="info">This is not on sale.</Alert>;
  const { item, pages, held, pending_order: pending } = onSale.data;
  return (
    <Stack spacing={2}>
      <CartBar />
      {!held && pending && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={`/paymentRedirect?order_id=${pending.id}`} color="inherit">
              I paid but have no access
            </Button>
          }
        >
          You started paying for this on {indiaDate(pending.inserted_at)}.
        </Alert>
      )}
      {held ? (
        <Alert
          severity="success"
          action={
            <Button component={RouterLink} to={itemPath(kind, id)} color="inherit">
              Open
            </Button>
          }
        >
          You have access to {item.title}
          {held.ends_at ? ` until ${indiaDate(held.ends_at)}` : ' for good'}.
        </Alert>
      ) : pages.length === 0 ? (
        <Alert severity="info">{item.title} is not on sale right now.</Alert>
      ) : (
        pages.map((p) => <PageCard key={p.id} page={p} />)
      )}
      {isStudent && (!held || redeemed) && <SeatCodeForm onRedeemed={() => setRedeemed(true)} />}
    </Stack>
  );
}

/** One payment page as a buyer sees it, with its Buy button. */
export function PageCard({ page, heading = 'h2' }: { page: PaymentPage; heading?: 'h1' | 'h2' }) {
  const { user, openLogin } = useSession();
  const [buying, setBuying] = useState(false);
  const student = user?.profile?.profile_type === 'STUDENT';
  const lines = useCart();
  const inCart = lines.some((l) => l.id === page.id);
  const seatBuyer = useSeatBuyer();
  return (
    <Card variant="outlined" component="article" aria-label={page.title}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component={heading}>
            {page.title}
          </Typography>
          {page.description && <Typography color="text.secondary">{page.description}</Typography>}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {page.items.map((i) => (
              <Chip
                key={`${i.kind}:${i.id}`}
                label={`${PAYMENT_ITEM_LABELS[i.kind]}: ${i.title}`}
                component={RouterLink}
                to={itemPath(i.kind, i.id)}
                clickable
                variant="outlined"
              />
            ))}
          </Stack>
          <Typography variant="h5" component="p">
            {rupees(page.tax.total)}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              {page.gst_inclusive ? 'incl. 18% GST' : `(${rupees(page.price_paise)} + 18% GST)`} ·{' '}
              {accessText(page.access_days)}
              {page.kind === 'subscription' ? ', renewable' : ''}
            </Typography>
          </Typography>
        </Stack>
      </CardContent>
      <CardActions>
        {page.seats && seatBuyer ? (
          <Button variant="contained" onClick={() => setBuying(true)}>
            Buy seats
          </Button>
        ) : page.seats ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
            Seats for a class or team: a college or company buys them, then gives them to its students.
          </Typography>
        ) : !user ? (
          <Button variant="contained" onClick={() => openLogin('login')}>
            Sign in to buy
          </Button>
        ) : student ? (
          <>
            <Button variant="contained" onClick={() => setBuying(true)}>
              Buy now
            </Button>
            {inCart ? (
              <Button onClick={() => cart.remove(page.id)}>Remove from cart</Button>
            ) : (
              <Button
                variant="outlined"
                disabled={lines.length >= CART_MAX}
                onClick={() => cart.add({ id: page.id, title: page.title, total: page.tax.total })}
              >
                Add to cart
              </Button>
            )}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
            Students buy from their own account.
          </Typography>
        )}
      </CardActions>
      {buying && (
        <BuyDialog
          pages={[page]}
          open={buying}
          onClose={() => setBuying(false)}
          mode={page.seats ? 'seats' : 'student'}
        />
      )}
    </Card>
  );
}
