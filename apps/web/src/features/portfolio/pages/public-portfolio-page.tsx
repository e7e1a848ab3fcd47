import { CARD_TITLES, type PublicPortfolio } from '@lbd/shared/portfolio';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../lib/api-client';
import { fetchPublicPortfolio, publicPortfolioKey } from '../api';
import { PublicCareerPaths } from '../components/career-paths-overview';
import { DegreeList, EntryList, EventGroups } from '../components/entry-lists';
import { PortfolioHeader } from '../components/portfolio-header';
import { SECTION_ORDER } from '../components/section-overview';
import { entriesOf, entryCount } from '../entry-view';

/** Every non-empty section, read-only; subjects show under their degree. */
function PublicSections({ portfolio }: { portfolio: PublicPortfolio }) {
  if (entryCount(portfolio) === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">Nothing has been added to this portfolio yet.</Typography>
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      {SECTION_ORDER.filter((card) => card !== 'semester').map((card) => {
        const entries = entriesOf(portfolio, card);
        if (entries.length === 0) return null;
        return (
          <Paper
            key={card}
            variant="outlined"
            component="section"
            aria-label={CARD_TITLES[card]}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {CARD_TITLES[card]}
            </Typography>
            {card === 'education' ? (
              <DegreeList portfolio={portfolio} isPublic />
            ) : card === 'events' ? (
              <EventGroups events={entriesOf(portfolio, 'events')} isPublic />
            ) : (
              <EntryList card={card} entries={entries} isPublic />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * /portfolio/{profile id} (SPEC §2.1): a student's public portfolio, readable signed out: the same
 * sections read-only, nothing private and no edit controls; career paths with the skills shown, never
 * the missing ones. A portfolio that is not public (404) shows
 * Page Not Found.
 */
export default function PublicPortfolioPage() {
  const { id } = useParams();
  const profileId = Number(id);
  const isValidId = Number.isSafeInteger(profileId) && profileId > 0;
  const portfolio = useQuery({
    queryKey: publicPortfolioKey(profileId),
    queryFn: () => fetchPublicPortfolio(profileId),
    enabled: isValidId,
    retry: false,
    meta: { handleErrors: false },
  });

  if (!isValidId) return <ErrorView type="notfound" />;
  if (portfolio.isError) {
    const error = portfolio.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 422))
      return <ErrorView type="notfound" />;
    return <ErrorView type={error instanceof ApiError && error.status >= 500 ? 'server' : 'broken'} />;
  }
  if (!portfolio.data) return <PageLoading />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000, mx: 'auto' }}>
      <Stack spacing={2}>
        <PortfolioHeader portfolio={portfolio.data} />
        {portfolio.data.career_paths.length > 0 && <PublicCareerPaths paths={portfolio.data.career_paths} />}
        <PublicSections portfolio={portfolio.data} />
      </Stack>
    </Box>
  );
}
