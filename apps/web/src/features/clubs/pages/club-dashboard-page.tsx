import { EmailListButton } from '../../../components/email-list-dialog';
import {
  CLUB_LIMITS,
  CLUB_TEXTS,
  clubRoleLabel,
  type ClubMemberRow,
  type JoinRequestRow,
  type JoinRequestStatus,
} from '@lbd/shared/clubs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import {
  CLUB_KEYS,
  decideJoinRequest,
  fetchClubDashboard,
  fetchClubMembers,
  fetchJoinRequests,
  removeClubMember,
  setClubAdmin,
  setClubCommittee,
} from '../api';
import { clubPlace, formatClubDate } from '../club-format';
import { ManagerBar } from '../components/manager-bar';
import { InvitationsPanel } from '../../invitations';

const REQUEST_FILTERS: { value: JoinRequestStatus | ''; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All' },
];

/**
 * /clubDashboard/{id}: numbers, join requests and members, for the organisation, club admins and
 * committee. Signed out, it asks to sign in instead of calling the API.
 */
export default function ClubDashboardPage() {
  const { user, isLoading, openLogin } = useSession();
  if (isLoading) return <PageLoading />;
  if (user) return <ClubDashboard />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 }, maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 30 } }}>
          Club dashboard
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Sign in with an account that runs this club to see its members and requests.
        </Typography>
        <Button variant="contained" onClick={() => openLogin('login')}>
          LOGIN
        </Button>
      </Paper>
    </Box>
  );
}

function ClubDashboard() {
  const id = Number(useParams().id);
  const navigateTo = useNavigateTo();
  const dashboard = useQuery({
    queryKey: CLUB_KEYS.dashboard(id),
    queryFn: () => fetchClubDashboard(id),
    enabled: Number.isInteger(id) && id > 0,
    meta: { unauthorizedGoesHome: true },
  });
  if (!dashboard.data) return <PageLoading />;
  const { club, counts, can_change_roles: canChangeRoles } = dashboard.data;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1100 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Typography variant="overline" color="primary">
          Club dashboard
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, wordBreak: 'break-word' }}>
            {club.title}
          </Typography>
          <Chip
            size="small"
            label={club.status === 'draft' ? 'Draft' : club.status === 'published' ? 'Published' : 'Closed'}
            color={club.status === 'published' ? 'success' : 'default'}
          />
        </Stack>
        <Typography color="text.secondary">
          {[club.org.full_name, club.host, clubPlace(club)].filter(Boolean).join(' · ')}
        </Typography>
        {club.status === 'published' && (
          <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }}>
            Share link: {`${window.location.origin}/clubs/${club.id}`}
          </Typography>
        )}
        {club.can_manage && (
          <ManagerBar
            club={club}
            onEdit={() => navigateTo(['clubs', club.id], { edit: 1 })}
            showDashboardLink={false}
          />
        )}
        {club.can_manage && (
          <Box sx={{ mt: 1.5 }}>
            <EmailListButton kind="club" id={club.id} label="Email members" />
          </Box>
        )}
      </Paper>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}
        aria-label="Club numbers"
        component="section"
      >
        <Stat label="Members" value={counts.members} />
        <Stat label="Committee" value={counts.committee} />
        <Stat label="Admins" value={counts.admins} />
        <Stat label="Pending requests" value={counts.pending_requests} />
      </Box>
      {club.can_manage && <InvitationsPanel type="Club_Invited" itemId={club.id} open={club.status === 'published'} />}
      <JoinRequests clubId={id} />
      <Members clubId={id} canChangeRoles={canChangeRoles} />
    </Box>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h5" component="p" data-testid={`stat-${label.toLowerCase().replace(/ /g, '-')}`}>
        {value.toLocaleString('en-IN')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

function personLine(p: { institute: string | null; degree: string | null; specialization: string | null }) {
  return [p.degree, p.specialization, p.institute].filter(Boolean).join(' · ');
}

function useRefreshClub(clubId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['clubs', 'requests', clubId] }),
      queryClient.invalidateQueries({ queryKey: ['clubs', 'members', clubId] }),
      queryClient.invalidateQueries({ queryKey: CLUB_KEYS.dashboard(clubId) }),
      queryClient.invalidateQueries({ queryKey: CLUB_KEYS.detail(clubId) }),
    ]);
}

