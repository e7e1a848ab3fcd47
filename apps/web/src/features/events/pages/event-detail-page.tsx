import { formatDurationHours, formatEventPlace, formatEventStart, type EventDetail } from '@lbd/shared/events';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/Event';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { RatingSummary } from '../../feedback';
import { enrollInEvent, EVENTS_KEY, eventKey, fetchEvent, withdrawFromEvent } from '../api';
import { EventEditor } from '../components/event-editor';
import { joinState, registrationLine } from '../event-view';
import { InvitationBanner } from '../../invitations';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', mt: 0.25 }}>{icon}</Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography>{children}</Typography>
      </Box>
    </Stack>
  );
}

/** The Join button and what it says (SPEC §1: students join events). */
function JoinPanel({ event }: { event: EventDetail }) {
  const { user, openLogin } = useSession();
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  const state = joinState(event, new Date());
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
  };
  const join = useMutation({
    mutationFn: () => enrollInEvent(event.id),
    meta: { handleErrors: false },
    onSuccess: (result) => {
      showToast({
        message:
          result.status === 'applied' ? 'Your request has been sent to the organiser.' : 'You have joined this event.',
        kind: 'success',
      });
      refresh();
    },
    onError: (error) => {
      showPopup(failurePopup(error));
      refresh();
    },
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawFromEvent(event.id),
    meta: { handleErrors: false },
    onSuccess: () => {
      showToast({ message: 'You are no longer registered for this event.', kind: 'info' });
      refresh();
    },
    onError: (error) => showPopup(failurePopup(error)),
  });

  const profileType = user?.profile?.profile_type;
  if (user && profileType !== 'STUDENT') return null;
  const mine = event.my_enrollment?.status;
  const canWithdraw = mine === 'applied' || mine === 'enrolled';
  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <Button
        variant="contained"
        size="large"
        disabled={!state.enabled || join.isPending}
        onClick={() => (user ? join.mutate() : openLogin('login'))}
        sx={{ minWidth: 160 }}
      >
        {join.isPending ? 'Joining…' : state.label}
      </Button>
      {state.kind === 'join' && event.requires_approval && (
        <Typography variant="body2" color="text.secondary">
          The organiser confirms each place.
        </Typography>
      )}
      {state.kind === 'requested' && (
        <Typography variant="body2" color="text.secondary">
          Waiting for the organiser to confirm your place.
        </Typography>
      )}
      {state.kind === 'declined' && (
        <Typography variant="body2" color="text.secondary">
          The organiser could not offer you a place this time.
        </Typography>
      )}
      {canWithdraw && (
        <Button size="small" color="inherit" onClick={() => withdraw.mutate()} disabled={withdraw.isPending}>
          {mine === 'applied' ? 'Cancel my request' : 'Leave this event'}
        </Button>
      )}
    </Stack>
  );
}

function EventView({ event, onEdit }: { event: EventDetail; onEdit: () => void }) {
  const registration = registrationLine(event.days_left);
  const queryClient = useQueryClient();
  return (
    <Stack spacing={3}>
      <InvitationBanner
        type="Event_Invited"
        itemId={event.id}
        onAnswered={() => void queryClient.invalidateQueries({ queryKey: eventKey(event.id) })}
      />
      {event.can_manage && (
        <Alert
          severity={event.status === 'published' ? 'success' : 'warning'}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" startIcon={<EditOutlined />} onClick={onEdit}>
                Edit
              </Button>
              <Button
                color="inherit"
                size="small"
                startIcon={<DashboardOutlined />}
                component={Link}
                to={`/eventDashboard/${event.id}`}
              >
                Dashboard
              </Button>
            </Stack>
          }
        >
          {event.status === 'published'
            ? 'This event is published.'
            : event.status === 'closed'
              ? 'This event is closed: it takes no registrations.'
              : 'This event is a draft.'}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            height: { xs: 120, sm: 180 },
            position: 'relative',
            backgroundImage: event.banner_url
              ? `url("${event.banner_url}")`
              : 'linear-gradient(135deg, #1e3a8a 0%, #2f54d4 60%, #f5b326 140%)',
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        >
          {event.is_featured && (
            <Chip
              icon={<StarRounded />}
              label="Featured"
              color="secondary"
              sx={{ position: 'absolute', top: 12, right: 12, fontWeight: 600 }}
            />
          )}
        </Box>
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
          <Avatar
            src={event.avatar_url ?? event.org.logo_url ?? undefined}
            alt=""
            variant="rounded"
            sx={{
              width: 76,
              height: 76,
              mt: -5,
              border: '4px solid #fff',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
            }}
          >
            <EventIcon fontSize="large" />
          </Avatar>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
            {event.category && <Chip label={event.category} size="small" variant="outlined" />}
            {event.is_online && <Chip label="Online" size="small" color="primary" variant="outlined" />}
          </Stack>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 }, mt: 1 }}>
            {event.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            by {event.org.full_name}
          </Typography>
          <RatingSummary itemType="EVENT" itemId={event.id} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
            <Stack spacing={1.5}>
              {event.starts_at && (
                <Fact icon={<EventIcon />} label="Starts">
                  {formatEventStart(event.starts_at)}
                </Fact>
              )}
              {event.duration_hours !== null && (
                <Fact icon={<ScheduleOutlined />} label="Duration">
                  {formatDurationHours(event.duration_hours)}
                </Fact>
              )}
              {(event.is_online || event.location) && (
                <Fact icon={<LocationOnOutlined />} label="Where">
                  {formatEventPlace(event)}
                </Fact>
              )}
              <Fact icon={<GroupOutlined />} label="Seats">
                {event.capacity === null
                  ? `${event.enrolled_count} joined · no limit`
                  : `${event.seats_left} of ${event.capacity} left`}
              </Fact>
            </Stack>
            <Stack spacing={1.5} sx={{ alignItems: { md: 'flex-end' } }}>
              {registration && (
                <Typography
                  sx={{ fontWeight: 700, color: event.days_left === 'Last Day' ? 'error.main' : 'success.dark' }}
                >
                  {registration}
                </Typography>
              )}
              <JoinPanel event={event} />
            </Stack>
          </Stack>
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-label="About this event" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          About this event
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }} color={event.description ? 'text.primary' : 'text.secondary'}>
          {event.description || 'No description yet.'}
        </Typography>
        {event.skills.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
              Skills
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {event.skills.map((s) => (
                <Chip key={s.id} label={s.display_name} size="small" />
              ))}
            </Stack>
          </>
        )}
        {event.job_roles.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
              Career paths
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {event.job_roles.map((r) => (
                <Chip key={r.id} label={r.name} size="small" variant="outlined" />
              ))}
            </Stack>
          </>
        )}
      </Paper>
    </Stack>
  );
}

/** /events/{id}: the event; its organisation edits it here (a new draft opens in edit mode, SPEC §2.2). */
export default function EventDetailPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const event = useQuery({ queryKey: eventKey(id), queryFn: () => fetchEvent(id), enabled: Number.isInteger(id) });
  if (!event.data) return <PageLoading />;
  const data = event.data;
  const editing = data.can_manage && (params.get('edit') === 'true' || data.status === 'draft');
  const setEditing = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('edit', 'true');
        else next.delete('edit');
        return next;
      },
      { replace: true },
    );
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 }}>
      {editing ? (
        <Stack spacing={2}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }}>
            {data.title}
          </Typography>
          <EventEditor event={data} onDone={() => setEditing(false)} />
        </Stack>
      ) : (
        <EventView event={data} onEdit={() => setEditing(true)} />
      )}
    </Box>
  );
}
