import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';

export interface Picked {
  id: number;
  label: string;
}

export interface CatalogueMultiSelectProps {
  label: string;
  value: Picked[];
  onChange: (value: Picked[]) => void;
  /** Cache key of the list; the search text is appended. */
  queryKey: string | readonly unknown[];
  /** Server-side search; '' lists the first page. Options without an id are left out. */
  fetchOptions: (text: string) => Promise<readonly { id: number | null; label: string }[]>;
  /** The form field's name (for the input element). */
  name?: string;
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
}

/** Several catalogue entries (skills, degrees, organisations...) chosen from a server-searched list. */
export function CatalogueMultiSelect({
  label,
  value,
  onChange,
  queryKey,
  fetchOptions,
  error,
  helperText,
  size = 'medium',
  disabled,
  name,
}: CatalogueMultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 250);
  const options = useQuery({
    queryKey: ['lookups', 'multi', ...(typeof queryKey === 'string' ? [queryKey] : queryKey), search],
    queryFn: async () => (await fetchOptions(search)).filter((o): o is Picked => o.id !== null),
    enabled: open && !disabled,
    staleTime: 5 * 60_000,
    meta: { handleErrors: false },
  });
  return (
    <Autocomplete<Picked, true>
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={(options.data ?? []).map((o) => ({ id: o.id, label: o.label }))}
      loading={options.isFetching}
      value={value}
      disabled={disabled}
      size={size}
      filterSelectedOptions
      filterOptions={(list) => list}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_e, next) => {
        onChange(next);
        setInput('');
      }}
      noOptionsText={options.isError ? 'Could not load the list' : 'No matches'}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} name={name} error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  );
}
