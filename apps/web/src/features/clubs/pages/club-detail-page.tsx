import { CLUB_LIMITS, CLUB_TEXTS, clubRoleLabel, type ClubDetail } from '@lbd/shared/clubs';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { RatingSummary } from '../../feedback';
import { InvitationBanner } from '../../invitations';
import { CLUB_KEYS, fetchClub, leaveClub, requestToJoin } from '../api';
import { clubPlace, dashboardRedirect, joinStateOf, memberCountText } from '../club-format';
import { ClubEditForm } from '../components/club-edit-form';
import { ManagerBar } from '../components/manager-bar';

/** /clubs/{id}: a club's page (also its public share link); those who run it edit it here. */
export default function ClubDetailPage() {
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const editing = search.get('edit') === '1';
  const { user } = useSession();
  const navigate = useNavigate();
  const club = useQuery({
    queryKey: CLUB_KEYS.detail(id),
    queryFn: () => fetchClub(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const profileType = user?.profile?.profile_type;
  const redirect = club.data ? dashboardRedirect(profileType, club.data, editing) : null;
  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (!club.data || redirect) return <PageLoading />;
  const setEditing = (on: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('edit', '1');
        else next.delete('edit');
        return next;
      },
      { replace: true },
    );

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 980 }}>
      {editing && club.data.can_manage ? (
        <ClubEditForm club={club.data} onDone={() => setEditing(false)} />
      ) : (
        <ClubView club={club.data} onEdit={() => setEditing(true)} />
      )}
    </Box>
  );
}

function ClubView({ club, onEdit }: { club: ClubDetail; onEdit: () => void }) {
  const queryClient = useQueryClient();
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}>
          {club.club_type && <Chip label={club.club_type} color="primary" variant="outlined" size="small" />}
          {club.status !== 'published' && (
            <Chip label={club.status === 'draft' ? 'Draft' : 'Closed'} size="small" color="warning" />
          )}
        </Stack>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, wordBreak: 'break-word' }}>
          {club.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {club.org.full_name}
          {club.host ? ` · Hosted by ${club.host}` : ''}
        </Typography>
        <RatingSummary itemType="CLUB" itemId={club.id} />
        <Stack direction="row" sx={{ color: 'text.secondary', mb: 2, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <GroupsOutlined fontSize="small" aria-hidden />
            <Typography variant="body2" data-testid="club-member-count">
              {memberCountText(club.member_count)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <PlaceOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{clubPlace(club)}</Typography>
          </Stack>
        </Stack>
        <InvitationBanner
          type="Club_Invited"
          itemId={club.id}
          onAnswered={() => void queryClient.invalidateQueries({ queryKey: CLUB_KEYS.detail(club.id) })}
        />
        <JoinPanel club={club} />
        {club.can_manage && <ManagerBar club={club} onEdit={onEdit} />}
        {!club.can_manage && club.can_moderate && (
          <Button component={RouterLink} to={`/clubDashboard/${club.id}`} variant="outlined" sx={{ mt: 2 }}>
            Manage Members
          </Button>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          About the club
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>
          {club.description || 'The organisers have not described this club yet.'}
        </Typography>
        {club.skills.length > 0 && (
          <ChipSection title="Skills you will practise" names={club.skills.map((s) => s.display_name)} />
        )}
        {club.job_roles.length > 0 && <ChipSection title="Career paths" names={club.job_roles.map((r) => r.name)} />}
      </Paper>
    </>
  );
}

function ChipSection({ title, names }: { title: string; names: string[] }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {names.map((n) => (
          <Chip key={n} label={n} size="small" />
        ))}
      </Stack>
    </Box>
  );
}

/** Request to Join / Requested / Member / Leave for students; sign in for visitors. */
function JoinPanel({ club }: { club: ClubDetail }) {
  const { user, isSignedIn, openLogin } = useSession();
  const { showToast, showPopup } = useFeedback();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const state = joinStateOf(club, user?.profile?.profile_type, isSignedIn);
  const refresh = () => queryClient.invalidateQueries({ queryKey: CLUB_KEYS.all });

  const leave = useMutation({
    mutationFn: () => leaveClub(club.id),
    meta: { handleErrors: false },
    onSuccess: ({ result }) => {
      setLeaving(false);
      showToast({ message: result === 'left' ? CLUB_TEXTS.left : CLUB_TEXTS.withdrawn, kind: 'info' });
      void refresh();
    },
    onError: (err) => showPopup(failurePopup(err)),
  });

  switch (state) {
    case 'sign_in':
      return (
        <Button variant="contained" onClick={() => openLogin('login')}>
          {CLUB_TEXTS.requestToJoin}
        </Button>
      );
    case 'request':
      return (
        <>
          <Button variant="contained" onClick={() => setAsking(true)}>
            {CLUB_TEXTS.requestToJoin}
          </Button>
          {asking && <JoinDialog clubId={club.id} onClose={() => setAsking(false)} />}
        </>
      );
    case 'requested':
      return (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}>
          <Button variant="contained" disabled>
            {CLUB_TEXTS.requested}
          </Button>
          <Button onClick={() => leave.mutate()} disabled={leave.isPending}>
            {CLUB_TEXTS.withdraw}
          </Button>
        </Stack>
      );
    case 'member':
      return (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}>
          <Chip
            color="success"
            label={
              club.my_membership
                ? clubRoleLabel(club.my_membership.role, club.my_membership.committee_title)
                : CLUB_TEXTS.member
            }
          />
          {user?.profile?.profile_type === 'STUDENT' || user?.profile?.profile_type === 'ADVISOR' ? (
            <Button color="error" onClick={() => setLeaving(true)}>
              {CLUB_TEXTS.leave}
            </Button>
          ) : null}
          <Dialog open={leaving} onClose={() => setLeaving(false)} aria-labelledby="leave-club-title">
            <DialogTitle id="leave-club-title">Leave {club.title}?</DialogTitle>
            <DialogContent>You can ask to join again later.</DialogContent>
            <DialogActions>
              <Button onClick={() => setLeaving(false)}>Stay</Button>
              <Button color="error" onClick={() => leave.mutate()} disabled={leave.isPending}>
                {CLUB_TEXTS.leave}
              </Button>
            </DialogActions>
          </Dialog>
        </Stack>
      );
    case 'not_open':
      return <Alert severity="info">{CLUB_TEXTS.notTakingRequests}</Alert>;
    default:
      return null;
  }
}

function JoinDialog({ clubId, onClose }: { clubId: number; onClose: () => void }) {
  const { showToast, showPopup } = useFeedback();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const send = useMutation({
    mutationFn: () => requestToJoin(clubId, message),
    meta: { handleErrors: false },
    onSuccess: () => {
      showToast({ message: CLUB_TEXTS.requestSent, kind: 'success' });
      onClose();
      void queryClient.invalidateQueries({ queryKey: CLUB_KEYS.all });
    },
    onError: (err) => showPopup(failurePopup(err)),
  });
  const tooLong = message.trim().length > CLUB_LIMITS.message;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="join-club-title">
      <DialogTitle id="join-club-title">{CLUB_TEXTS.requestToJoin}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label="Message to the organisers (optional)"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={tooLong}
          helperText={
            tooLong
              ? CLUB_TEXTS.tooLong('Message', CLUB_LIMITS.message)
              : `${message.trim().length}/${CLUB_LIMITS.message}`
          }
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => send.mutate()} disabled={tooLong || send.isPending}>
          Send Request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
