import {
  formatPay,
  JOB_STATUS_LABELS,
  type JobCard as JobCardData,
  type JobMark,
  type JobStatus,
} from '@lbd/shared/jobs';
import Business from '@mui/icons-material/Business';
import Place from '@mui/icons-material/Place';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { daysLeftTone, jobPath, STATUS_LABELS, TYPE_LABELS } from '../job-helpers';

export interface JobCardProps {
  job: JobCardData;
  /** A line under the title, e.g. why it is recommended. */
  reason?: string;
  /** Extra chips or text at the foot (an application's status). */
  footer?: ReactNode;
  /** The title's heading level: h2 in a list right under the page's h1, h3 (default) under a section heading. */
  headingLevel?: 'h2' | 'h3';
}

/** One job or internship in a list: title, organisation, place, pay, skills, days left. Opens its page. */
export function JobCard({ job, reason, footer, headingLevel = 'h3' }: JobCardProps) {
  const place = job.is_remote ? (job.location ? `Remote · ${job.location}` : 'Remote') : job.location || '—';
  const duration =
    job.type === 'Internship' && job.duration_months
      ? ` · ${job.duration_months} month${job.duration_months === 1 ? '' : 's'}`
      : '';
  return (
    <Card variant="outlined" component="article" aria-label={job.title} sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={jobPath(job)}
        sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1 }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Avatar src={job.org.logo_url ?? undefined} alt="" variant="rounded" sx={{ bgcolor: 'primary.light' }}>
            <Business fontSize="small" />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              component={headingLevel}
              sx={{
                fontWeight: 700,
                lineHeight: 1.3,
                wordBreak: 'normal',
                overflowWrap: 'break-word',
                hyphens: 'auto',
              }}
            >
              {job.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {job.org.full_name}
            </Typography>
          </Box>
          {job.days_left && (
            <Chip
              size="small"
              color={daysLeftTone(job.days_left)}
              variant={daysLeftTone(job.days_left) === 'default' ? 'outlined' : 'filled'}
              label={job.days_left}
              aria-label={`Days left: ${job.days_left}`}
            />
          )}
        </Box>
        {reason && (
          <Typography variant="body2" color="primary.dark" sx={{ fontStyle: 'italic' }}>
            {reason}
          </Typography>
        )}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <Place fontSize="small" />
          <Typography variant="body2" noWrap>
            {place}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatPay(job)}
          <Typography component="span" variant="body2" color="text.secondary">
            {` · ${TYPE_LABELS[job.type]}${duration}`}
          </Typography>
        </Typography>
        {job.skills.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {job.skills.slice(0, 5).map((s) => (
              <Chip key={s.id} size="small" label={s.display_name} variant="outlined" />
            ))}
            {job.skills.length > 5 && <Chip size="small" label={`+${job.skills.length - 5}`} />}
          </Box>
        )}
        {footer && <Box sx={{ mt: 'auto', pt: 0.5 }}>{footer}</Box>}
      </CardActionArea>
    </Card>
  );
}

/**
 * The signed-in student's mark on a card: their application's status ('Applied'), or, before they
 * apply, the criteria they do not meet, named as the eligibility check names them ('CGPA').
 */
export function JobMarkChips({ mark }: { mark: JobMark }) {
  if (mark.application_status)
    return (
      <Chip
        size="small"
        color={
          mark.application_status === 'rejected' || mark.application_status === 'withdrawn' ? 'default' : 'success'
        }
        label={STATUS_LABELS[mark.application_status]}
      />
    );
  if (mark.unmet.length > 0)
    return <Chip size="small" variant="outlined" label={`Not eligible: ${mark.unmet.join(', ')}`} />;
  return null;
}

/** A posting's status on the organisation's own cards ('Our jobs'). */
export function JobStatusChip({ status }: { status: JobStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'draft' ? 'outlined' : 'filled'}
      color={status === 'published' ? 'success' : 'default'}
      label={JOB_STATUS_LABELS[status]}
    />
  );
}
