import { ORG_MEMBER_TEXTS, type OrgMember, type OrgMembership } from '@lbd/shared/org-members';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { ErrorView } from '../../../components/error-view';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { indiaDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { answerOrgMember, fetchOrgMembers, ORG_MEMBERS_KEY } from '../api';

const TABS: { value: OrgMembership; label: string; empty: string }[] = [
  { value: 'REQUESTED', label: ORG_MEMBER_TEXTS.requestsTab, empty: ORG_MEMBER_TEXTS.noRequests },
  { value: 'MEMBER', label: ORG_MEMBER_TEXTS.membersTab, empty: ORG_MEMBER_TEXTS.noMembers },
  { value: 'DECLINED', label: ORG_MEMBER_TEXTS.declinedTab, empty: ORG_MEMBER_TEXTS.noDeclined },
];

/**
 * /orgMembers: a company's or institution's team. People who named the organisation when they created
 * their profile wait here until an approved member accepts or declines them (issue 23).
 */
export default function OrgMembersPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  const type = user?.profile?.profile_type;
  if (type !== 'COMPANY' && type !== 'INSTITUTION') return <ErrorView type="unauthorized" />;
  return <OrgMembers orgName={user?.profile?.org?.full_name ?? 'your organisation'} />;
}

function OrgMembers({ orgName }: { orgName: string }) {
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const [tab, setTab] = useState<OrgMembership>('REQUESTED');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...ORG_MEMBERS_KEY, tab, page],
    queryFn: () => fetchOrgMembers(tab, page),
    placeholderData: keepPreviousData,
  });
  const answer = useMutation({
    mutationFn: ({ member, to }: { member: OrgMember; to: 'accept' | 'decline' }) => answerOrgMember(member.id, to),
    meta: { handleErrors: false },
    onSuccess: (_data, { member, to }) => {
      showSnackbar(to === 'accept' ? ORG_MEMBER_TEXTS.accepted(member.name) : ORG_MEMBER_TEXTS.declined(member.name));
      void queryClient.invalidateQueries({ queryKey: ORG_MEMBERS_KEY });
    },
    onError: (error) => {
      showPopup(failurePopup(error));
      void queryClient.invalidateQueries({ queryKey: ORG_MEMBERS_KEY });
    },
  });
  const rows = list.data?.data ?? [];
  const current = TABS.find((t) => t.value === tab)!;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {ORG_MEMBER_TEXTS.heading}: {orgName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Colleagues and mentors who named {orgName} when they joined Learn By Doing ask to join it here. Until someone on
        the team accepts them, they cannot see applicants or post for {orgName}, and mentors are not listed on its page.
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, next: OrgMembership) => {
          setTab(next);
          setPage(1);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>
      {list.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label="Loading" />}
      {list.isError && <Alert severity="error">{failurePopup(list.error).message}</Alert>}
      {list.isSuccess && rows.length === 0 && <Typography color="text.secondary">{current.empty}</Typography>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={current.label}>
        {rows.map((m) => (
          <Paper component="li" variant="outlined" key={m.id} sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {m.name}
                  </Typography>
                  <Chip size="small" label={m.profile_type === 'ADVISOR' ? 'Mentor' : 'Staff'} />
                  {!m.active && tab === 'MEMBER' && <Chip size="small" label="Deactivated" />}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[m.designation, m.email, m.phone].filter(Boolean).join(' · ')}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {tab === 'REQUESTED' ? 'Asked' : 'Joined Learn By Doing'} on {indiaDate(m.requested_at)}
                </Typography>
              </Box>
              {tab === 'REQUESTED' && (
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ member: m, to: 'accept' })}
                    aria-label={`${ORG_MEMBER_TEXTS.accept} ${m.name}`}
                  >
                    {ORG_MEMBER_TEXTS.accept}
                  </Button>
                  <Button
                    variant="outlined"
                    color="inherit"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ member: m, to: 'decline' })}
                    aria-label={`${ORG_MEMBER_TEXTS.decline} ${m.name}`}
                  >
                    {ORG_MEMBER_TEXTS.decline}
                  </Button>
                </Stack>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {(list.data?.pagination?.total_pages ?? 1) > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={list.data?.pagination?.total_pages ?? 1}
          page={page}
          onChange={(_e, p) => setPage(p)}
        />
      )}
    </Box>
  );
}
