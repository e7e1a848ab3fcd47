import { formatPay, type JobCard } from '@lbd/shared/jobs';
import { ORG_TEXTS, type OrgProfile } from '@lbd/shared/orgs';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useOrgContent, type OrgContentKind, type OrgEntityCard } from '../api';
import { initialsOf } from '../org-view';

const JOB_TYPE_LABELS: Record<JobCard['type'], string> = {
  Job_Fulltime: 'Full time',
  Job_Parttime: 'Part time',
  Internship: 'Internship',
};

/** '2 weeks' reads as '2 weeks left'; 'Last Day' and 'Closed' stay as they are. */
const daysLeftLabel = (text: string) => (/^\d/.test(text) ? `${text} left` : text);

const EMPTY: Record<OrgContentKind, string> = {
  jobs: ORG_TEXTS.noJobs,
  events: ORG_TEXTS.noEvents,
  clubs: ORG_TEXTS.noClubs,
  mentors: ORG_TEXTS.noMentors,
};

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

function CardLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Paper
      component={RouterLink}
      to={to}
      aria-label={label}
      variant="outlined"
      sx={{
        p: 2,
        display: 'block',
        textDecoration: 'none',
        color: 'inherit',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {children}
    </Paper>
  );
}

function JobItem({ job }: { job: JobCard }) {
  return (
    <CardLink
      to={`/jobs/${job.id}`}
      label={[job.title, JOB_TYPE_LABELS[job.type], job.is_remote ? 'Remote' : job.location, formatPay(job)]
        .filter(Boolean)
        .join(', ')}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" label={JOB_TYPE_LABELS[job.type]} color="primary" variant="outlined" />
        {job.days_left && <Chip size="small" label={daysLeftLabel(job.days_left)} />}
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {job.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {job.is_remote ? 'Remote' : job.location}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {formatPay(job)}
      </Typography>
    </CardLink>
  );
}

function EntityItem({ kind, item }: { kind: 'events' | 'clubs'; item: OrgEntityCard }) {
  return (
    <CardLink to={`/${kind}/${item.id}`} label={item.title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {item.title}
      </Typography>
    </CardLink>
  );
}

function MentorItem({ mentor }: { mentor: OrgProfile }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }} aria-label={mentor.name}>
      <Avatar src={mentor.avatar_url ?? undefined} alt="">
        {initialsOf(mentor.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {mentor.name}
        </Typography>
        {mentor.designation && (
          <Typography variant="body2" color="text.secondary">
            {mentor.designation}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** One tab of an organisation page: its public jobs, events, clubs or mentors, a page at a time. */
export function OrgContent({ kind, orgId, limit }: { kind: OrgContentKind; orgId: number; limit?: number }) {
  const [page, setPage] = useState(1);
  const result = useOrgContent(kind, orgId, page);
  if (result.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading ${kind}`} />
      </Box>
    );
  }
  if (!result.data || result.data.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', borderStyle: 'dashed' }}>
        <Typography color="text.secondary">{EMPTY[kind]}</Typography>
      </Paper>
    );
  }
  const { data, pagination } = result.data;
  const shown = limit ? data.slice(0, limit) : data;
  return (
    <>
      <Box sx={grid} component="section" aria-label={ORG_TEXTS[kind]}>
        {shown.map((item) =>
          kind === 'jobs' ? (
            <JobItem key={item.id} job={item as JobCard} />
          ) : kind === 'mentors' ? (
            <MentorItem key={item.id} mentor={item as OrgProfile} />
          ) : (
            <EntityItem key={item.id} kind={kind} item={item as OrgEntityCard} />
          ),
        )}
      </Box>
      {!limit && pagination.total_pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pagination.total_pages}
          page={pagination.page}
          onChange={(_event, p) => setPage(p)}
          color="primary"
          aria-label={`${ORG_TEXTS[kind]} pages`}
        />
      )}
    </>
  );
}
