import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageLoading } from '../../../app/layout/app-layout';
import { CareerPathsOverview } from '../components/career-paths-overview';
import { PortfolioHeader } from '../components/portfolio-header';
import { SectionOverview } from '../components/section-overview';
import { SharePanel } from '../components/share-panel';
import { useMyPortfolio } from '../use-my-portfolio';

/**
 * /myPortfolio (SPEC §2.5): who the student is and their points, their career paths with coverage,
 * the public-page switch, share link and PDF, and every section linking to its card page.
 */
export default function MyPortfolioPage() {
  const portfolio = useMyPortfolio();
  if (!portfolio.data) return <PageLoading />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Stack spacing={2}>
        <PortfolioHeader portfolio={portfolio.data} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
          <CareerPathsOverview paths={portfolio.data.career_paths} canChange />
          <SharePanel portfolio={portfolio.data} />
        </Box>
        <SectionOverview portfolio={portfolio.data} />
      </Stack>
    </Box>
  );
}
