import { PROFILE_TYPES, type ProfileType } from '@lbd/shared/enums';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { indiaDate } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { AdminToolLinks, userHolds } from '../../access-levels';
import { failurePopup } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  ADMIN_PROFILES_KEY,
  approveOrgProfile,
  fetchAdminProfiles,
  fetchPendingOrgProfiles,
  resetUserPassword,
  updateProfileStatus,
  type AdminProfileRow,
} from '../api';
import {
  BulkStatusPanel,
  ChangeAuthorPanel,
  FindPersonPanel,
  IncompleteAccountsPanel,
  ReportsPanel,
} from '../components/people-tools';

export const PROFILE_TYPE_LABELS: Record<ProfileType, string> = {
  STUDENT: 'Student',
  ADVISOR: 'Mentor',
  COMPANY: 'Company',
  INSTITUTION: 'Institution',
};

type AccountsTab = 'pending' | 'all' | 'find' | 'incomplete' | 'bulk' | 'author' | 'reports';
/** The people tools (issue 29 item 10), each a tab of its own. */
const TOOL_TABS: { value: Exclude<AccountsTab, 'pending' | 'all'>; label: string; Panel: () => React.JSX.Element }[] = [
  { value: 'find', label: 'Find a person', Panel: FindPersonPanel },
  { value: 'incomplete', label: 'Incomplete accounts', Panel: IncompleteAccountsPanel },
  { value: 'bulk', label: 'Bulk status', Panel: BulkStatusPanel },
  { value: 'author', label: 'Change author', Panel: ChangeAuthorPanel },
  { value: 'reports', label: 'Reports', Panel: ReportsPanel },
];
type ActionKind = 'approve' | 'activate' | 'deactivate' | 'reset';

interface PendingAction {
  kind: ActionKind;
  row: AdminProfileRow;
}

const ACTION_TEXT: Record<
  ActionKind,
  { title: string; body: (row: AdminProfileRow) => string; confirm: string; done: string }
> = {
  approve: {
    title: 'Approve this organisation?',
    body: (row) =>
      `${row.full_name}${row.org_name ? ` (${row.org_name})` : ''} will be able to post jobs, events and clubs.`,
    confirm: 'Approve',
    done: 'The profile was approved.',
  },
  activate: {
    title: 'Activate this profile?',
    body: (row) => `${row.full_name} will be able to use Learn By Doing again.`,
    confirm: 'Activate',
    done: 'The profile was activated.',
  },
  deactivate: {
    title: 'Deactivate this profile?',
    body: (row) =>
      `${row.full_name} will no longer be able to use Learn By Doing until the profile is activated again.`,
    confirm: 'Deactivate',
    done: 'The profile was deactivated.',
  },
  reset: {
    title: 'Send a password reset link?',
    body: (row) => `We will email a link to ${row.email ?? row.full_name} to choose a new password.`,
    confirm: 'Send link',
    done: 'The reset link was sent.',
  },
};

function runAction({ kind, row }: PendingAction): Promise<void> {
  switch (kind) {
    case 'approve':
      return approveOrgProfile(row.id);
    case 'activate':
      return updateProfileStatus(row.id, true);
    case 'deactivate':
      return updateProfileStatus(row.id, false);
    case 'reset':
      return resetUserPassword(row.id);
  }
}

/** Where a profile stands: deactivated is not the same as waiting for approval, nor as asking to join. */
function statusLabel(row: AdminProfileRow, isOrg: boolean): string {
  if (row.deactivated) return 'Deactivated';
  if (row.org_membership === 'REQUESTED') return row.org_name ? `Asks to join ${row.org_name}` : 'Asks to join';
  if (row.org_membership === 'DECLINED') return 'Declined by its organisation';
  if (row.active) return 'Active';
  return isOrg ? 'Not approved' : 'Inactive';
}

