import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { SearchOption } from '../lib/search-option';
import { useDebouncedValue } from '../lib/use-debounced-value';

export type { SearchOption };

export interface SearchAutocompleteProps {
  label: string;
  value: SearchOption | null;
  onChange: (value: SearchOption | null) => void;
  /** Cache key of the list; the search text is appended. */
  queryKey: readonly unknown[];
  /** Server-side search (case-insensitive prefix); '' lists the first page. */
  fetchOptions: (text: string) => Promise<SearchOption[]>;
  /** Allow a name that is not in the list (e.g. a new institute). */
  freeSolo?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  onBlur?: () => void;
  name?: string;
  /** How a list entry is matched with the value: by id (default) or by label (country codes). */
  matchBy?: 'id' | 'label';
}

/** Autocomplete over a server-searched catalogue list (institutes, degrees, cities, ...). */
export function SearchAutocomplete({
  label,
  value,
  onChange,
  queryKey,
  fetchOptions,
  freeSolo = false,
  required,
  disabled,
  error,
  helperText,
  onBlur,
  name,
  matchBy = 'id',
}: SearchAutocompleteProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState(value?.label ?? '');
  // A value set from outside (prefill, or cleared because the state changed) shows in the box.
  const valueLabel = value?.label ?? '';
  useEffect(() => {
    setInput((current) => (current.trim() === valueLabel.trim() ? current : valueLabel));
  }, [valueLabel]);
  const debounced = useDebouncedValue(input.trim(), 250);
  // With a catalogue entry chosen, opening the list shows everything rather than only that one name;
  // a typed name (free text, id null) is still a search.
  const chosen = value !== null && value.id !== null;
  const search = chosen && debounced === value.label ? '' : debounced;
  const options = useQuery({
    queryKey: [...queryKey, search],
    queryFn: () => fetchOptions(search),
    enabled: open && !disabled,
    staleTime: 5 * 60_000,
    meta: { handleErrors: false },
  });

  const isSame = (option: SearchOption, selected: SearchOption | string) => {
    if (typeof selected === 'string') return option.label === selected;
    return matchBy === 'label'
      ? option.label === selected.label
      : option.id === selected.id && option.label === selected.label;
  };
  // The chosen entry stays in the list while another search runs, so it is always a valid value.
  const list = options.data ?? [];
  const shown = value && value.id !== null && !list.some((option) => isSame(option, value)) ? [value, ...list] : list;

  return (
    // Typed as free-solo (values may be typed text); `freeSolo` is only switched on when asked for.
    <Autocomplete<SearchOption, false, false, true>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={shown}
      loading={options.isFetching}
      value={value}
      {...(freeSolo ? { freeSolo: true } : {})}
      disabled={disabled}
      // The server searches by prefix; until its answer for the latest text arrives, the list on
      // screen is narrowed here so what shows always matches what was typed.
      filterOptions={(list) => {
        const typed = input.trim().toLowerCase();
        if (!typed || (chosen && input === value.label)) return list;
        return list.filter((option) => `${option.label} ${option.secondary ?? ''}`.toLowerCase().includes(typed));
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      isOptionEqualToValue={isSame}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        setInput(text);
        if (freeSolo && reason === 'input') {
          // Kept as typed (spaces between words survive); the schema trims it on submit.
          onChange(text.trim() ? { id: null, label: text } : null);
        }
      }}
      onChange={(_event, selected) => {
        if (typeof selected === 'string') {
          const trimmed = selected.trim();
          onChange(trimmed ? { id: null, label: trimmed } : null);
        } else {
          onChange(selected);
        }
      }}
      onBlur={onBlur}
      noOptionsText={options.isError ? 'Could not load the list' : 'No matches'}
      renderOption={(props, option) => {
        const { key: _key, ...rest } = props as typeof props & { key?: string };
        return (
          <Box component="li" key={`${option.id ?? 'new'}-${option.label}`} {...rest}>
            <Box>
              <Typography variant="body2">{option.label}</Typography>
              {option.secondary && (
                <Typography variant="caption" color="text.secondary">
                  {option.secondary}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
