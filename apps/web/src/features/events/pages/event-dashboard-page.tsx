import { EmailListButton } from '../../../components/email-list-dialog';
import {
  ENROLLMENT_STATUSES,
  formatEventStart,
  type EnrollmentStatus,
  type EventApplicant,
  type OrgEnrollmentStatus,
} from '@lbd/shared/events';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { useSession } from '../../../lib/session';
import { failurePopup } from '../../../lib/form-errors';
import {
  dashboardKey,
  EVENTS_KEY,
  fetchEventApplicants,
  fetchEventDashboard,
  fetchEventEnrollments,
  fetchEventSummary,
  modifyEventApplicants,
} from '../api';
import { applicantActions, STATUS_LABELS } from '../dashboard-view';
import { InvitationsPanel } from '../../invitations';
import { ScrollRegion } from '../../../components/scroll-region';

function CountTile({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} role="group" aria-label={label}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

function Bars({ title, rows }: { title: string; rows: { name: string; count: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nobody yet.
        </Typography>
      )}
      <Stack spacing={1}>
        {rows.map((r) => (
          <Box key={r.name}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" noWrap sx={{ mr: 1 }}>
                {r.name}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {r.count}
              </Typography>
            </Stack>
            <LinearProgress variant="determinate" value={(r.count / max) * 100} aria-hidden />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

function ApplicantsTable({
  eventId,
  rows,
  selectable,
}: {
  eventId: number;
  rows: EventApplicant[];
  selectable: boolean;
}) {
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  const [selected, setSelected] = useState<number[]>([]);
  const modify = useMutation({
    mutationFn: (v: { ids: number[]; status: OrgEnrollmentStatus }) => modifyEventApplicants(eventId, v.ids, v.status),
    meta: { handleErrors: false },
    onSuccess: (_r, v) => {
      setSelected([]);
      showToast({
        message: `${STATUS_LABELS[v.status]}: ${v.ids.length} student${v.ids.length === 1 ? '' : 's'}.`,
        kind: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    },
    onError: (error) => showPopup(failurePopup(error)),
  });
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        No students here yet.
      </Typography>
    );
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return (
    <>
      {selectable && selected.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">{selected.length} selected</Typography>
          <Button size="small" variant="contained" onClick={() => modify.mutate({ ids: selected, status: 'enrolled' })}>
            Accept selected
          </Button>
          <Button size="small" color="error" onClick={() => modify.mutate({ ids: selected, status: 'rejected' })}>
            Decline selected
          </Button>
        </Stack>
      )}
      <ScrollRegion label="Students">
        <Table size="small" aria-label="Students">
          <TableHead>
            <TableRow>
              {selectable && <TableCell padding="checkbox" />}
              <TableCell>Student</TableCell>
              <TableCell>Institute</TableCell>
              <TableCell>Degree</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} data-testid={`applicant-${r.profile_id}`}>
                {selectable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.includes(r.profile_id)}
                      onChange={() => toggle(r.profile_id)}
                      slotProps={{ input: { 'aria-label': `Select ${r.student_name}` } }}
                    />
                  </TableCell>
                )}
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {r.student_name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {r.email}
                  </Typography>
                </TableCell>
                <TableCell>{r.institute ?? '—'}</TableCell>
                <TableCell>{[r.degree, r.specialization].filter(Boolean).join(', ') || '—'}</TableCell>
                <TableCell>
                  <Chip size="small" label={STATUS_LABELS[r.status]} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {applicantActions(r.status).map((a) => (
                    <Button
                      key={a.status}
                      size="small"
                      color={a.status === 'rejected' ? 'error' : 'primary'}
                      disabled={modify.isPending}
                      onClick={() => modify.mutate({ ids: [r.profile_id], status: a.status })}
                      aria-label={`${a.label} ${r.student_name}`}
                    >
                      {a.label}
                    </Button>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </>
  );
}

function StudentLists({ eventId }: { eventId: number }) {
  const [tab, setTab] = useState<'applicants' | 'joined'>('applicants');
  const [status, setStatus] = useState<EnrollmentStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...EVENTS_KEY, 'students', eventId, tab, status, page],
    queryFn: () =>
      tab === 'joined' ? fetchEventEnrollments(eventId, page) : fetchEventApplicants(eventId, status, page),
    placeholderData: keepPreviousData,
    meta: { unauthorizedGoesHome: true },
  });
  const pages = list.data?.pagination?.total_pages ?? 1;
  return (
    <Paper variant="outlined" component="section" aria-label="Students">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, px: 2, pt: 1 }}
      >
        <Tabs
          value={tab}
          onChange={(_e, next) => {
            setTab(next);
            setPage(1);
          }}
          aria-label="Student lists"
        >
          <Tab value="applicants" label="Applicants" />
          <Tab value="joined" label="Joined" />
        </Tabs>
        {tab === 'applicants' && (
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as EnrollmentStatus | '');
              setPage(1);
            }}
            sx={{ minWidth: 180, my: 1 }}
          >
            <MenuItem value="">All</MenuItem>
            {ENROLLMENT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {list.isFetching && <LinearProgress aria-label="Loading students" />}
      <ApplicantsTable eventId={eventId} rows={list.data?.data ?? []} selectable={tab === 'applicants'} />
      {pages > 1 && (
        <Pagination
          sx={{ p: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
        />
      )}
    </Paper>
  );
}

/** /eventDashboard/{id}: the organiser's counts, summary and students, with accept and decline. */
export default function EventDashboardPage() {
  const id = Number(useParams().id);
  const { user, isLoading, openLogin } = useSession();
  const type = user?.profile?.profile_type;
  const isOrganiser = Boolean(user?.is_admin) || type === 'COMPANY' || type === 'INSTITUTION';
  const dashboard = useQuery({
    queryKey: dashboardKey(id),
    queryFn: () => fetchEventDashboard(id),
    meta: { unauthorizedGoesHome: true },
    enabled: isOrganiser,
  });
  const summary = useQuery({
    queryKey: [...EVENTS_KEY, 'summary', id],
    queryFn: () => fetchEventSummary(id),
    meta: { unauthorizedGoesHome: true },
    enabled: isOrganiser,
  });
  if (!isOrganiser && !isLoading) {
    // Only the organisers see who registered; nobody else's call is made.
    return (
      <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 720 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 1 }}>
          Event dashboard
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {user
            ? 'Only the organisers of this event can see its dashboard.'
            : "Log in as the event's organiser to see its dashboard."}
        </Typography>
        <Stack direction="row" spacing={1}>
          {!user && (
            <Button variant="contained" onClick={() => openLogin('login')}>
              Log in
            </Button>
          )}
          <Button component={Link} to={`/events/${id}`}>
            See the event
          </Button>
        </Stack>
      </Box>
    );
  }
  if (!dashboard.data) return <PageLoading />;
  const { event, counts } = dashboard.data;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Button component={Link} to={`/events/${event.id}`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Back to the event
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }}>
        {event.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Event dashboard · {event.status === 'published' ? 'Published' : event.status === 'draft' ? 'Draft' : 'Closed'}
        {event.starts_at ? ` · ${formatEventStart(event.starts_at)}` : ''}
        {event.capacity !== null ? ` · ${event.seats_left} of ${event.capacity} seats left` : ''}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <EmailListButton kind="event" id={event.id} label="Email participants" />
      </Box>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {(
          [
            ['Registrations', counts.total],
            ['Waiting for you', counts.applied],
            ['Joined', counts.enrolled],
            ['Attended', counts.attended],
            ['Declined', counts.rejected],
            ['Withdrawn', counts.withdrawn],
          ] as const
        ).map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, sm: 4, md: 2 }}>
            <CountTile label={label} value={value} />
          </Grid>
        ))}
      </Grid>
      {summary.data && (
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Bars title="Joined by degree" rows={summary.data.by_degree} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Bars title="Joined by specialization" rows={summary.data.by_specialization} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Bars
              title="Registrations per day"
              rows={summary.data.per_day.map((d) => ({
                name: new Date(`${d.day}T00:00:00Z`).toLocaleDateString('en-IN', {
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'UTC',
                }),
                count: d.count,
              }))}
            />
          </Grid>
        </Grid>
      )}
      <InvitationsPanel type="Event_Invited" itemId={event.id} open={event.status === 'published'} />
      <StudentLists eventId={event.id} />
    </Box>
  );
}
