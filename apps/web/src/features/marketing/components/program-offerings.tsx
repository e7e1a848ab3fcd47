import { programOfRoute, type LearningProgram, type ProjectSummary, type ResourceGroupSummary } from '@lbd/shared';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../../lib/api-client';
import { Section } from './section';

/** What a program page lists: its published learning paths and projects (issue 25 item 11). */
interface Offering {
  key: string;
  kind: 'Learning path' | 'Project';
  title: string;
  summary: string;
  facts: string;
  free: boolean;
  to: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function fromGroup(g: ResourceGroupSummary): Offering {
  return {
    key: `g${g.id}`,
    kind: 'Learning path',
    title: g.title,
    summary: g.summary,
    facts: [plural(g.item_count, 'resource'), g.certificate ? 'certificate' : null].filter(Boolean).join(' · '),
    free: g.price_paise === 0,
    to: `/resourceGroups/${g.id}`,
  };
}

function fromProject(p: ProjectSummary): Offering {
  return {
    key: `p${p.id}`,
    kind: 'Project',
    title: p.title,
    summary: p.summary,
    facts: [p.difficulty, p.duration_weeks ? plural(p.duration_weeks, 'week') : null, plural(p.task_count, 'task')]
      .filter(Boolean)
      .join(' · '),
    free: p.price_paise === 0,
    to: `/projects/${p.id}`,
  };
}

async function fetchOfferings(program: LearningProgram): Promise<Offering[]> {
  // One list failing (a module not deployed yet) leaves the other's items on the page.
  const [groups, projects] = await Promise.allSettled([
    api.post('/api/filter_resource_groups', { body: { program, count: 12 } }),
    api.get('/api/list/project', { params: { program, count: 12 } }),
  ]);
  if (groups.status === 'rejected' && projects.status === 'rejected') throw groups.reason;
  return [
    ...(groups.status === 'fulfilled' ? groups.value.data.map(fromGroup) : []),
    ...(projects.status === 'fulfilled' ? projects.value.data.map(fromProject) : []),
  ];
}

function OfferingCard({ item }: { item: Offering }) {
  return (
    <Card variant="outlined" component="article" aria-label={item.title} sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={item.to} sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          <Chip size="small" color="primary" variant="outlined" label={item.kind} />
          <Chip size="small" variant="outlined" label={item.free ? 'Free' : 'Paid'} />
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        {item.summary && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.summary}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto' }}>
          {item.facts}
        </Typography>
        <Typography variant="body2" color="primary.main" sx={{ fontWeight: 600 }}>
          See it and enrol
        </Typography>
      </CardActionArea>
    </Card>
  );
}

export const NOTHING_OPEN = 'No programs are open here yet. New learning paths and projects appear here once they are published.';

/** The program's published learning paths and projects, each a card to its page (where students enrol). */
function Offerings({ program }: { program: LearningProgram }) {
  const list = useQuery({
    queryKey: ['marketing', 'program', program],
    queryFn: () => fetchOfferings(program),
    meta: { handleErrors: false },
    staleTime: 60_000,
  });
  if (list.isPending) {
    return (
      <Grid container spacing={2} aria-label="Loading the program">
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={150} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (list.isError) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">The program’s learning paths and projects could not be loaded. Please try again later.</Typography>
      </Paper>
    );
  }
  if (list.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{NOTHING_OPEN}</Typography>
      </Paper>
    );
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="In this program">
      {list.data.map((item) => (
        <Grid key={item.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <OfferingCard item={item} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The band of a program page (LEARNING_PROGRAMS) listing what is open in it; nothing for other pages. */
export default function ProgramOfferings({ route }: { route: string }) {
  const program = programOfRoute(route);
  if (!program) return null;
  return (
    <Section
      id="program-offerings"
      title="Learning paths and projects"
      intro="Open one to see what it covers and enrol."
      tinted
    >
      <Offerings program={program} />
    </Section>
  );
}
