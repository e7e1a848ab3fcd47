import { PROJECT_TASK_KIND_LABELS, type ProjectTask } from '@lbd/shared';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SortableList } from '../../../components/sortable-list';

const dueText = (days: number | null) =>
  days === null ? 'No due date' : `Due ${days} day${days === 1 ? '' : 's'} after enrolling`;

/** A task's row: its place, title, kind, and when it is due. */
function TaskSummary({ task, index }: { task: ProjectTask; index: number }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {index + 1}. {task.title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5, alignItems: 'center' }}>
        <Chip size="small" label={PROJECT_TASK_KIND_LABELS[task.kind]} />
        {!task.required && <Chip size="small" variant="outlined" label="Optional" />}
        <Typography variant="caption" color="text.secondary">
          {dueText(task.due_days)}
          {task.resource && ` · Read: ${task.resource.title}`}
          {task.assignment && ` · Activity: ${task.assignment.title}`}
        </Typography>
      </Stack>
    </>
  );
}

/**
 * The project's tasks in order, moved by a drag or the move buttons (components/sortable-list); each move
 * is sent as the task's new seq.
 */
export function TaskListEditor({
  tasks,
  onMove,
  onEdit,
  onRemove,
  disabled = false,
}: {
  tasks: readonly ProjectTask[];
  onMove: (from: number, to: number) => void;
  onEdit: (task: ProjectTask) => void;
  onRemove: (task: ProjectTask) => void;
  disabled?: boolean;
}) {
  return (
    <SortableList
      items={tasks}
      label="Tasks in order"
      getId={(task) => task.id}
      getName={(task) => task.title}
      rowData={(task) => ({ 'data-testid': `task-${task.id}` })}
      disabled={disabled}
      onMove={onMove}
      render={(task, index) => <TaskSummary task={task} index={index} />}
      actions={(task) => (
        <>
          <IconButton aria-label={`Edit ${task.title}`} size="small" onClick={() => onEdit(task)} disabled={disabled}>
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={`Remove ${task.title}`}
            size="small"
            color="error"
            onClick={() => onRemove(task)}
            disabled={disabled}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </>
      )}
    />
  );
}
