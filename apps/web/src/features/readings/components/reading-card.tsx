import { todayOf } from '@lbd/shared/portfolio';
import { READING_TEXTS, type CatalogueReading, type RecommendedReading } from '@lbd/shared/readings';
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
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { loadCardFormDialog, type CardFormValues } from '../../portfolio';
import { readingsKeys } from '../api';
import { readingByline, readingFormValues } from '../reading-view';

type CardFormDialog = ComponentType<{
  card: 'books' | 'articles';
  initial?: Partial<CardFormValues>;
  onClose: () => void;
}>;

export interface ReadingCardProps {
  reading: CatalogueReading | RecommendedReading;
}

const hasReason = (r: CatalogueReading | RecommendedReading): r is RecommendedReading => 'reason' in r;

/**
 * A book or article of the catalogue: what it is, why it is recommended (when it is), and for a
 * signed-in student 'Add to portfolio' (or 'In your portfolio' once added). Adding opens the book or
 * article card's own form, filled from the item, so the student says where they are with it (want to
 * read, reading, finished) and when; nothing is assumed (issue 23 item 26).
 */
export function ReadingCard({ reading }: ReadingCardProps) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { showPopup } = useFeedback();
  const [form, setForm] = useState<{ Dialog: CardFormDialog } | null>(null);
  const [isOpening, setIsOpening] = useState(false);
  const isStudent = user?.profile?.profile_type === 'STUDENT';
  const titleId = `reading-${reading.id}-title`;
  const card = reading.kind === 'book' ? 'books' : 'articles';

  const handleAdd = () => {
    if (isOpening || form) return;
    setIsOpening(true);
    loadCardFormDialog()
      .then((module) => setForm({ Dialog: module.CardFormDialog as unknown as CardFormDialog }))
      .catch((error: unknown) => showPopup(failurePopup(error)))
      .finally(() => setIsOpening(false));
  };

  const handleClose = () => {
    setForm(null);
    // Saved or not, the lists say again which items are on the portfolio.
    void queryClient.invalidateQueries({ queryKey: readingsKeys.all });
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
          (reading.in_portfolio ? (
            <Chip icon={<CheckCircle />} color="success" label={READING_TEXTS.inPortfolio} />
          ) : (
            <Button
              variant="contained"
              size="small"
              startIcon={<LibraryAdd />}
              onClick={handleAdd}
              disabled={isOpening}
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
      {form && (
        <form.Dialog
          card={card}
          initial={readingFormValues(
            reading,
            (user?.portfolio_job_roles ?? []).map((role) => role.job_role.name),
            todayOf(new Date()),
          )}
          onClose={handleClose}
        />
      )}
    </Paper>
  );
}
