import {
  ADMIN_DASHBOARD_DAY_CHOICES,
  ADMIN_DASHBOARD_TEXTS as T,
  type DashboardGroup,
} from '@lbd/shared/admin-dashboard';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../lib/api-client';
import { indiaDateTime } from '../../../lib/dates';
import { saveBlob } from '../../../lib/save-blob';
import { useSession } from '../../../lib/session';
import { AdminToolLinks, userHolds } from '../../access-levels';
import { AdminPaymentsSection } from '../../payments';
import { AdminInvitedSection } from '../../invitations';
import { useAdminDashboard, usePostsHistogram, type AdminDashboardFilters } from '../admin-api';
import { activityColumns, activityRows, dayLabel, toCsv } from '../admin-csv';
import { AdminDataTable } from '../components/admin-data-table';
import { AwaitingApprovalTile, ContentTile, OutboxTile, QueueTile } from '../components/admin-dashboard-tiles';

const AdminActivityChart = lazy(() => import('../components/admin-activity-chart'));

/** The Payments section (issue 30 item 11), for admins holding 'payments', loaded when shown. */
function PaymentsSlot() {
  const { user } = useSession();
  if (!user || !userHolds(user, 'payments')) return null;
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading payments" sx={{ mt: 3 }} />}>
      <AdminPaymentsSection />
    </Suspense>
  );
}

/** Every organisation's invitations to clubs and events (issue 23 item 30), for admins holding 'all_org_content'. */
function InvitedSlot() {
  const { user } = useSession();
  if (!user || !userHolds(user, 'all_org_content')) return null;
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading invited students" sx={{ mt: 3 }} />}>
      <AdminInvitedSection />
    </Suspense>
  );
}

/** /adminDashboard (issue 24 item 9): admins only; others see Access Denied, as on /accounts. */
export default function AdminDashboardPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (!user?.is_admin) return <ErrorView type="unauthorized" />;
  // Every admin opens it for the tool links (issue 29 item 11); the numbers are for reports holders.
  if (!userHolds(user, 'reports'))
    return (
      <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 2 }}>
          {T.heading}
        </Typography>
        <AdminToolLinks except="/adminDashboard" />
        <PaymentsSlot />
        <InvitedSlot />
      </Box>
    );
  return <AdminDashboard />;
}

function AdminDashboard() {
  const [filters, setFilters] = useState<AdminDashboardFilters>({ days: 30, group: 'day' });
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const dashboard = useAdminDashboard(filters);
  const posts = usePostsHistogram(filters);

  if (dashboard.isError && !dashboard.data) {
    const error = dashboard.error;
    const denied = error instanceof ApiError && (error.status === 401 || error.status === 403);
    return <ErrorView type={denied ? 'unauthorized' : 'server'} onRetry={() => void dashboard.refetch()} />;
  }
  if (!dashboard.data) return <PageLoading />;
  const data = dashboard.data;
  const { group } = data.range;
  const columns = activityColumns(group);
  const rows = activityRows(data.activity, group);
  const empty = data.activity.every((p) => p.sign_ups === 0 && p.profiles_created === 0 && p.active_users === 0);
  const rangeText = `${dayLabel(data.range.from)} to ${dayLabel(data.range.to)} (India dates)`;

  const handleExport = () => {
    const csv = toCsv(columns, rows);
    saveBlob(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      `sign-ups-and-active-users-by-${group}-${data.range.from}-to-${data.range.to}.csv`,
    );
  };

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      {dashboard.isFetching && <LinearProgress aria-label="Updating" sx={{ mb: 1 }} />}
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
        {T.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Live numbers, updated {indiaDateTime(data.generated_at)}.
      </Typography>
      <AdminToolLinks except="/adminDashboard" />

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          gap: 2,
          mb: 3,
        }}
      >
        <AwaitingApprovalTile awaiting={data.awaiting_approval} />
        <ContentTile content={data.content} />
        <QueueTile queue={data.queue} />
        <Stack sx={{ gap: 2 }}>
          <OutboxTile title={T.email} outbox={data.email} note={T.outboxOnly} />
          <OutboxTile title={T.sms} outbox={data.sms} note={T.smsOutboxOnly} />
        </Stack>
      </Box>

      <Paper variant="outlined" component="section" aria-label={T.activity} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 1.5, mb: 1 }}
        >
          <Box>
            <Typography variant="h6" component="h2">
              {T.activity}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {rangeText}
            </Typography>
          </Box>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={filters.days}
              onChange={(_e, days: number | null) => days && setFilters((f) => ({ ...f, days }))}
              aria-label="Range"
            >
              {ADMIN_DASHBOARD_DAY_CHOICES.map((days) => (
                <ToggleButton key={days} value={days}>
                  {days} days
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={filters.group}
              onChange={(_e, next: DashboardGroup | null) => next && setFilters((f) => ({ ...f, group: next }))}
              aria-label="Group by"
            >
              <ToggleButton value="day">By day</ToggleButton>
              <ToggleButton value="week">By week</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
        </Stack>

        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
            {view === 'chart' ? T.showTable : T.showChart}
          </Button>
          <Button size="small" variant="outlined" startIcon={<Download />} onClick={handleExport}>
            {T.exportCsv}
          </Button>
        </Stack>

        {empty && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {T.noActivity}
          </Alert>
        )}
        {view === 'table' ? (
          <AdminDataTable caption={`${T.activity}, ${rangeText}`} columns={columns} rows={rows} />
        ) : (
          !empty && (
            <Box role="figure" aria-label={`${T.activity} chart; the same numbers are in the table`}>
              <Suspense fallback={<Box sx={{ height: 280 }} />}>
                <AdminActivityChart points={data.activity} group={group} />
              </Suspense>
            </Box>
          )
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {T.activeUsersMeaning}
        </Typography>
      </Paper>

      <Paper variant="outlined" component="section" aria-label={T.posts} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {T.posts}
        </Typography>
        {posts.data?.built && (
          <AdminDataTable
            caption={T.posts}
            columns={[group === 'week' ? 'Week starting' : 'Date', 'Posts']}
            rows={posts.data.series.map((p) => [dayLabel(p.date), p.posts])}
          />
        )}
      </Paper>
      <PaymentsSlot />
      <InvitedSlot />
    </Box>
  );
}
