import { ORG_TEXTS, type OrgPage } from '@lbd/shared/orgs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { countFacts, publicPath, tabPath } from '../org-view';
import { OrgContent } from './org-content';

export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

export function About({ org }: { org: OrgPage }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ whiteSpace: 'pre-line' }} color={org.about ? 'text.primary' : 'text.secondary'}>
        {org.about ?? ORG_TEXTS.noAbout}
      </Typography>
    </Paper>
  );
}

/** The overview of a company: about, a few open jobs and mentors, links to the rest. */
export function OrgOverview({ org, isPublic }: { org: OrgPage; isPublic: boolean }) {
  return (
    <>
      <Section
        title={ORG_TEXTS.about}
        action={
          isPublic && (
            <Button component={RouterLink} to={publicPath(org, true)} size="small">
              {ORG_TEXTS.moreDetails}
            </Button>
          )
        }
      >
        <About org={org} />
      </Section>
      <Section
        title={ORG_TEXTS.jobs}
        action={
          <Button component={RouterLink} to={tabPath(org.id, 'jobs')} size="small">
            {ORG_TEXTS.viewAll}
          </Button>
        }
      >
        <OrgContent kind="jobs" orgId={org.id} limit={3} />
      </Section>
      <Section
        title={ORG_TEXTS.mentors}
        action={
          <Button component={RouterLink} to={tabPath(org.id, 'mentors')} size="small">
            {ORG_TEXTS.viewAll}
          </Button>
        }
      >
        <OrgContent kind="mentors" orgId={org.id} limit={3} />
      </Section>
    </>
  );
}

/** /companyPublic/{id}/{name}/Details: everything the catalogue knows about the organisation. */
export function OrgDetails({ org }: { org: OrgPage }) {
  const rows: [string, ReactNode][] = [
    ['Name', org.full_name],
    ['Short name', org.short_name ?? '—'],
    ['Type', org.org_type === 'COMPANY' ? 'Company' : 'Institute'],
    [ORG_TEXTS.location, [org.city, org.state].filter(Boolean).join(', ') || '—'],
    [
      ORG_TEXTS.website,
      org.website ? (
        <Link href={org.website} target="_blank" rel="noopener noreferrer">
          {org.website}
        </Link>
      ) : (
        '—'
      ),
    ],
    ['On Learn By Doing', countFacts(org.counts).join(' · ')],
  ];
  return (
    <>
      <Section title={ORG_TEXTS.details}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, rowGap: 1, columnGap: 2 }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      </Section>
      <Section title={ORG_TEXTS.about}>
        <About org={org} />
      </Section>
    </>
  );
}
