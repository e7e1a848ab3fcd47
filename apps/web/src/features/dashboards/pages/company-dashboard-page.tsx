import { ORG_DASHBOARD_TEXTS as T, ORG_ENTITY_KINDS } from '@lbd/shared/org-dashboard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { SeatsCard } from '../../payments';
import { useCreatedCounts, useOrgApplicationStats } from '../org-api';
import { ApplicantFunnel } from '../components/applicant-funnel';
import { OrgContentList } from '../components/org-content-list';
import { OrgCountTiles } from '../components/org-count-tiles';

/** A widget's failure in place, with a retry: the rest of the dashboard stays usable. */
function Failed({ retry }: { retry: () => void }) {
  return (
    <Alert severity="error" sx={{ mb: 3 }} action={<Button onClick={retry}>Try again</Button>}>
      {T.loadFailed}
    </Alert>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ px: { xs: 1.5, sm: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1200, minWidth: 0 }}>{children}</Box>
  );
}

/**
 * /companyDashboard and /companyDashboardMobile (issue 24 item 3): the organisation's content in
 * numbers, all of it (drafts and closed ones included) in a list that opens each, and its applicant
 * funnel with the time to a first response. The same page on a phone: nothing has a fixed width.
 */
export default function CompanyDashboardPage() {
  const { user } = useSession();
  const type = user?.profile?.profile_type;
  const isOrg = type === 'COMPANY' || type === 'INSTITUTION';
  if (!isOrg)
    return (
      <Frame>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {T.heading}
        </Typography>
        <Alert severity="info">This dashboard is for companies and institutions.</Alert>
      </Frame>
    );
  return <OrgDashboard />;
}

function OrgDashboard() {
  const counts = useCreatedCounts();
  const funnel = useOrgApplicationStats();
  const org = useSession().user?.profile?.org;
  return (
    <Frame>
      <Box
        sx={{ mb: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }}>
          {T.heading}
        </Typography>
        {org && (
          <Button
            component={RouterLink}
            to={org.org_type === 'COMPANY' ? `/company/${org.id}` : `/institute/${org.id}`}
            variant="outlined"
            size="small"
          >
            Your organisation’s page
          </Button>
        )}
      </Box>
      {counts.data ? (
        <OrgCountTiles counts={counts.data} kinds={ORG_ENTITY_KINDS} />
      ) : counts.isError ? (
        <Failed retry={() => void counts.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} aria-label="Loading counts" />
      )}
      <Suspense fallback={null}>
        <SeatsCard />
      </Suspense>
      <OrgContentList kinds={ORG_ENTITY_KINDS} />
      {funnel.data ? (
        <ApplicantFunnel stats={funnel.data} />
      ) : funnel.isError ? (
        <Failed retry={() => void funnel.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={260} aria-label="Loading the applicant funnel" />
      )}
    </Frame>
  );
}
