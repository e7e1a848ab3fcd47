import { MEETING_TEXTS as T } from '@lbd/shared/meetings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session';
import { useMeetings } from '../api';
import { canHostSessions } from '../can-host';
import { MeetingCard } from '../components/meeting-card';

/** /sessions: upcoming (and live) sessions soonest first, past ones latest first, in India time. */
export default function SessionsPage() {
  const [params, setParams] = useSearchParams();
  const when = params.get('when') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { user } = useSession();
  const list = useMeetings(when, page);
  const items = list.data?.data ?? [];
  const pages = list.data?.pagination.total_pages ?? 1;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 960 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {T.title}
        </Typography>
        {canHostSessions(user) && (
          <Button variant="contained" component={RouterLink} to="/createSession" sx={{ alignSelf: { sm: 'center' } }}>
            {T.newSession}
          </Button>
        )}
      </Stack>
      <Tabs value={when} onChange={(_, v: string) => setParams(v === 'past' ? { when: 'past' } : {})} sx={{ mb: 2 }}>
        <Tab value="upcoming" label={T.upcoming} />
        <Tab value="past" label={T.past} />
      </Tabs>
      {list.isPending ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{when === 'past' ? T.noPast : T.noUpcoming}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {items.map((m) => (
            <MeetingCard key={m.id} meeting={m} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3 }}
          count={pages}
          page={page}
          onChange={(_, p) => setParams({ ...(when === 'past' ? { when } : {}), page: String(p) })}
        />
      )}
    </Box>
  );
}
