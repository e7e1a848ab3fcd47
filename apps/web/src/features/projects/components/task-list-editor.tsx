import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PROJECT_TASK_KIND_LABELS, type ProjectTask } from '@lbd/shared';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

const dueText = (days: number | null) =>
  days === null ? 'No due date' : `Due ${days} day${days === 1 ? '' : 's'} after enrolling`;

function TaskRow({
  task,
  index,
  count,
  onMove,
  onEdit,
  onRemove,
  disabled,
}: {
  task: ProjectTask;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled,
  });
  const name = `task ${index + 1}, ${task.title}`;
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-testid={`task-${task.id}`}
      sx={{
        listStyle: 'none',
        p: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 4 : undefined,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder ${name}`}
        aria-roledescription="sortable task"
        size="small"
        sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
      >
        <DragIndicator />
      </IconButton>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 20 }}>
        {index + 1}.
      </Typography>
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{task.title}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5, alignItems: 'center' }}>
          <Chip size="small" label={PROJECT_TASK_KIND_LABELS[task.kind]} />
          {!task.required && <Chip size="small" variant="outlined" label="Optional" />}
          <Typography variant="caption" color="text.secondary">
            {dueText(task.due_days)}
            {task.resource && ` · Read: ${task.resource.title}`}
            {task.assignment && ` · Activity: ${task.assignment.title}`}
          </Typography>
        </Stack>
      </Box>
      <Stack direction="row" sx={{ ml: 'auto' }}>
        <Tooltip title="Move up">
          <span>
            <IconButton
              aria-label={`Move up ${name}`}
              size="small"
              disabled={disabled || index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton
              aria-label={`Move down ${name}`}
              size="small"
              disabled={disabled || index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label={`Edit ${name}`} size="small" onClick={onEdit} disabled={disabled}>
          <EditOutlined fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Remove ${name}`} size="small" color="error" onClick={onRemove} disabled={disabled}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
}

/**
 * The project's tasks in order: drag a handle (mouse, touch, or keyboard: Space to pick up, arrows to
 * move, Space to drop) or use the move buttons; each move is sent as the task's new seq.
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tasks.map((t) => t.id);
  const where = (id: string | number) => {
    const index = ids.indexOf(Number(id));
    return `${tasks[index]?.title ?? 'The task'}, position ${index + 1} of ${tasks.length}`;
  };
  const announcements = {
    onDragStart: ({ active }: { active: { id: string | number } }) => `Picked up ${where(active.id)}.`,
    onDragOver: ({ over }: { over: { id: string | number } | null }) =>
      over ? `Moved to position ${ids.indexOf(Number(over.id)) + 1} of ${tasks.length}.` : 'Not over the list.',
    onDragEnd: ({ over }: { over: { id: string | number } | null }) =>
      over ? `Dropped at position ${ids.indexOf(Number(over.id)) + 1} of ${tasks.length}.` : 'Dropped.',
    onDragCancel: () => 'Reordering cancelled: the task is back where it was.',
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To reorder a task, press Space to pick it up, the arrow keys to move it, Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" aria-label="Tasks in order" spacing={1} sx={{ p: 0, m: 0 }}>
          {tasks.map((task, index) => (
            <TaskRow
              key={task.id}
              task={task}
              index={index}
              count={tasks.length}
              onMove={onMove}
              onEdit={() => onEdit(task)}
              onRemove={() => onRemove(task)}
              disabled={disabled}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