function ProfileRow({
  row,
  pendingTab,
  onAction,
}: {
  row: AdminProfileRow;
  pendingTab: boolean;
  onAction: (action: PendingAction) => void;
}) {
  const joined = indiaDate(row.inserted_at);
  const isOrg = row.profile_type === 'COMPANY' || row.profile_type === 'INSTITUTION';
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>{row.full_name}</Typography>
          <Chip size="small" variant="outlined" label={PROFILE_TYPE_LABELS[row.profile_type]} />
          <Chip size="small" color={row.active ? 'success' : 'default'} label={statusLabel(row, isOrg)} />
        </Box>
        {row.contact_name !== row.full_name && (
          <Typography variant="body2">{[row.contact_name, row.designation].filter(Boolean).join(', ')}</Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[row.email, row.phone, row.org_name, `joined ${joined}`].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {pendingTab ? (
          <Button variant="contained" size="small" onClick={() => onAction({ kind: 'approve', row })}>
            Approve
          </Button>
        ) : (
          <Button
            variant="outlined"
            size="small"
            color={row.active ? 'error' : 'primary'}
            onClick={() => onAction({ kind: row.active ? 'deactivate' : 'activate', row })}
          >
            {row.active ? 'Deactivate' : 'Activate'}
          </Button>
        )}
        <Button size="small" onClick={() => onAction({ kind: 'reset', row })}>
          Reset password
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /accounts (admins): the admin's home (issue 29 item 11) with a link to every tool they may open; with
 * approve_profiles, approve organisations, activate or deactivate profiles, send reset links (SPEC §6).
 */
export default function AccountsPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (!user?.is_admin) return <ErrorView type="unauthorized" />;
  if (!userHolds(user, 'approve_profiles'))
    return (
      <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 }, maxWidth: 1040 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 2 }}>
          Accounts
        </Typography>
        <AdminToolLinks except="/accounts" />
      </Box>
    );
  return <Accounts />;
}

function Accounts() {
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const [tab, setTab] = useState<AccountsTab>('pending');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [profileType, setProfileType] = useState<ProfileType | ''>('');
  const [pending, setPending] = useState<PendingAction | null>(null);
  const query = useDebouncedValue(search.trim(), 300);

  const list = useQuery({
    queryKey: [...ADMIN_PROFILES_KEY, tab, page, tab === 'all' ? query : '', tab === 'all' ? profileType : ''],
    queryFn: () =>
      tab === 'pending' ? fetchPendingOrgProfiles(page) : fetchAdminProfiles({ query, profileType, page }),
    placeholderData: keepPreviousData,
    enabled: tab === 'pending' || tab === 'all',
  });
  const lists = tab === 'pending' || tab === 'all';
  const act = useMutation({
    mutationFn: runAction,
    meta: { handleErrors: false },
    onSuccess: (_data, action) => {
      showSnackbar(ACTION_TEXT[action.kind].done);
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: ADMIN_PROFILES_KEY });
    },
    onError: (error) => {
      setPending(null);
      showPopup(failurePopup(error));
    },
  });

  const rows = list.data?.data ?? [];
  const totalPages = list.data?.pagination?.total_pages ?? 1;
  const changeTab = (next: AccountsTab) => {
    setTab(next);
    setPage(1);
  };

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 }, maxWidth: 1040 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 1 }}>
        Accounts
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Approve organisations, activate or deactivate profiles, send password reset links and use the people tools.
      </Typography>
      <AdminToolLinks except="/accounts" />
      <Tabs
        value={tab}
        onChange={(_event, next: AccountsTab) => changeTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="pending" label="Pending approval" />
        <Tab value="all" label="All profiles" />
        {TOOL_TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>
      {TOOL_TABS.map(({ value, Panel }) => (tab === value ? <Panel key={value} /> : null))}

      {tab === 'all' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <TextField
            label="Search by name or email"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            size="small"
            sx={{ flex: 1 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            label="Profile type"
            value={profileType}
            onChange={(event) => {
              setProfileType(event.target.value as ProfileType | '');
              setPage(1);
            }}
            size="small"
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">All types</MenuItem>
            {PROFILE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {PROFILE_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {lists && list.isFetching && <LinearProgress aria-label="Loading profiles" sx={{ mb: 1 }} />}
      {lists && list.isSuccess && rows.length === 0 && (
        <Alert severity="info">
          {tab === 'pending' ? 'No organisation is waiting for approval.' : 'No profile matches.'}
        </Alert>
      )}
      {lists && (
        <Stack
          component="ul"
          spacing={1.25}
          sx={{ p: 0, m: 0 }}
          aria-label={tab === 'pending' ? 'Pending approval' : 'All profiles'}
        >
          {rows.map((row) => (
            <ProfileRow key={row.id} row={row} pendingTab={tab === 'pending'} onAction={setPending} />
          ))}
        </Stack>
      )}
      {lists && totalPages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={totalPages} page={page} onChange={(_event, next) => setPage(next)} color="primary" />
        </Box>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => !act.isPending && setPending(null)}
        aria-labelledby="confirm-title"
      >
        {pending && (
          <>
            <DialogTitle id="confirm-title">{ACTION_TEXT[pending.kind].title}</DialogTitle>
            <DialogContent>
              <DialogContentText>{ACTION_TEXT[pending.kind].body(pending.row)}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setPending(null)} disabled={act.isPending}>
                Cancel
              </Button>
              <Button
                variant="contained"
                color={pending.kind === 'deactivate' ? 'error' : 'primary'}
                onClick={() => act.mutate(pending)}
                disabled={act.isPending}
              >
                {ACTION_TEXT[pending.kind].confirm}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
}
