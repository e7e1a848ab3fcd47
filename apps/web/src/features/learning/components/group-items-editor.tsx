import { LEARNING_LIMITS, RESOURCE_KIND_LABELS, type ResourceSummary } from '@lbd/shared';
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
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { fetchResources } from '../api';
import { moveItem, type GroupItemValue } from '../group-form';
import { formatMinutes } from '../rich-text';

/** Pick a published resource to add (GET /api/resources lists only published ones). */
function AddResource({ taken, onAdd }: { taken: Set<number>; onAdd: (r: ResourceSummary) => void }) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 250);
  const options = useQuery({
    queryKey: ['learning', 'resource-options', search],
    queryFn: async () => (await fetchResources({ query: search, kind: '', mine: false, page: 1 })).data,
    enabled: open,
    meta: { handleErrors: false },
  });
  return (
    <Autocomplete<ResourceSummary>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={(options.data ?? []).filter((r) => !taken.has(r.id) && r.status === 'published')}
      loading={options.isFetching}
      value={null}
      inputValue={input}
      filterOptions={(list) => list}
      onInputChange={(_e, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      getOptionLabel={(r) => r.title}
      onChange={(_e, r) => {
        if (r) onAdd(r);
        setInput('');
      }}
      noOptionsText={search ? 'No published resources match' : 'No published resources to add'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Add a published resource"
          helperText="Search by title; only published resources can be added"
        />
      )}
    />
  );
}

interface RowProps {
  item: GroupItemValue;
  index: number;
  count: number;
  error?: string;
  onChange: (item: GroupItemValue) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function SortableRow({ item, index, count, error, onChange, onMove, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.resource.id,
  });
  const title = item.resource.title;
  const minutes = formatMinutes(item.resource.duration);
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-label={`${index + 1}. ${title}`}
      data-resource-id={item.resource.id}
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
          aria-label={`Drag ${title} (Space to pick up, arrow keys to move, Space to drop)`}
          size="small"
          sx={{ cursor: 'grab', touchAction: 'none', mt: 0.5 }}
        >
          <DragIndicator />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {index + 1}. {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {RESOURCE_KIND_LABELS[item.resource.kind]}
            {minutes ? ` · ${minutes}` : ''}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={item.required}
                  onChange={(e) => onChange({ ...item, required: e.target.checked })}
                />
              }
              label="Required"
            />
            <TextField
              size="small"
              type="number"
              label="Due (days after enrolling)"
              value={item.due_days}
              onChange={(e) => onChange({ ...item, due_days: e.target.value })}
              slotProps={{ htmlInput: { min: 0, max: LEARNING_LIMITS.dueDaysMax, step: 1 } }}
              sx={{ maxWidth: 220 }}
              error={Boolean(error)}
              helperText={error}
            />
          </Stack>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }}>
          <IconButton
            aria-label={`Move ${title} up`}
            size="small"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={`Move ${title} down`}
            size="small"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Remove ${title}`} size="small" onClick={onRemove}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * The learning path's resources in order: add published ones, reorder by dragging (mouse, touch or
 * keyboard: Space, arrows, Space) or with the up and down buttons, set each one's required flag and due days.
 */
export function GroupItemsEditor({
  items,
  errors,
  onChange,
}: {
  items: GroupItemValue[];
  errors: Record<string, string>;
  onChange: (items: GroupItemValue[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.resource.id);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveItem(items, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  const titleOf = (id: number | string) => items.find((i) => i.resource.id === Number(id))?.resource.title ?? '';
  const placeOf = (id: number | string) => ids.indexOf(Number(id)) + 1;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Resources in order
      </Typography>
      {errors.items && (
        <Typography color="error" variant="body2">
          {errors.items}
        </Typography>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, at place ${placeOf(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over
                ? `${titleOf(active.id)} is over place ${placeOf(over.id)}.`
                : `${titleOf(active.id)} is not over a place.`,
            onDragEnd: ({ active, over }) =>
              over ? `${titleOf(active.id)} dropped at place ${placeOf(over.id)}.` : `${titleOf(active.id)} dropped.`,
            onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Resources of the learning path">
            {items.map((item, index) => (
              <SortableRow
                key={item.resource.id}
                item={item}
                index={index}
                count={items.length}
                error={errors[`items.${index}.due_days`]}
                onChange={(next) => onChange(items.map((i, at) => (at === index ? next : i)))}
                onMove={(to) => onChange(moveItem(items, index, to))}
                onRemove={() => onChange(items.filter((_, at) => at !== index))}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No resources yet. Add published resources below.
        </Typography>
      )}
      {items.length < LEARNING_LIMITS.itemsMax && (
        <AddResource
          taken={new Set(ids)}
          onAdd={(r) => onChange([...items, { resource: r, required: true, due_days: '' }])}
        />
      )}
    </Stack>
  );
}
