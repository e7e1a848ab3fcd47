import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ApiSuccess } from '../../../lib/api-client';

/** A list of cards with its pages, a loading bar and what to say when there is nothing. */
export function PagedGrid<T extends { id: number }>({
  result,
  label,
  empty,
  page,
  onPage,
  loading,
  render,
}: {
  result: ApiSuccess<T[]> | undefined;
  label: string;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  render: (item: T) => ReactNode;
}) {
  const items = result?.data ?? [];
  const pages = result?.pagination?.total_pages ?? 1;
  return (
    <Box>
      {loading && <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} sx={{ mb: 2 }} />}
      {!loading && result && items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{empty}</Typography>
        </Paper>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
          {items.map((item) => (
            <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              {render(item)}
            </Grid>
          ))}
        </Grid>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_e, next) => onPage(next)}
          color="primary"
          aria-label={`Pages of ${label.toLowerCase()}`}
          siblingCount={0}
        />
      )}
    </Box>
  );
}
