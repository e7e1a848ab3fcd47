import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SearchOption } from '../../../components/search-autocomplete';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export interface CatalogueMultiSelectProps {
  label: string;
  value: SearchOption[];
  onChange: (value: SearchOption[]) => void;
  queryKey: readonly unknown[];
  fetchOptions: (text: string) => Promise<SearchOption[]>;
  error?: string;
  helperText?: string;
}

/** Several catalogue entries (skills, career paths) picked by id, searched on the server as you type. */
export function CatalogueMultiSelect({
  label,
  value,
  onChange,
  queryKey,
  fetchOptions,
  error,
  helperText,
}: CatalogueMultiSelectProps) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const text = useDebouncedValue(input.trim(), 250);
  const options = useQuery({
    queryKey: [...queryKey, text],
    queryFn: () => fetchOptions(text),
    enabled: open,
    staleTime: 5 * 60_000,
  });
  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data ?? []}
      loading={options.isFetching}
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  );
}
