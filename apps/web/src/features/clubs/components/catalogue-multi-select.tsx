import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export interface CatalogueOption {
  id: number;
  label: string;
}

export interface CatalogueMultiSelectProps {
  label: string;
  value: CatalogueOption[];
  onChange: (value: CatalogueOption[]) => void;
  /** Cache key of the list; the search text is appended. */
  queryKey: readonly unknown[];
  /** Server-side prefix search; '' lists the first page. */
  fetchOptions: (text: string) => Promise<CatalogueOption[]>;
  error?: string;
  helperText?: string;
  name?: string;
}

/** Several entries of a catalogue list (skills, career paths), chosen by searching on the server. */
export function CatalogueMultiSelect({
  label,
  value,
  onChange,
  queryKey,
  fetchOptions,
  error,
  helperText,
  name,
}: CatalogueMultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 250);
  const options = useQuery({
    queryKey: [...queryKey, search],
    queryFn: () => fetchOptions(search),
    enabled: open,
    staleTime: 5 * 60_000,
    meta: { handleErrors: false },
  });
  return (
    <Autocomplete<CatalogueOption, true>
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data ?? []}
      loading={options.isFetching}
      value={value}
      filterSelectedOptions
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_event, selected) => onChange(selected)}
      noOptionsText={options.isError ? 'Could not load the list' : 'No matches'}
      renderInput={(params) => (
        <TextField {...params} label={label} name={name} error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  );
}
