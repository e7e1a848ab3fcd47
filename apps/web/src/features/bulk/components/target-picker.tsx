import {
  ENROLMENT_TARGET_KINDS,
  ENROLMENT_TARGET_NAMES,
  MENTOR_TARGET_KINDS,
  type EnrolmentTargetKind,
  type EnrolmentTargetOption,
} from '@lbd/shared/imports';
import { Autocomplete, Box, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchTargets } from '../api';

/** The items students are enrolled in: a kind, then a search among the items the caller may enrol into. */
export function TargetPicker({
  value,
  onChange,
  multiple,
  error,
  tool,
}: {
  tool: 'enrolments' | 'advisors';
  value: EnrolmentTargetOption[];
  onChange: (next: EnrolmentTargetOption[]) => void;
  multiple: boolean;
  error?: string;
}) {
  const kinds: readonly EnrolmentTargetKind[] = tool === 'advisors' ? MENTOR_TARGET_KINDS : ENROLMENT_TARGET_KINDS;
  const [kind, setKind] = useState<EnrolmentTargetKind>(kinds[0]!);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, 250);
  const found = useQuery({
    queryKey: ['imports', 'targets', tool, kind, query],
    queryFn: () => searchTargets(tool, kind, query),
  });
  const add = (option: EnrolmentTargetOption | null) => {
    if (!option) return;
    if (value.some((v) => v.kind === option.kind && v.id === option.id)) return;
    onChange(multiple ? [...value, option] : [option]);
    setText('');
  };
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Kind of item"
          value={kind}
          onChange={(e) => setKind(e.target.value as EnrolmentTargetKind)}
          sx={{ minWidth: 180 }}
        >
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {ENROLMENT_TARGET_NAMES[k]}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          sx={{ flex: 1 }}
          options={found.data ?? []}
          loading={found.isFetching}
          value={null}
          inputValue={text}
          onInputChange={(_e, v, reason) => reason !== 'reset' && setText(v)}
          onChange={(_e, v) => add(v)}
          getOptionLabel={(o) => o.title}
          filterOptions={(x) => x}
          isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
          renderOption={(props, o) => (
            <li {...props} key={`${o.kind}:${o.id}`}>
              {o.title}
              {o.org ? ` · ${o.org}` : ''}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={multiple ? 'Add an item' : 'Item'}
              error={!!error}
              helperText={
                error ??
                (tool === 'advisors' ? 'Projects of your organisation' : 'Published items you may enroll students in')
              }
            />
          )}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }} aria-label="Chosen items">
        {value.map((v) => (
          <Chip
            key={`${v.kind}:${v.id}`}
            label={`${ENROLMENT_TARGET_NAMES[v.kind]}: ${v.title}`}
            onDelete={() => onChange(value.filter((x) => x !== v))}
          />
        ))}
      </Stack>
    </Box>
  );
}
