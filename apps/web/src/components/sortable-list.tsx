import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
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
import { useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

/** What the list says to screen readers: how to drag, and each move as it happens. */
export const SORTABLE_TEXTS = {
  instructions:
    'To move an item, press Space to pick it up, the arrow keys to move it, Space again to drop it, or Escape to cancel. The move up and move down buttons move it one place.',
  drag: (name: string) => `Drag ${name}`,
  up: (name: string) => `Move ${name} up`,
  down: (name: string) => `Move ${name} down`,
  pickedUp: (name: string, at: number, of: number) => `Picked up ${name}, at place ${at} of ${of}.`,
  over: (name: string, at: number, of: number) => `${name} is over place ${at} of ${of}.`,
  notOver: (name: string) => `${name} is not over the list.`,
  dropped: (name: string, at: number, of: number) => `${name} dropped at place ${at} of ${of}.`,
  cancelled: (name: string, at: number) => `Moving ${name} was cancelled: it is back at place ${at}.`,
  moved: (name: string, at: number, of: number) => `${name} moved to place ${at} of ${of}.`,
} as const;

/** Data attributes a row carries (tests and journeys find rows by them). */
type RowData = Record<`data-${string}`, string | number>;

interface RowProps {
  id: UniqueIdentifier;
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  data?: RowData;
  onMove: (to: number) => void;
  children: ReactNode;
  actions: ReactNode;
}

function SortableRow({ id, name, index, count, disabled, data, onMove, children, actions }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-label={`${index + 1}. ${name}`}
      {...data}
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
          disabled={disabled}
          aria-label={SORTABLE_TEXTS.drag(name)}
          sx={{ cursor: 'grab', touchAction: 'none', mt: 0.25 }}
        >
          <DragIndicator />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
        <Stack direction={{ xs: 'column', sm: 'row' }}>
          <IconButton
            size="small"
            aria-label={SORTABLE_TEXTS.up(name)}
            disabled={disabled || index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={SORTABLE_TEXTS.down(name)}
            disabled={disabled || index === count - 1}
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

export interface SortableListProps<T> {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  getId: (item: T) => UniqueIdentifier;
  /** What screen readers call an item in its buttons and in the announcements. */
  getName: (item: T) => string;
  /** A move of the item at `from` to `to`; the caller reorders (locally, or by swaps of sequence: `swapsFor`). */
  onMove: (from: number, to: number) => void;
  render: (item: T, index: number) => ReactNode;
  /** More buttons after the move buttons (edit, remove). */
  actions?: (item: T, index: number) => ReactNode;
  /** Nothing moves while set (a move being saved). */
  disabled?: boolean;
  rowData?: (item: T) => RowData;
}

/**
 * Items in order, moved by their drag handle (mouse, touch, or the keyboard: Space, arrows, Space) or by
 * the move up and move down buttons; every move, dragged or by button, is announced to screen readers.
 */
export function SortableList<T>({
  items,
  label,
  getId,
  getName,
  onMove,
  render,
  actions,
  disabled = false,
  rowData,
}: SortableListProps<T>) {
  const [said, setSaid] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const count = items.length;
  const placeOf = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const nameOf = (id: UniqueIdentifier) => {
    const item = items[ids.indexOf(id)];
    return item === undefined ? '' : getName(item);
  };
  // A drag starts over its own place: that is not news until the item has been somewhere else.
  const left = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      left.current = false;
      return SORTABLE_TEXTS.pickedUp(nameOf(active.id), placeOf(active.id), count);
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !left.current) return undefined;
      left.current = true;
      return over
        ? SORTABLE_TEXTS.over(nameOf(active.id), placeOf(over.id), count)
        : SORTABLE_TEXTS.notOver(nameOf(active.id));
    },
    onDragEnd: ({ active, over }) =>
      SORTABLE_TEXTS.dropped(nameOf(active.id), over ? placeOf(over.id) : placeOf(active.id), count),
    onDragCancel: ({ active }) => SORTABLE_TEXTS.cancelled(nameOf(active.id), placeOf(active.id)),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: SORTABLE_TEXTS.instructions } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label={label}>
            {items.map((item, index) => {
              const name = getName(item);
              return (
                <SortableRow
                  key={ids[index]}
                  id={ids[index]!}
                  name={name}
                  index={index}
                  count={count}
                  disabled={disabled}
                  data={rowData?.(item)}
                  onMove={(to) => {
                    setSaid(SORTABLE_TEXTS.moved(name, to + 1, count));
                    onMove(index, to);
                  }}
                  actions={actions?.(item, index)}
                >
                  {render(item, index)}
                </SortableRow>
              );
            })}
          </Stack>
        </SortableContext>
      </DndContext>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {said}
      </Box>
    </>
  );
}

/**
 * The swaps (by id) that move the item at `from` to `to`: one with each neighbour on the way, for APIs
 * that swap two items' sequences at a time (SPEC §4.7).
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
