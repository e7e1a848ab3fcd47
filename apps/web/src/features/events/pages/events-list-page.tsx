import { EVENT_LIMITS, type EventCard as EventCardData } from '@lbd/shared/events';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type ApiSuccess } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { createEvent, EVENTS_KEY, EVENTS_PAGE_SIZE, eventListKey, fetchEvents } from '../api';
import { EventCard } from '../components/event-card';
import { canCreateEvents } from '../event-view';

/** 'Create Event': ask for a title, save a draft, open it in edit mode (SPEC §2.2). */
function CreateEventButton() {
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createEvent({ title }),
    meta: { handleErrors: false },
    onSuccess: ({ id }) => navigateTo(['events', id], { edit: 'true' }),
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields?.title) setError(fields.title);
      else showPopup(failurePopup(e));
    },
  });
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
        Create Event
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="create-event-title">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!title.trim()) setError('Title cannot be empty');
            else create.mutate();
          }}
        >
          <DialogTitle id="create-event-title">Create Event</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Start with a title; you fill in the rest on the next page. It stays a draft until you publish it.
            </Typography>
            <TextField
              autoFocus
              fullWidth
              label="Event title"
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error}
              slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.title } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Create draft
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

function EventGrid({
  result,
  empty,
  page,
  onPage,
  loading,
}: {
  result: ApiSuccess<EventCardData[]> | undefined;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
}) {
  const events = result?.data ?? [];
  const pages = result?.pagination?.total_pages ?? 1;
  return (
    <Box sx={{ position: 'relative' }}>
      {loading && <LinearProgress aria-label="Loading events" sx={{ mb: 2 }} />}
      {!loading && events.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{empty}</Typography>
        </Paper>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Events">
          {events.map((event) => (
            <Grid key={event.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <EventCard event={event} />
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
          aria-label="Pages of events"
        />
      )}
    </Box>
  );
}

/** The caller organisation's events in every status (its drafts are found here). */
function OrgEvents() {
  const [page, setPage] = useState(1);
  const mine = useQuery({
    queryKey: [...EVENTS_KEY, 'org', page],
    queryFn: () => api.get('/api/show_org_events', { params: { page, count: EVENTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  return (
    <EventGrid
      result={mine.data}
      loading={mine.isFetching}
      page={page}
      onPage={setPage}
      empty="Your organisation has no events yet. Create one to invite students."
    />
  );
}

/** /events: upcoming events, featured first, with search and pages; organisations also see their own. */
export default function EventsListPage() {
  const { user } = useSession();
  const isOrg = canCreateEvents(user?.profile?.profile_type, user?.is_admin);
  const isOrgProfile = user?.profile?.profile_type === 'COMPANY' || user?.profile?.profile_type === 'INSTITUTION';
  const [tab, setTab] = useState<'all' | 'mine'>('all');
  const [query, setQuery] = useState('');
  const [featured, setFeatured] = useState(false);
  const [page, setPage] = useState(1);
  const text = useDebouncedValue(query.trim(), 300);
  const list = useQuery({
    queryKey: eventListKey(page, text, featured),
    queryFn: () => fetchEvents({ page, query: text, featured }),
    placeholderData: keepPreviousData,
    enabled: tab === 'all',
  });

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            Events
          </Typography>
          <Typography color="text.secondary">
            Workshops, hackathons, talks and meetups from colleges and companies.
          </Typography>
        </Box>
        {isOrg && <CreateEventButton />}
      </Stack>
      {isOrgProfile && (
        <Tabs value={tab} onChange={(_e, next) => setTab(next)} sx={{ mb: 2 }} aria-label="Which events">
          <Tab value="all" label="All events" />
          <Tab value="mine" label="Our events" />
        </Tabs>
      )}
      {tab === 'mine' ? (
        <OrgEvents />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
            <TextField
              label="Search events"
              type="search"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setPage(1);
              }}
              sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
              slotProps={{
                htmlInput: { maxLength: 100 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={featured}
                  onChange={(e) => {
                    setFeatured(e.target.checked);
                    setPage(1);
                  }}
                />
              }
              label="Featured only"
            />
          </Stack>
          <EventGrid
            result={list.data}
            loading={list.isFetching}
            page={page}
            onPage={setPage}
            empty={text ? `No upcoming events match "${text}".` : 'No upcoming events right now. Check back soon.'}
          />
        </>
      )}
    </Box>
  );
}
