import { formatPay, JOB_TEXTS, type JobDetail } from '@lbd/shared/jobs';
import Business from '@mui/icons-material/Business';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session';
import { fetchJob, jobKeys } from '../api';
import { ApplyPanel } from '../components/apply-panel';
import { OwnerPanel, useDiscardFreshDraftOnLeave } from '../components/owner-panel';
import { daysLeftTone, formatDate, TYPE_LABELS } from '../job-helpers';

/** /jobs/{id} and /internships/{id} (either path opens any posting: notifications link to jobs/{id}): the job, the student's eligibility and application, the owner's editing. */
export default function JobDetailPage() {
  const id = Number(useParams().id);
  const job = useQuery({ queryKey: jobKeys.detail(id), queryFn: () => fetchJob(id), enabled: Number.isInteger(id) });
  // 'Post a Job' opens its new draft with { freshDraft: id }: left unsaved (even before it has loaded),
  // it is discarded. Read once: while the page closes it renders again with the next address.
  const location = useLocation();
  const [freshId] = useState(() => (location.state as { freshDraft?: number } | null)?.freshDraft);
  useDiscardFreshDraftOnLeave(id, freshId === id && (job.data?.status ?? 'draft') === 'draft');
  if (!job.data) return <PageLoading />;
  return <JobView job={job.data} />;
}

function Criteria({ job }: { job: JobDetail }) {
  const c = job.criteria;
  const lines = [
    c.degrees.length > 0 && `Degree: ${c.degrees.map((d) => d.name).join(', ')}`,
    c.specializations.length > 0 && `Specialization: ${c.specializations.map((d) => d.name).join(', ')}`,
    c.min_cgpa !== null && `CGPA at least ${c.min_cgpa}`,
    c.min_percentage !== null && `Percentage at least ${c.min_percentage}`,
    c.max_backlogs !== null &&
      (c.max_backlogs === 0 ? 'No backlogs' : `At most ${c.max_backlogs} backlog${c.max_backlogs === 1 ? '' : 's'}`),
    c.graduation_years.length > 0 && `Graduating in ${c.graduation_years.join(', ')}`,
  ].filter((l): l is string => Boolean(l));
  return (
    <Box component="section" aria-labelledby="criteria-heading">
      <Typography id="criteria-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Who can apply
      </Typography>
      {lines.length === 0 ? (
        <Typography color="text.secondary">Open to every student.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {lines.map((l) => (
            <li key={l}>
              <Typography>{l}</Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function JobView({ job }: { job: JobDetail }) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const isStudent = user?.profile?.profile_type === 'STUDENT';
  const place = job.is_remote
    ? job.location
      ? `Remote · ${job.location}`
      : 'Remote'
    : job.location || 'Location not set';

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1100 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <Avatar
          src={job.org.logo_url ?? undefined}
          alt=""
          variant="rounded"
          sx={{ width: 56, height: 56, bgcolor: 'primary.light' }}
        >
          <Business />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: 24, sm: 32 }, overflowWrap: 'break-word', hyphens: 'auto' }}
          >
            {job.title}
          </Typography>
          <Typography color="text.secondary">{job.org.full_name}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            <Chip size="small" label={TYPE_LABELS[job.type]} />
            {job.can_manage && (
              <Chip
                size="small"
                color={job.status === 'published' ? 'success' : job.status === 'draft' ? 'default' : 'warning'}
                label={job.status === 'draft' ? 'Draft' : job.status === 'published' ? 'Published' : 'Closed'}
              />
            )}
            {job.days_left && (
              <Chip
                size="small"
                color={daysLeftTone(job.days_left)}
                label={
                  job.days_left === JOB_TEXTS.lastDay || job.days_left === JOB_TEXTS.closed
                    ? job.days_left
                    : `${job.days_left} left`
                }
                aria-label={`Days left: ${job.days_left}`}
              />
            )}
            {isStudent && job.invited && <Chip size="small" color="secondary" label="Invited" />}
          </Stack>
        </Box>
      </Stack>

      {job.can_manage && <OwnerPanel job={job} startEditing={params.get('edit') === 'true'} />}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: job.can_manage ? 'minmax(0, 1fr)' : 'minmax(0, 2fr) minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Fact label="Location" value={place} />
              <Fact label={job.type === 'Internship' ? 'Stipend' : 'Salary'} value={formatPay(job)} />
              {job.type === 'Internship' && (
                <Fact label="Duration" value={job.duration_months ? `${job.duration_months} months` : 'Not set'} />
              )}
              <Fact label="Open positions" value={String(job.open_positions)} />
              <Fact label="Apply by" value={job.apply_by ? formatDate(job.apply_by) : 'Not set'} />
              {job.published_at && <Fact label="Posted on" value={formatDate(job.published_at)} />}
            </Box>
          </Paper>
          <Box component="section" aria-labelledby="about-heading">
            <Typography id="about-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
              About the role
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {job.description || 'No description yet.'}
            </Typography>
          </Box>
          {(job.skills.length > 0 || job.job_roles.length > 0) && (
            <Box component="section" aria-labelledby="skills-heading">
              <Typography id="skills-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                Skills and career paths
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                {job.skills.map((s) => (
                  <Chip key={`s${s.id}`} label={s.display_name} variant="outlined" />
                ))}
                {job.job_roles.map((r) => (
                  <Chip key={`r${r.id}`} label={r.name} color="primary" variant="outlined" />
                ))}
              </Box>
            </Box>
          )}
          <Criteria job={job} />
        </Stack>
        {!job.can_manage && <ApplyPanel job={job} />}
      </Box>
    </Box>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}
