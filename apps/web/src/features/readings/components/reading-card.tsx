import { READING_TEXTS, type CatalogueReading, type RecommendedReading } from '@lbd/shared';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import CheckCircle from '@mui/icons-material/CheckCircle';
import LibraryAdd from '@mui/icons-material/LibraryAdd';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useAddReadingToPortfolio } from '../api';
import { readingByline } from '../reading-view';

export interface ReadingCardProps {
  reading: CatalogueReading | RecommendedReading;
}

const hasReason = (r: CatalogueReading | RecommendedReading): r is RecommendedReading => 'reason' in r;

/**
 * A book or article of the catalogue: what it is, why it is recommended (when it is), and for a
 * signed-in student 'Add to portfolio' (or 'In your portfolio' once added).
 */
export function ReadingCard({ reading }: ReadingCardProps) {
  const { user } = useSession();
  const add = useAddReadingToPortfolio();
  const [added, setAdded] = useState(false);
  const isStudent = user?.profile?.profile_type === 'STUDENT';
  const inPortfolio = reading.in_portfolio || added;
  const titleId = `reading-${reading.id}-title`;

  const handleAdd = () => {
    if (add.isPending) return;
    add.mutate(reading.id, { onSuccess: () => setAdded(true) });
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="reading-card"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, height: '100%', minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" label={reading.kind === 'book' ? 'Book' : 'Article'} color="primary" variant="outlined" />
        {reading.type && <Chip size="small" label={reading.type} variant="outlined" />}
        <Typography variant="caption" color="text.secondary">
          {reading.published_year}
        </Typography>
      </Stack>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {reading.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {readingByline(reading)}
      </Typography>
      {hasReason(reading) && (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.dark' }}>
          <AutoAwesome sx={{ fontSize: 16 }} aria-hidden />
          <Typography variant="body2" data-testid="reading-reason" sx={{ fontWeight: 600 }}>
            Recommended: {reading.reason}
          </Typography>
        </Stack>
      )}
      <Typography
        variant="body2"
        sx={{ display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {reading.summary}
      </Typography>
      {reading.skills.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label="Skills">
          {reading.skills.slice(0, 4).map((s) => (
            <Chip key={s.id} size="small" label={s.display_name} />
          ))}
        </Box>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {isStudent &&
          (inPortfolio ? (
            <Chip icon={<CheckCircle />} color="success" label={READING_TEXTS.inPortfolio} />
          ) : (
            <Button
              variant="contained"
              size="small"
              startIcon={<LibraryAdd />}
              onClick={handleAdd}
              disabled={add.isPending}
              aria-label={`${READING_TEXTS.add}: ${reading.title}`}
            >
              {READING_TEXTS.add}
            </Button>
          ))}
        {reading.url && (
          <Button
            size="small"
            endIcon={<OpenInNew />}
            href={reading.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${reading.title} (opens a new tab)`}
          >
            Open
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
