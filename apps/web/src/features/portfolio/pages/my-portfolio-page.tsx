import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useDeferredValue } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { RenderLater } from '../../../components/render-later';
import { useModuleAfterPaint } from '../../../lib/use-module-after-paint';
import { useMyPortfolio } from '../api';
import { CareerPathsOverview } from '../components/career-paths-overview';
import { PortfolioHeader } from '../components/portfolio-header';

// What follows the header (the sharing switch and PDF, the section lists) loads its code once the
// header has rendered, so the header waits neither for it nor for its download.
const loadLowerParts = () =>
  Promise.all([import('../components/share-panel'), import('../components/section-overview')]).then(
    ([share, sections]) => ({ SharePanel: share.SharePanel, SectionOverview: sections.SectionOverview }),
  );

/**
 * /myPortfolio (SPEC §2.5): who the student is and their points, their career paths with coverage,
 * the public-page switch, share link and PDF, and every section linking to its card page.
 */
export default function MyPortfolioPage() {
  const portfolio = useMyPortfolio();
  // The first answer is rendered in an interruptible render after the one that received it, and the
  // page in three steps (header; career paths and sharing; sections), so no single task builds all of
  // it. Later changes (the public switch) show at once: only the arrival is deferred.
  const arrived = useDeferredValue(portfolio.data !== undefined);
  const data = portfolio.data;
  const parts = useModuleAfterPaint(loadLowerParts, data !== undefined && arrived);
  if (!data || !arrived) return <PageLoading />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Stack spacing={2}>
        <PortfolioHeader portfolio={data} />
        <RenderLater>
          {parts && (
            <>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, alignItems: 'start' }}
              >
                <CareerPathsOverview paths={data.career_paths} canChange />
                <parts.SharePanel portfolio={data} />
              </Box>
              <RenderLater>
                <parts.SectionOverview portfolio={data} />
              </RenderLater>
            </>
          )}
        </RenderLater>
      </Stack>
    </Box>
  );
}
