import type { ProjectSummary } from '@lbd/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { enrolmentLine, projectFacts } from '../project-view';

const DIFFICULTY_COLOR = { Beginner: 'success', Intermediate: 'info', Advanced: 'warning' } as const;

export interface ProjectCardProps {
  project: ProjectSummary;
  /** Where the card leads (the project page by default). */
  to?: string;
  /** A line under the title, e.g. why it is recommended. */
  reason?: string | null;
  footer?: ReactNode;
}

/** One project in a list: difficulty, weeks, team size, tasks, skills and, when enrolled, the caller's progress. */
export function ProjectCard({ project, to, reason, footer }: ProjectCardProps) {
  const mine = enrolmentLine(project.my_enrolment);
  const progress = project.my_enrolment?.status === 'Enrolled' ? project.my_enrolment.progress : null;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={to ?? `/projects/${project.id}`}
        sx={{ flexGrow: 1, alignItems: 'stretch', display: 'flex', flexDirection: 'column' }}
      >
        <CardContent sx={{ width: '100%' }}>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mb: 1 }}>
            <Chip size="small" color={DIFFICULTY_COLOR[project.difficulty]} label={project.difficulty} />
            {project.status !== 'published' && (
              <Chip size="small" variant="outlined" label={project.status === 'draft' ? 'Draft' : 'Archived'} />
            )}
            {mine && <Chip size="small" color="primary" variant="outlined" label={mine} />}
          </Stack>
          <Typography variant="h6" component="h3" sx={{ fontSize: 18, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {project.title}
          </Typography>
          {reason && (
            <Typography variant="body2" color="primary" sx={{ mt: 0.5 }}>
              {reason}
            </Typography>
          )}
          {project.summary && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {project.summary}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {projectFacts(project).join(' · ')}
          </Typography>
          {project.skills.length > 0 && (
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }} aria-label="Skills">
              {project.skills.slice(0, 4).map((s) => (
                <Chip key={s.id} size="small" variant="outlined" label={s.name} />
              ))}
              {project.skills.length > 4 && (
                <Chip size="small" variant="outlined" label={`+${project.skills.length - 4}`} />
              )}
            </Stack>
          )}
          {progress !== null && (
            <Box sx={{ mt: 1.5 }}>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={`Your progress: ${progress}%`}
                sx={{ height: 6, borderRadius: 3 }}
              />
            </Box>
          )}
        </CardContent>
      </CardActionArea>
      {footer && <Box sx={{ px: 2, pb: 1.5 }}>{footer}</Box>}
    </Card>
  );
}
