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
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface Row {
  id: number;
  /** What screen readers call the row in its buttons. */
  name: string;
}

function SortableRow<T extends Row>({
  row,
  index,
  count,
  busy,
  onMove,
  children,
  actions,
}: {
  row: T;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    disabled: busy,
  });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-label={`${index + 1}. ${row.name}`}
      sx={{
        p: 1.5,
        listStyle: 'none',
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 4 : 0,
        bgcolor: 'background.paper',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          size="small"
          disabled={busy}
          aria-label={`Drag ${row.name} (Space to pick up, arrow keys to move, Space to drop)`}
          sx={{ cursor: 'grab', touchAction: 'none', mt: 0.25 }}
        >
          <DragIndicator />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
        <Stack direction={{ xs: 'column', sm: 'row' }}>
          <IconButton
            size="small"
            aria-label={`Move ${row.name} up`}
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Move ${row.name} down`}
            disabled={busy || index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * Rows in order, moved by dragging (mouse, touch, or the keyboard: Space, arrows, Space) or with the up
 * and down buttons. A move is reported as (from, to); the caller swaps by sequence (SPEC §4.7).
 */
export function SortableRows<T extends Row>({
  rows,
  busy,
  label,
  onMove,
  render,
  actions,
}: {
  rows: T[];
  busy: boolean;
  label: string;
  onMove: (from: number, to: number) => void;
  render: (row: T, index: number) => ReactNode;
  actions: (row: T, index: number) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((r) => r.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label={label}>
          {rows.map((row, i) => (
            <SortableRow
              key={row.id}
              row={row}
              index={i}
              count={rows.length}
              busy={busy}
              onMove={(to) => onMove(i, to)}
              actions={actions(row, i)}
            >
              {render(row, i)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

/**
 * The swaps (by id) that move the row at `from` to `to`: one swap with each neighbour on the way, as the
 * API swaps two rows' sequences at a time.
 */
export function swapsFor(ids: readonly number[], from: number, to: number): [number, number][] {
  const order = [...ids];
  const out: [number, number][] = [];
  const step = to > from ? 1 : -1;
  for (let i = from; i !== to; i += step) {
    out.push([order[i]!, order[i + step]!]);
    [order[i], order[i + step]] = [order[i + step]!, order[i]!];
  }
  return out;
}
