import { ORG_TEXTS, type OrgPage } from '@lbd/shared/orgs';
import Box from '@mui/material/Box';
import { Navigate, useParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { useOrg } from '../api';
import { OrgContent } from '../components/org-content';
import { OrgHeader } from '../components/org-header';
import { OrgDetails, OrgOverview, Section } from '../components/org-sections';
import { OrgTabs } from '../components/org-tabs';
import { idFrom, tabOfPattern, type OrgTab } from '../org-view';

function CompanyLayout({
  org,
  tab,
  isPublic,
  details,
}: {
  org: OrgPage;
  tab: OrgTab;
  isPublic: boolean;
  details: boolean;
}) {
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <OrgHeader org={org} />
      <OrgTabs org={org} current={details ? false : tab} isPublic={isPublic} />
      {details ? (
        <OrgDetails org={org} />
      ) : tab === 'overview' ? (
        <OrgOverview org={org} isPublic={isPublic} />
      ) : (
        <Section title={ORG_TEXTS[tab]}>
          <OrgContent key={tab} kind={tab} orgId={org.id} />
        </Section>
      )}
    </Box>
  );
}

/**
 * /companyPublic/{id}/{name} and its /Details. The id decides; a shared link with an old or mistyped
 * name moves to the company's own name instead of failing.
 */
function PublicCompanyPage({ id, name, details }: { id: number; name: string; details: boolean }) {
  const org = useOrg(id);
  if (!org.data) return <PageLoading />;
  if (org.data.slug !== name)
    return <Navigate replace to={`/companyPublic/${id}/${org.data.slug}${details ? '/Details' : ''}`} />;
  return <CompanyLayout org={org.data} tab="overview" isPublic details={details} />;
}

/** /company/{id} and its jobs, events, clubs and mentors tabs. */
function CompanyTabsPage({ id, tab }: { id: number; tab: OrgTab }) {
  const org = useOrg(id);
  if (!org.data) return <PageLoading />;
  return <CompanyLayout org={org.data} tab={tab} isPublic={false} details={false} />;
}

export function CompanyPage({ pattern }: { pattern: string }) {
  const params = useParams();
  const id = idFrom(params.id);
  if (id === null) return <ErrorView type="notfound" />;
  if (pattern.startsWith('/companyPublic/')) {
    return <PublicCompanyPage id={id} name={params.name ?? ''} details={pattern.endsWith('/Details')} />;
  }
  return <CompanyTabsPage id={id} tab={tabOfPattern(pattern)} />;
}
