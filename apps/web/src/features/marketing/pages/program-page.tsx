import ArrowForward from '@mui/icons-material/ArrowForward';
import Diversity3 from '@mui/icons-material/Diversity3';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Quiz from '@mui/icons-material/Quiz';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { FeatureGrid, type FeatureItem } from '../components/feature-grid';
import { MarketingShell } from '../components/marketing-shell';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import type { ProgramInfo } from '../programs';
import { useStart } from '../use-start';

// Loaded after the page shows: its cards stay out of the first-screen bundle every route shares.
const ProgramOfferings = lazy(() => import('../components/program-offerings'));

const HOW_PROGRAMS_WORK: FeatureItem[] = [
  {
    icon: EmojiEvents,
    title: 'Hands-on projects',
    text: 'Every program is built around projects you complete yourself.',
  },
  { icon: Quiz, title: 'Quizzes', text: 'Check what you have learnt with quizzes and question banks.' },
  { icon: Diversity3, title: 'Peer learning', text: 'Review other learners’ work and get feedback on yours.' },
  {
    icon: WorkspacePremium,
    title: 'In your portfolio',
    text: 'What you finish is added to your portfolio and its career paths.',
  },
];

/**
 * One public program page; title and description come from the program table. A learning program
 * (LEARNING_PROGRAMS) lists its published learning paths and projects, or says plainly that none is open.
 */
export function ProgramPage({ program, route }: { program: ProgramInfo; route: string }) {
  const start = useStart();
  return (
    <MarketingShell>
      <PageHero
        eyebrow="Program"
        title={program.title}
        subtitle={program.description}
        actions={
          <>
            <Button variant="contained" color="secondary" size="large" onClick={start}>
              Sign up to join
            </Button>
            <Button
              component={RouterLink}
              to="/projects"
              variant="outlined"
              size="large"
              endIcon={<ArrowForward />}
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)', '&:hover': { borderColor: '#fff' } }}
            >
              Browse projects
            </Button>
          </>
        }
      />
      <Suspense fallback={null}>
        <ProgramOfferings route={route} />
      </Suspense>
      <Section id="program-how" title="How it works">
        <FeatureGrid items={HOW_PROGRAMS_WORK} />
      </Section>
    </MarketingShell>
  );
}
