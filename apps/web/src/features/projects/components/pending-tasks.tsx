import { LEARNING_KIND_LABELS, type PendingTask } from '@lbd/shared';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../lib/dates';
import { usePendingTasks } from '../api/student';

/** By due date, soonest (or most overdue) first; the API sorts already, the page holds to it. Pure. */
export const byDueDate = (tasks: readonly PendingTask[]): PendingTask[] =>
  [...tasks].sort((a, b) => a.due_date.localeCompare(b.due_date) || a.item_id - b.item_id);

const MAX = 8;

/** The student dashboard's 'Tasks due': every due or overdue task of their projects and learning paths. */
export function PendingTasks() {
  const tasks = usePendingTasks();
  if (tasks.isPending) return <LinearProgress aria-label="Loading tasks" />;
  if (tasks.isError)
    return (
      <Typography variant="body2" color="text.secondary">
        Your tasks could not be loaded.
      </Typography>
    );
  const sorted = byDueDate(tasks.data);
  if (sorted.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing due. Enrol in a{' '}
        <Link component={RouterLink} to="/projects">
          project
        </Link>{' '}
        to learn by doing.
      </Typography>
    );
  return (
    <>
      <List dense disablePadding aria-label="Tasks due">
        {sorted.slice(0, MAX).map((t) => {
          const late = t.days_left < 0;
          return (
            <ListItem
              key={`${t.kind}-${t.my_learning_id}-${t.item_id}`}
              disableGutters
              secondaryAction={
                <Chip
                  size="small"
                  color={late ? 'error' : t.days_left <= 2 ? 'warning' : 'default'}
                  label={t.days_left_text}
                />
              }
            >
              <ListItemText
                sx={{ pr: 16 }}
                primary={
                  <Link component={RouterLink} to={t.path}>
                    {t.item_title}
                  </Link>
                }
                secondary={`${LEARNING_KIND_LABELS[t.kind]}: ${t.content_title} · due ${indiaDate(t.due_date)}`}
              />
            </ListItem>
          );
        })}
      </List>
      {sorted.length > MAX && (
        <Typography variant="caption" color="text.secondary">
          and {sorted.length - MAX} more
        </Typography>
      )}
    </>
  );
}