function JoinRequests({ clubId }: { clubId: number }) {
  const [status, setStatus] = useState<JoinRequestStatus | ''>('pending');
  const [pageNo, setPageNo] = useState(1);
  const { showToast, showPopup } = useFeedback();
  const refresh = useRefreshClub(clubId);
  const requests = useQuery({
    queryKey: CLUB_KEYS.requests(clubId, status, pageNo),
    queryFn: () => fetchJoinRequests(clubId, status, pageNo),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: (v: { id: number; status: 'accepted' | 'rejected' }) => decideJoinRequest(v.id, v.status),
    meta: { handleErrors: false },
    onSuccess: (r) => {
      showToast({ message: r.status === 'accepted' ? CLUB_TEXTS.accepted : CLUB_TEXTS.rejected, kind: 'success' });
      void refresh();
    },
    onError: (err) => showPopup(failurePopup(err)),
  });
  const rows = requests.data?.data ?? [];
  return (
    <Section
      title="Join requests"
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          onChange={(_e, v: JoinRequestStatus | '' | null) => {
            if (v !== null) {
              setStatus(v);
              setPageNo(1);
            }
          }}
          aria-label="Show requests"
        >
          {REQUEST_FILTERS.map((f) => (
            <ToggleButton key={f.label} value={f.value}>
              {f.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {!requests.isPending && rows.length === 0 && <Alert severity="info">No requests here.</Alert>}
      <Stack spacing={1.5}>
        {rows.map((r) => (
          <RequestRow
            key={r.id}
            request={r}
            busy={decide.isPending}
            onDecide={(s) => decide.mutate({ id: r.id, status: s })}
          />
        ))}
      </Stack>
      <ListPaging total={requests.data?.pagination.total_pages ?? 1} page={pageNo} onChange={setPageNo} />
    </Section>
  );
}

function RequestRow({
  request,
  busy,
  onDecide,
}: {
  request: JoinRequestRow;
  busy: boolean;
  onDecide: (status: 'accepted' | 'rejected') => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`join-request-${request.id}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{request.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {personLine(request) || request.email}
          </Typography>
          {request.message && (
            <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', wordBreak: 'break-word' }}>
              “{request.message}”
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            Asked {formatClubDate(request.requested_at)}
          </Typography>
        </Box>
        {request.status === 'pending' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Button
              variant="contained"
              size="small"
              disabled={busy}
              onClick={() => onDecide('accepted')}
              aria-label={`Accept ${request.name}`}
            >
              Accept
            </Button>
            <Button
              size="small"
              color="error"
              disabled={busy}
              onClick={() => onDecide('rejected')}
              aria-label={`Reject ${request.name}`}
            >
              Reject
            </Button>
          </Stack>
        ) : (
          <Chip
            size="small"
            label={request.status.charAt(0).toUpperCase() + request.status.slice(1)}
            sx={{ alignSelf: { sm: 'center' } }}
          />
        )}
      </Stack>
    </Paper>
  );
}

function Members({ clubId, canChangeRoles }: { clubId: number; canChangeRoles: boolean }) {
  const [pageNo, setPageNo] = useState(1);
  const [committeeFor, setCommitteeFor] = useState<ClubMemberRow | null>(null);
  const [removing, setRemoving] = useState<ClubMemberRow | null>(null);
  const { showToast, showPopup } = useFeedback();
  const refresh = useRefreshClub(clubId);
  const members = useQuery({
    queryKey: CLUB_KEYS.members(clubId, pageNo),
    queryFn: () => fetchClubMembers(clubId, pageNo),
    placeholderData: keepPreviousData,
  });
  const change = useMutation({
    mutationFn: async (v: {
      kind: 'admin' | 'committee' | 'remove';
      member: ClubMemberRow;
      on?: boolean;
      title?: string;
    }) => {
      if (v.kind === 'admin') await setClubAdmin(clubId, v.member.profile_id, v.on === true);
      if (v.kind === 'committee') await setClubCommittee(clubId, v.member.profile_id, v.on === true, v.title);
      if (v.kind === 'remove') await removeClubMember(clubId, v.member.profile_id);
      return v;
    },
    meta: { handleErrors: false },
    onSuccess: (v) => {
      setCommitteeFor(null);
      setRemoving(null);
      const name = v.member.name;
      const message =
        v.kind === 'remove'
          ? `${name} is no longer a member.`
          : v.kind === 'admin'
            ? v.on
              ? `${name} is now a club admin.`
              : `${name} is no longer a club admin.`
            : v.on
              ? `${name} is on the committee.`
              : `${name} is off the committee.`;
      showToast({ message, kind: 'success' });
      void refresh();
    },
    onError: (err) => showPopup(failurePopup(err)),
  });
  const rows = members.data?.data ?? [];
  return (
    <Section title="Members">
      {!members.isPending && rows.length === 0 && <Alert severity="info">No members yet.</Alert>}
      <Stack spacing={1.5}>
        {rows.map((m) => (
          <Paper key={m.profile_id} variant="outlined" sx={{ p: 1.5 }} data-testid={`member-${m.profile_id}`}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{m.name}</Typography>
                  <Chip
                    size="small"
                    label={clubRoleLabel(m.role, m.committee_title)}
                    color={m.role === 'member' ? 'default' : 'primary'}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {personLine(m) || m.email}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Joined {formatClubDate(m.joined_at)}
                </Typography>
              </Box>
              {canChangeRoles && (
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={m.role === 'committee'}
                        disabled={m.role === 'admin' || change.isPending}
                        onChange={(e) =>
                          e.target.checked
                            ? setCommitteeFor(m)
                            : change.mutate({ kind: 'committee', member: m, on: false })
                        }
                        slotProps={{ input: { 'aria-label': `Committee ${m.name}` } }}
                      />
                    }
                    label="Committee"
                  />
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ kind: 'admin', member: m, on: m.role !== 'admin' })}
                    aria-label={m.role === 'admin' ? `Remove admin ${m.name}` : `Make admin ${m.name}`}
                  >
                    {m.role === 'admin' ? 'Remove Admin' : 'Make Admin'}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={change.isPending}
                    onClick={() => setRemoving(m)}
                    aria-label={`Remove ${m.name}`}
                  >
                    Remove
                  </Button>
                </Stack>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ListPaging total={members.data?.pagination.total_pages ?? 1} page={pageNo} onChange={setPageNo} />
      {committeeFor && (
        <CommitteeDialog
          member={committeeFor}
          busy={change.isPending}
          onClose={() => setCommitteeFor(null)}
          onSave={(title) => change.mutate({ kind: 'committee', member: committeeFor, on: true, title })}
        />
      )}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-member-title">
        <DialogTitle id="remove-member-title">Remove {removing?.name} from the club?</DialogTitle>
        <DialogContent>They can ask to join again later.</DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={change.isPending}
            onClick={() => removing && change.mutate({ kind: 'remove', member: removing })}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}

function CommitteeDialog({
  member,
  busy,
  onClose,
  onSave,
}: {
  member: ClubMemberRow;
  busy: boolean;
  onClose: () => void;
  onSave: (title: string) => void;
}) {
  const [title, setTitle] = useState(member.committee_title ?? '');
  const tooLong = title.trim().length > CLUB_LIMITS.committeeTitle;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="committee-title">
      <DialogTitle id="committee-title">Add {member.name} to the committee</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          label="Committee title (optional)"
          placeholder="Secretary, Treasurer, Events Lead…"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={tooLong}
          helperText={tooLong ? CLUB_TEXTS.tooLong('Committee title', CLUB_LIMITS.committeeTitle) : undefined}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy || tooLong} onClick={() => onSave(title)}>
          Add to Committee
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ListPaging({ total, page, onChange }: { total: number; page: number; onChange: (page: number) => void }) {
  if (total < 2) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Pagination count={total} page={page} onChange={(_e, p) => onChange(p)} size="small" />
    </Box>
  );
}
