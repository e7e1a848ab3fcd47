import { ORG_TEXTS, type OrgPage } from '@lbd/shared/orgs';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { ORG_TABS, publicPath, tabPath, type OrgTab } from '../org-view';

const LABELS: Record<OrgTab, string> = {
  overview: ORG_TEXTS.overview,
  jobs: ORG_TEXTS.jobs,
  events: ORG_TEXTS.events,
  clubs: ORG_TEXTS.clubs,
  mentors: ORG_TEXTS.mentors,
};

/** The tabs of a company page as links (each tab has its own address). */
export function OrgTabs({ org, current, isPublic }: { org: OrgPage; current: OrgTab | false; isPublic: boolean }) {
  return (
    <Tabs
      value={current}
      aria-label={`${org.full_name} sections`}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ my: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {ORG_TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={LABELS[tab]}
          component={RouterLink}
          to={tab === 'overview' && isPublic ? publicPath(org) : tabPath(org.id, tab)}
        />
      ))}
    </Tabs>
  );
}
