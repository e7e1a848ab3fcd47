import type { SeatPool } from '@lbd/shared/payments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { indiaDate } from '../../../lib/dates';
import { refusalText } from '../../../lib/form-errors';
import { useSeatPools } from './seats-api';
import { SeatPoolDialog } from './seat-pool-dialog';

/**
 * The organisation's seats (issue 30 item 10) on its dashboard: each pool's used / total seats, and a
 * dialog to give seats by email, see who holds them, copy the code and free a seat. Nothing shows while the
 * organisation has bought no seats.
 */
export default function SeatsCard() {
  const pools = useSeatPools();
  const [open, setOpen] = useState<number | null>(null);
  if (pools.isPending) return <Skeleton variant="rounded" height={120} sx={{ mb: 3 }} />;
  // Staff who act for no organisation (pending, deactivated) have no seats to show.
  if (pools.isError && pools.error instanceof ApiError && [403, 404].includes(pools.error.status)) return null;
  if (pools.isError)
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        {refusalText(pools.error) ?? 'The seats could not be loaded'}
      </Alert>
    );
  if (pools.data.length === 0) return null;
  const seats = pools.data.reduce((n, p) => n + p.seats, 0);
  const used = pools.data.reduce((n, p) => n + p.used, 0);
  return (
    <Paper variant="outlined" component="section" aria-label="Seats" sx={{ p: 2, mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Seats
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {used} of {seats} seats given in {pools.data.length} {pools.data.length === 1 ? 'purchase' : 'purchases'}
      </Typography>
      <List dense aria-label="Seat purchases">
        {pools.data.map((p) => (
          <PoolRow key={p.id} pool={p} onManage={() => setOpen(p.id)} />
        ))}
      </List>
      {open !== null && <SeatPoolDialog poolId={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}

function PoolRow({ pool, onManage }: { pool: SeatPool; onManage: () => void }) {
  const share = pool.seats === 0 ? 0 : Math.round((pool.used / pool.seats) * 100);
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {pool.page_title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {pool.used} / {pool.seats} used
            {pool.ends_at ? ` · until ${indiaDate(pool.ends_at)}` : ''}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <Button
            size="small"
            component={RouterLink}
            to={`/payments/${pool.page_id}`}
            aria-label={`Buy more seats: ${pool.page_title}`}
          >
            Buy more
          </Button>
          <Button size="small" onClick={onManage} aria-label={`Manage seats: ${pool.page_title}`}>
            Manage
          </Button>
        </Stack>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={share}
        aria-label={`${pool.page_title}: ${pool.used} of ${pool.seats} seats used`}
      />
    </ListItem>
  );
}
