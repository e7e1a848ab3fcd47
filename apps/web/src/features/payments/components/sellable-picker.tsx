import { PAYMENT_ITEM_LABELS, PAYMENT_PAGE_LIMITS } from '@lbd/shared/payments';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PAGE_KEYS, searchSellable, type SellableOption } from '../pages-api';

const same = (a: SellableOption, b: SellableOption) => a.kind === b.kind && a.id === b.id;
/** 'Quest: Data Analyst', as a chosen item reads. */
export const sellableLabel = (o: SellableOption) => `${PAYMENT_ITEM_LABELS[o.kind]}: ${o.title}`;

/** What a page sells: one or more of the caller's projects, quests and learning paths, searched by title. */
export function SellablePicker({
  value,
  onChange,
  error,
}: {
  value: SellableOption[];
  onChange: (value: SellableOption[]) => void;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 250);
  const options = useQuery({
    queryKey: [...PAGE_KEYS.all, 'sellable', search],
    queryFn: () => searchSellable(search),
    enabled: open,
    staleTime: 60_000,
    meta: { handleErrors: false },
  });
  return (
    <Autocomplete<SellableOption, true>
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data ?? []}
      loading={options.isFetching}
      value={value}
      filterSelectedOptions
      filterOptions={(list) => list}
      groupBy={(o) => PAYMENT_ITEM_LABELS[o.kind]}
      isOptionEqualToValue={same}
      getOptionLabel={(o) => o.title}
      getOptionKey={(o) => `${o.kind}:${o.id}`}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_e, next) => {
        onChange(next);
        setInput('');
      }}
      noOptionsText={
        options.isError ? 'Could not load the list' : 'None of your projects, quests or learning paths match'
      }
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <Chip key={key} size="small" label={sellableLabel(option)} {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="What it sells"
          required
          error={Boolean(error)}
          helperText={
            error ?? `Your projects, quests and learning paths, by title (up to ${PAYMENT_PAGE_LIMITS.itemsMax})`
          }
        />
      )}
    />
  );
}
