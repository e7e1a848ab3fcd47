import { EmailListButton } from '../../../components/email-list-dialog';
import { APPLICATION_STATUSES, isOpenForApplications, type ApplicationStatus } from '@lbd/shared/jobs';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { DASHBOARD_META, fetchSummary, jobKeys, type JobSummary } from '../api';
import { ActivityList } from '../components/activity-list';
import { ApplicantsPanel } from '../components/applicants-panel';
import { InvitedPanel } from '../components/invited-panel';
import { JobSummaryPanel } from '../components/job-summary';
import { jobPath } from '../job-helpers';

type DashboardTab = 'applicants' | 'invited' | 'activity';

/** The page around a job's applicants: a way back to the job and its title. */
function DashboardFrame({
  summary: s,
  mobile,
  children,
}: {
  summary: JobSummary;
  mobile: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ px: mobile ? 1.5 : { xs: 2, md: 4 }, py: mobile ? 2 : { xs: 3, md: 4 }, maxWidth: mobile ? 600 : 1200 }}>
      <Button component={RouterLink} to={jobPath(s)} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        {s.type === 'Internship' ? 'Internship page' : 'Job page'}
      </Button>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: mobile ? 22 : { xs: 24, sm: 30 }, overflowWrap: 'break-word', hyphens: 'auto' }}
      >
        {s.title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A college following its own students' applications to another organisation's job: the counts and the
 * list are of its students, read only (the posting organisation moves them along).
 */
function StudentsApplicationsView({ summary: s, mobile }: { summary: JobSummary; mobile: boolean }) {
  return (
    <DashboardFrame summary={s} mobile={mobile}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`Your students' applications · posted by ${s.org_name}. ${s.org_name} moves applicants along; you see where each of your students stands.`}
      </Typography>
      <JobSummaryPanel summary={s} compact={mobile} />
      <ApplicantsPanel jobId={s.id} compact={mobile} readOnly />
    </DashboardFrame>
  );
}

/** /jobDashboard/{id} (and, laid out for phones, /jobDashboardMobile/{id}): summary, applicants, invitations, log. */
export default function JobDashboardPage({ mobile = false }: { mobile?: boolean }) {
  const id = Number(useParams().id);
  // ?status=shortlisted (the company dashboard's Shortlisted count) opens the list on that status.
  const asked = useSearchParams()[0].get('status');
  const initialStatus = APPLICATION_STATUSES.find((s): s is ApplicationStatus => s === asked) ?? '';
  const [tab, setTab] = useState<DashboardTab>('applicants');
  const summary = useQuery({
    queryKey: [...jobKeys.dashboard(id), 'summary'],
    queryFn: () => fetchSummary(id),
    enabled: Number.isInteger(id),
    meta: DASHBOARD_META,
  });
  if (!summary.data) return <PageLoading />;
  const s = summary.data;
  if (s.viewer === 'institution') return <StudentsApplicationsView summary={s} mobile={mobile} />;
  const canInvite = s.status === 'published' && isOpenForApplications(s.apply_by, new Date());
  return (
    <DashboardFrame summary={s} mobile={mobile}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Applicants dashboard
      </Typography>
      <Box sx={{ mb: 2 }}>
        <EmailListButton kind="job" id={id} label="Email applicants" />
      </Box>
      <JobSummaryPanel summary={s} compact={mobile} />
      <Tabs
        value={tab}
        onChange={(_e, next: DashboardTab) => setTab(next)}
        variant={mobile ? 'fullWidth' : 'standard'}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="applicants" label="Applicants" />
        <Tab value="invited" label="Invited" />
        {mobile ? (
          <Tab label="Activity" component={RouterLink} to={`/jobDashboardMobile/${id}/activityLog`} value="activity" />
        ) : (
          <Tab value="activity" label="Activity" />
        )}
      </Tabs>
      {tab === 'applicants' && <ApplicantsPanel jobId={id} compact={mobile} initialStatus={initialStatus} />}
      {tab === 'invited' && <InvitedPanel jobId={id} canInvite={canInvite} />}
      {tab === 'activity' && !mobile && <ActivityList jobId={id} />}
    </DashboardFrame>
  );
}
