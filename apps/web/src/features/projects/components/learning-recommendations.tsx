import { LEARNING_KIND_LABELS, type LearningKind } from '@lbd/shared';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PROJECTS_KEY } from '../api/catalogue';
import { fetchRecommendedPaths, fetchRecommendedProjects } from '../api/student';

const EACH = 3;

interface Pick {
  kind: LearningKind;
  id: number;
  title: string;
  reason: string | null;
}

/**
 * The student dashboard's projects and learning paths to take next: what covers the gaps of the
 * student's career paths first, each with why (GET /api/recommended/projects, /resource_groups).
 */
export function LearningRecommendations() {
  const query = useQuery({
    queryKey: [...PROJECTS_KEY, 'recommended', 'dashboard'],
    queryFn: async (): Promise<Pick[]> => {
      const [projects, paths] = await Promise.all([fetchRecommendedProjects(EACH), fetchRecommendedPaths(EACH)]);
      return [
        ...projects.data.map((p) => ({ kind: 'project' as const, id: p.id, title: p.title, reason: p.reason })),
        ...paths.data.map((p) => ({ kind: 'resource_group' as const, id: p.id, title: p.title, reason: p.reason })),
      ];
    },
    meta: { handleErrors: false },
  });
  if (query.isPending) return <LinearProgress aria-label="Loading projects and learning paths" />;
  if (query.isError)
    return (
      <Typography variant="body2" color="text.secondary">
        Projects and learning paths could not be loaded.
      </Typography>
    );
  if (query.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        You have taken every published project and learning path. New ones appear here.
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="Projects and learning paths for you">
      {query.data.map((p) => (
        <ListItem key={`${p.kind}-${p.id}`} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={p.kind === 'project' ? `/projects/${p.id}` : `/resourceGroups/${p.id}`}>
                {p.title}
              </Link>
            }
            secondary={`${LEARNING_KIND_LABELS[p.kind]}${p.reason ? ` · ${p.reason}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
