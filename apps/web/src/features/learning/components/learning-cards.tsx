import {
  ENROLMENT_STATUS_LABELS,
  LEARNING_STATUS_LABELS,
  RESOURCE_KIND_LABELS,
  type ResourceGroupSummary,
  type ResourceSummary,
} from '@lbd/shared';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AttachFile from '@mui/icons-material/AttachFile';
import LinkIcon from '@mui/icons-material/Link';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { priceText } from '../learning-view';
import { formatMinutes } from '../rich-text';

export const KIND_ICONS = {
  text: <ArticleOutlined fontSize="small" />,
  video: <OndemandVideo fontSize="small" />,
  link: <LinkIcon fontSize="small" />,
  file: <AttachFile fontSize="small" />,
} as const;

/** The first few tags, then '+N'. */
export function TagChips({ tags, max = 3 }: { tags: { id: number; name: string }[]; max?: number }) {
  if (tags.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="Skills">
      {tags.slice(0, max).map((t) => (
        <Chip key={t.id} label={t.name} size="small" variant="outlined" sx={{ maxWidth: '100%' }} />
      ))}
      {tags.length > max && <Chip label={`+${tags.length - max}`} size="small" variant="outlined" />}
    </Stack>
  );
}

function CardShell({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={Link}
        to={to}
        sx={{ flexGrow: 1, alignItems: 'stretch', display: 'flex', flexDirection: 'column', p: 2, gap: 1 }}
      >
        {children}
      </CardActionArea>
    </Card>
  );
}

function StatusChip({ status }: { status: ResourceSummary['status'] }) {
  if (status === 'published') return null;
  return (
    <Chip
      label={LEARNING_STATUS_LABELS[status]}
      size="small"
      color={status === 'draft' ? 'warning' : 'default'}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** A resource in a list: kind, title, duration, skills. */
export function ResourceCard({ resource, to }: { resource: ResourceSummary; to?: string }) {
  const duration = formatMinutes(resource.duration);
  return (
    <CardShell title={resource.title} to={to ?? `/resources/${resource.id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main', width: '100%' }}>
        {KIND_ICONS[resource.kind]}
        <Typography variant="caption" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {RESOURCE_KIND_LABELS[resource.kind]}
        </Typography>
        {duration && (
          <Typography variant="caption" color="text.secondary">
            {duration}
          </Typography>
        )}
      </Stack>
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        {resource.title}
      </Typography>
      <StatusChip status={resource.status} />
      <Box sx={{ mt: 'auto' }}>
        <TagChips tags={resource.skills} />
      </Box>
    </CardShell>
  );
}

/** A learning path in a list: title, summary, resources and time, price, certificate, the caller's progress. */
export function ResourceGroupCard({ group }: { group: ResourceGroupSummary }) {
  const duration = formatMinutes(group.duration);
  const mine = group.my_enrolment;
  return (
    <CardShell title={group.title} to={`/resourceGroups/${group.id}`}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
        <Chip
          label={priceText(group.price_paise)}
          size="small"
          color={group.price_paise > 0 ? 'secondary' : 'success'}
          // The amber of a price is too light as text on white: it is the chip's fill, with ink text.
          variant={group.price_paise > 0 ? 'filled' : 'outlined'}
        />
        {group.certificate && <Chip label="Certificate" size="small" variant="outlined" />}
        <StatusChip status={group.status} />
      </Stack>
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        {group.title}
      </Typography>
      {group.summary && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {group.summary}
        </Typography>
      )}
      {group.reason && (
        <Typography variant="body2" color="primary.main">
          {group.reason}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {group.item_count} resource{group.item_count === 1 ? '' : 's'}
        {duration ? ` · ${duration}` : ''}
        {group.org ? ` · ${group.org.name}` : group.author ? ` · ${group.author.name}` : ''}
      </Typography>
      {mine && mine.status !== 'Dropped' && (
        <Box>
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {ENROLMENT_STATUS_LABELS[mine.status]}
            {mine.status !== 'Interested' ? ` · ${mine.progress}%` : ''}
          </Typography>
          {mine.status !== 'Interested' && (
            <LinearProgress
              variant="determinate"
              value={mine.progress}
              aria-label={`Progress ${mine.progress}%`}
              sx={{ mt: 0.5 }}
            />
          )}
        </Box>
      )}
      <Box sx={{ mt: 'auto' }}>
        <TagChips tags={group.skills} />
      </Box>
    </CardShell>
  );
}
