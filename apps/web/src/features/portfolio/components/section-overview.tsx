import { CARD_TITLES, type CardType, type Portfolio } from '@lbd/shared/portfolio';
import Add from '@mui/icons-material/Add';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CARD_NOUNS, entriesOf } from '../entry-view';
import { EntryCard } from './entry-card';

/** The order sections are shown in: studies first, then work, learning and activities. */
export const SECTION_ORDER: readonly CardType[] = [
  'education',
  'semester',
  'internships',
  'jobs',
  'projects',
  'courses',
  'certification',
  'events',
  'clubs',
  'books',
  'articles',
];

const PREVIEW_COUNT = 2;

/** Every section of the student's portfolio as a card with its latest entries and a link to its page. */
export function SectionOverview({ portfolio }: { portfolio: Portfolio }) {
  return (
    <Box
      component="section"
      aria-labelledby="sections-heading"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, alignItems: 'start' }}
    >
      <Typography variant="h6" component="h2" id="sections-heading" sx={{ gridColumn: '1 / -1' }}>
        Portfolio sections
      </Typography>
      {SECTION_ORDER.map((card) => {
        const entries = entriesOf(portfolio, card);
        const title = CARD_TITLES[card];
        return (
          <Paper
            key={card}
            variant="outlined"
            component="section"
            aria-label={title}
            data-testid={`section-${card}`}
            sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
                {title}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({entries.length})
                </Typography>
              </Typography>
              <Button
                component={RouterLink}
                to={`/myPortfolio/${card}`}
                size="small"
                endIcon={<ChevronRight />}
                aria-label={`Open ${title}`}
              >
                Open
              </Button>
            </Box>
            {entries.length === 0 ? (
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  flexWrap: 'wrap',
                }}
              >
                <Typography variant="body2" color="text.secondary">
                  Nothing here yet.
                </Typography>
                {/* Subjects are added to a degree, from their own page. */}
                <Button
                  component={RouterLink}
                  to={card === 'semester' ? '/myPortfolio/semester' : `/myPortfolio/${card}?add=1`}
                  size="small"
                  variant="outlined"
                  startIcon={<Add />}
                >
                  {card === 'semester' ? 'Add semester' : `Add ${CARD_NOUNS[card]}`}
                </Button>
              </Box>
            ) : (
              <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
                {entries.slice(0, PREVIEW_COUNT).map((entry) => (
                  <EntryCard key={entry.id} entry={entry} compact headingLevel="h4" />
                ))}
                {entries.length > PREVIEW_COUNT && (
                  <Typography component="li" variant="body2" color="text.secondary" sx={{ listStyle: 'none' }}>
                    {`and ${entries.length - PREVIEW_COUNT} more`}
                  </Typography>
                )}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
