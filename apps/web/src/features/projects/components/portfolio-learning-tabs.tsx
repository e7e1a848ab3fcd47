import { ENROLMENT_STATUS_LABELS, LEARNING_KIND_LABELS, type MyLearning, type ResourceGroupSummary } from '@lbd/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../lib/dates';
import { PROJECTS_KEY } from '../api/catalogue';
import { fetchRecommendedPaths, fetchRecommendedProjects, MY_LEARNING_KEY, useMyLearnings } from '../api/student';
import { ProjectCard } from './project-card';

/** What the portfolio's learning tabs list (SPEC §2.5): the projects card's and the courses card's. */
export type LearningList =
  | 'recommended_projects'
  | 'interested_projects'
  | 'enrolled_projects'
  | 'completed_projects'
  | 'recommended_courses'
  | 'my_courses';

/** Where a student's project or learning path opens. */
const myPath = (l: MyLearning) => (l.kind === 'project' ? `/myProjects/${l.id}` : `/myLearning/${l.id}`);

/** One enrolment: its progress, its next due task, or when it was completed. */
export function MyLearningCard({ learning }: { learning: MyLearning }) {
  const running = learning.status === 'Enrolled';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={myPath(learning)} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mb: 1 }}>
            <Chip size="small" label={LEARNING_KIND_LABELS[learning.kind]} />
            <Chip
              size="small"
              variant="outlined"
              color={learning.status === 'Completed' ? 'success' : 'primary'}
              label={ENROLMENT_STATUS_LABELS[learning.status]}
            />
          </Stack>
          <Typography variant="h6" component="h3" sx={{ fontSize: 17, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {learning.title}
          </Typography>
          {running && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {`${learning.progress}% · ${learning.done} of ${learning.total} done`}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={learning.progress}
                aria-label={`${learning.title}: ${learning.progress}%`}
                sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
              />
            </Box>
          )}
          {running && learning.next_due && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {`Next: ${learning.next_due.title} · ${learning.next_due.days_left_text}`}
            </Typography>
          )}
          {learning.status === 'Completed' && learning.completed_at && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Completed {indiaDate(learning.completed_at)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function LearningPathCard({ path }: { path: ResourceGroupSummary }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/resourceGroups/${path.id}`}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent>
          <Chip size="small" label={LEARNING_KIND_LABELS.resource_group} sx={{ mb: 1 }} />
          <Typography variant="h6" component="h3" sx={{ fontSize: 17, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {path.title}
          </Typography>
          {path.reason && (
            <Typography variant="body2" color="primary" sx={{ mt: 0.5 }}>
              {path.reason}
            </Typography>
          )}
          {path.summary && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {path.summary}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {`${path.item_count} resource${path.item_count === 1 ? '' : 's'}${path.certificate ? ' · certificate' : ''}`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Grid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', borderStyle: 'dashed' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}

const Loading = () => <LinearProgress aria-label="Loading" />;

function MyLearnings({
  kind,
  status,
  label,
  empty,
}: {
  kind: 'project' | 'resource_group';
  status: 'Interested' | 'Enrolled' | 'Completed' | '';
  label: string;
  empty: string;
}) {
  const query = useMyLearnings(kind, status);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Empty text="This list could not be loaded. Please try again later." />;
  // My Courses lists the paths the student follows or finished, not those they only bookmarked or left.
  const items = query.data.filter((l) =>
    status ? l.status === status : l.status === 'Enrolled' || l.status === 'Completed',
  );
  if (items.length === 0) return <Empty text={empty} />;
  return (
    <Grid label={label}>
      {items.map((l) => (
        <MyLearningCard key={l.id} learning={l} />
      ))}
    </Grid>
  );
}

function RecommendedProjects() {
  const query = useQuery({
    queryKey: [...PROJECTS_KEY, 'recommended'],
    queryFn: () => fetchRecommendedProjects(),
    meta: { handleErrors: false },
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <Empty text="Recommendations could not be loaded. Please try again later." />;
  const open = query.data.data;
  if (open.length === 0) return <Empty text="Nothing to recommend yet. Check back soon." />;
  return (
    <Grid label="Recommended">
      {open.map((p) => (
        <ProjectCard key={p.id} project={p} reason={p.reason} />
      ))}
    </Grid>
  );
}

function RecommendedCourses() {
  const query = useQuery({
    queryKey: [...MY_LEARNING_KEY, 'recommended-paths'],
    queryFn: () => fetchRecommendedPaths(),
    meta: { handleErrors: false },
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <Empty text="Recommendations could not be loaded. Please try again later." />;
  const open = query.data.data;
  if (open.length === 0) return <Empty text="Nothing to recommend yet. Check back soon." />;
  return (
    <Grid label="Recommended">
      {open.map((p) => (
        <LearningPathCard key={p.id} path={p} />
      ))}
    </Grid>
  );
}

/**
 * One of the portfolio's learning tabs: published projects or learning paths to start (with why, when
 * the API says), or the student's own, each leading to their page.
 */
export function PortfolioLearningList({ list }: { list: LearningList }) {
  switch (list) {
    case 'recommended_projects':
      return <RecommendedProjects />;
    case 'recommended_courses':
      return <RecommendedCourses />;
    case 'interested_projects':
      return (
        <MyLearnings
          kind="project"
          status="Interested"
          label="Interested"
          empty="Projects you mark as interesting appear here. Find one under Projects and choose I'm interested."
        />
      );
    case 'enrolled_projects':
      return (
        <MyLearnings
          kind="project"
          status="Enrolled"
          label="On Learn By Doing"
          empty="Projects you enrol in appear here."
        />
      );
    case 'completed_projects':
      return (
        <MyLearnings
          kind="project"
          status="Completed"
          label="On Learn By Doing"
          empty="Projects you complete on Learn By Doing appear here."
        />
      );
    case 'my_courses':
      return (
        <MyLearnings
          kind="resource_group"
          status=""
          label="On Learn By Doing"
          empty="Learning paths you enrol in appear here."
        />
      );
  }
}
