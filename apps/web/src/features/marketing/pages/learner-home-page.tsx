import AccountBalance from '@mui/icons-material/AccountBalance';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Business from '@mui/icons-material/Business';
import Diversity3 from '@mui/icons-material/Diversity3';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Work from '@mui/icons-material/Work';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TESTIMONIAL_TEXTS } from '@lbd/shared/testimonials';
import { Link as RouterLink } from 'react-router';
import { FeaturedTestimonials } from '../../testimonials';
import { FeatureGrid, type FeatureItem } from '../components/feature-grid';
import { MarketingShell } from '../components/marketing-shell';
import { PageHero } from '../components/page-hero';
import { LEARNER_HERO } from '../learner-hero-texts';
import { Section } from '../components/section';
import { PROGRAMS } from '../programs';
import { useStart } from '../use-start';

const LEARNER_FEATURES: FeatureItem[] = [
  {
    icon: WorkspacePremium,
    title: 'A career portfolio',
    text: 'Record degrees, projects, courses, internships, events, clubs and readings, each tied to the career paths and life skills you choose.',
  },
  {
    icon: Work,
    title: 'Jobs, internships, events and clubs',
    text: 'Get recommendations that match your portfolio, apply to jobs and internships, and join events and clubs.',
  },
  {
    icon: EmojiEvents,
    title: 'Projects and quests',
    text: 'Learn by doing with hands-on projects, quests and learning paths that show what you can build.',
  },
  {
    icon: Diversity3,
    title: 'Quizzes and peer learning',
    text: 'Test yourself with quizzes and question banks, and grow by reviewing and being reviewed by your peers.',
  },
];

const AUDIENCES = [
  { icon: SupervisorAccount, title: 'Mentors', text: 'Guide projects, quizzes and activities.', to: '/MentorHome' },
  {
    icon: AccountBalance,
    title: 'Institutes',
    text: 'Follow your students’ skills and placements.',
    to: '/InstituteHome',
  },
  { icon: Business, title: 'Companies', text: 'Post opportunities and hire by portfolio.', to: '/CompanyHome' },
] as const;

const STEPS = [
  'Choose your career paths',
  'Learn by doing: projects, quests, quizzes',
  'Grow a portfolio employers trust',
];

const FEATURED_PROGRAMS = [
  '/trending/CareerReadinessPrograms',
  '/skillAugmentationProgram',
  '/Summer-Internship',
  '/selfPacedPrograms',
];

function HeroCard() {
  return (
    <Paper elevation={8} sx={{ p: 3, borderRadius: 4, bgcolor: 'rgba(255,255,255,0.97)' }} aria-label="How it works">
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
        How it works
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5 }}>
        {STEPS.map((step, index) => (
          <Box component="li" key={step} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: '#fff',
                fontWeight: 700,
                flexShrink: 0,
              }}
            >
              {index + 1}
            </Box>
            <Typography sx={{ fontWeight: 600 }}>{step}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2.5, display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
        <TaskAlt fontSize="small" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Every finished step earns exposure, experience and education points.
        </Typography>
      </Box>
    </Paper>
  );
}

/** Landing page and learner home: the product pitch for learners ('Ninjas'). */
export function LearnerHomePage() {
  const start = useStart();
  return (
    <MarketingShell>
      <PageHero
        eyebrow={LEARNER_HERO.eyebrow}
        title={LEARNER_HERO.title}
        subtitle={LEARNER_HERO.subtitle}
        actions={
          <>
            <Button variant="contained" color="secondary" size="large" onClick={start}>
              Start your portfolio
            </Button>
            <Button
              component={RouterLink}
              to="/projects"
              variant="outlined"
              size="large"
              endIcon={<ArrowForward />}
              sx={{
                color: '#fff',
                borderColor: 'rgba(255,255,255,0.6)',
                '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              Explore projects
            </Button>
          </>
        }
        aside={<HeroCard />}
      />
      <Section
        id="learner-features"
        title="Everything you need to grow your career"
        intro="One place to learn, practise and show what you can do."
      >
        <FeatureGrid items={LEARNER_FEATURES} />
      </Section>
      <FeaturedTestimonials
        type="STUDENT"
        wrap={(cards) => (
          <Section id="testimonials" title={TESTIMONIAL_TEXTS.sectionTitle}>
            {cards}
          </Section>
        )}
      />
      <Section id="audiences" title="Built with mentors, institutes and companies" tinted>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {AUDIENCES.map(({ icon: Icon, ...audience }) => (
            <Paper key={audience.to} variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Icon color="primary" />
              <Typography variant="h6" component="h3">
                {audience.title}
              </Typography>
              <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                {audience.text}
              </Typography>
              <Button
                component={RouterLink}
                to={audience.to}
                endIcon={<ArrowForward />}
                sx={{ alignSelf: 'flex-start', px: 0 }}
              >
                Learn more
              </Button>
            </Paper>
          ))}
        </Box>
      </Section>
      <Section id="programs" title="Popular programs">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {FEATURED_PROGRAMS.map((path) => {
            const program = PROGRAMS[path];
            if (!program) return null;
            return (
              <Paper
                key={path}
                component={RouterLink}
                to={path}
                variant="outlined"
                sx={{
                  p: 2.5,
                  textDecoration: 'none',
                  color: 'inherit',
                  '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
                }}
              >
                <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{program.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {program.description}
                </Typography>
              </Paper>
            );
          })}
        </Box>
      </Section>
    </MarketingShell>
  );
}
