import { PAYMENT_ITEM_LABELS, rupees, type Subscription } from '@lbd/shared/payments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../lib/dates';
import { useSubscriptions } from '../checkout-api';
import { itemPath } from '../checkout/item-paths';

/** The checkout's dialog and its billing form load only when 'Renew' is pressed. */
const BuyDialog = lazy(() => import('../checkout/buy-dialog').then((m) => ({ default: m.BuyDialog })));

/**
 * 'Your subscriptions' on the student dashboard (issue 30 item 9): each subscription's items, until when it
 * runs, and 'Renew' while its page is on sale (a renewal extends from the current end). Nothing shows while
 * the student holds none, or when they cannot be loaded (a dashboard part must not take over the page).
 */
export default function SubscriptionsCard() {
  const subscriptions = useSubscriptions();
  const [renewing, setRenewing] = useState<Subscription | null>(null);
  if (!subscriptions.data || subscriptions.data.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Your subscriptions" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Your subscriptions
      </Typography>
      <List dense disablePadding>
        {subscriptions.data.map((s) => (
          <ListItem key={s.page_id} disableGutters sx={{ display: 'block', py: 1 }}>
            <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                  {s.page_title}{' '}
                  <Chip
                    size="small"
                    label={s.active ? 'Active' : 'Ended'}
                    color={s.active ? 'success' : 'default'}
                    variant="outlined"
                  />
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {s.ends_at ? `${s.active ? 'Active until' : 'Ended'} ${indiaDate(s.ends_at)}` : 'No end date'}
                  {s.renewal_price_paise !== null ? ` · renews for ${rupees(s.renewal_price_paise)}` : ''}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5 }}>
                  {s.items.map((i) => (
                    <Link key={`${i.kind}:${i.id}`} component={RouterLink} to={itemPath(i.kind, i.id)} variant="body2">
                      {PAYMENT_ITEM_LABELS[i.kind]}: {i.title}
                    </Link>
                  ))}
                </Stack>
              </Box>
              {s.renewal_price_paise !== null && (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setRenewing(s)}
                  aria-label={`Renew ${s.page_title}`}
                  sx={{ flexShrink: 0 }}
                >
                  Renew
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      {renewing && (
        <Suspense fallback={null}>
          <BuyDialog
            pages={[{ id: renewing.page_id, title: renewing.page_title }]}
            open
            onClose={() => setRenewing(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
