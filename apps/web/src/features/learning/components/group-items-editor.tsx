import { LEARNING_LIMITS, RESOURCE_KIND_LABELS, type ResourceSummary } from '@lbd/shared';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SortableList } from '../../../components/sortable-list';
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

/** A resource's row: its title and kind, whether it is required, and its due days. */
function ItemFields({
  item,
  index,
  error,
  onChange,
}: {
  item: GroupItemValue;
  index: number;
  error?: string;
  onChange: (item: GroupItemValue) => void;
}) {
  const minutes = formatMinutes(item.resource.duration);
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {index + 1}. {item.resource.title}
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
    </>
  );
}

/**
 * The learning path's resources in order: add published ones, reorder them (components/sortable-list:
 * a drag or the move buttons), set each one's required flag and due days.
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
  const ids = items.map((i) => i.resource.id);
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
      <SortableList
        items={items}
        label="Resources of the learning path"
        getId={(item) => item.resource.id}
        getName={(item) => item.resource.title}
        rowData={(item) => ({ 'data-resource-id': item.resource.id })}
        onMove={(from, to) => onChange(moveItem(items, from, to))}
        render={(item, index) => (
          <ItemFields
            item={item}
            index={index}
            error={errors[`items.${index}.due_days`]}
            onChange={(next) => onChange(items.map((i, at) => (at === index ? next : i)))}
          />
        )}
        actions={(item, index) => (
          <IconButton
            aria-label={`Remove ${item.resource.title}`}
            size="small"
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        )}
      />
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
