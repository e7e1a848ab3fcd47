import type { PortfolioEntry } from '@lbd/shared/portfolio';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { VERIFICATION_PENDING_TEXT, entryView, verifiedText } from '../entry-view';

export interface EntryCardProps {
  entry: PortfolioEntry;
  /** The public page: nothing only the student sees (pending requests, backlogs). */
  isPublic?: boolean;
  /** A short card: the description is cut to three lines. */
  compact?: boolean;
  /** Buttons of the student's own entry (Edit, Delete, Request verification). */
  actions?: ReactNode;
  /** Shown under the entry (a degree's subjects). */
  children?: ReactNode;
  /** Heading level of the title inside the page. */
  headingLevel?: 'h3' | 'h4';
}

function ChipRow({ label, names, variant }: { label: string; names: string[]; variant: 'filled' | 'outlined' }) {
  if (names.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }} aria-label={label} role="group">
      <Typography variant="caption" sx={{ fontWeight: 700, mr: 0.5 }}>
        {label}
      </Typography>
      {names.map((name) => (
        <Chip key={name} label={name} size="small" variant={variant} />
      ))}
    </Box>
  );
}

/**
 * One portfolio entry: title, host, dates, facts, description (as text, never HTML), skills, career
 * paths and life skills, points, and who verified it.
 */
export function EntryCard({
  entry,
  isPublic = false,
  compact = false,
  actions,
  children,
  headingLevel = 'h3',
}: EntryCardProps) {
  const view = entryView(entry, { isPublic });
  const desc = 'desc' in entry ? entry.desc : null;
  return (
    <Paper
      variant="outlined"
      component="li"
      data-testid={`entry-${entry.card}-${entry.id}`}
      sx={{ listStyle: 'none', p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component={headingLevel}
            sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {view.title}
          </Typography>
          {view.host && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {view.host}
            </Typography>
          )}
          {view.dates && (
            <Typography variant="caption" color="text.secondary" component="p">
              {view.dates}
            </Typography>
          )}
        </Box>
        <Chip
          label={`${entry.points} points`}
          size="small"
          color="secondary"
          sx={{ fontWeight: 700, flexShrink: 0 }}
          aria-label={`${entry.points} points`}
        />
      </Box>
      {view.facts.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
          {view.facts.map((fact) => (
            <Chip key={fact} label={fact} size="small" variant="outlined" />
          ))}
        </Box>
      )}
      {desc && (
        <Typography
          variant="body2"
          sx={{
            mt: 1.25,
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            ...(compact
              ? { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
              : {}),
          }}
        >
          {desc}
        </Typography>
      )}
      {view.link && (
        <Link
          href={view.link.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          variant="body2"
          sx={{ mt: 1, display: 'inline-block' }}
        >
          {view.link.label}
        </Link>
      )}
      <Stack spacing={0.75} sx={{ mt: 1.25 }}>
        <ChipRow label="Skills" names={entry.skills} variant="filled" />
        <ChipRow label="Career Paths" names={entry.job_roles} variant="outlined" />
        <ChipRow label="Life Skills" names={entry.life_skills} variant="outlined" />
      </Stack>
      {entry.verification && (
        <Typography
          variant="body2"
          sx={{ mt: 1.25, display: 'flex', alignItems: 'center', gap: 0.75, color: 'success.dark', fontWeight: 600 }}
        >
          <Verified fontSize="small" aria-hidden />
          {verifiedText(entry.verification)}
        </Typography>
      )}
      {!isPublic && !entry.verification && entry.verification_pending && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1.25, display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <HourglassTop fontSize="small" aria-hidden />
          {VERIFICATION_PENDING_TEXT}
        </Typography>
      )}
      {children}
      {actions && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          {actions}
        </Box>
      )}
    </Paper>
  );
}
