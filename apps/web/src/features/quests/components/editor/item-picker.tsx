import { STEP_KIND_LABELS, type StepKind } from '@lbd/shared/quests';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { searchStepItems, type ItemOption } from '../../author-api';

const PLURALS: Record<StepKind, string> = {
  project: 'projects',
  resource_group: 'learning paths',
  quiz: 'quizzes',
  question_bank: 'question banks',
  activity: 'activities',
};

/** The published item a step is (a project, a learning path...), searched by title as the author types. */
export function ItemPicker({
  kind,
  value,
  onChange,
  error,
}: {
  kind: StepKind;
  value: ItemOption | null;
  onChange: (item: ItemOption | null) => void;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 250);
  const options = useQuery({
    queryKey: ['quests', 'step-items', kind, search],
    queryFn: () => searchStepItems(kind, search),
    enabled: open,
    staleTime: 60_000,
    meta: { handleErrors: false },
  });
  const label = STEP_KIND_LABELS[kind];
  return (
    <Autocomplete<ItemOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data ?? []}
      loading={options.isFetching}
      value={value}
      filterOptions={(list) => list}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_e, next) => {
        onChange(next);
        setInput('');
      }}
      noOptionsText={options.isError ? 'Could not load the list' : `No published ${PLURALS[kind]} match`}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={Boolean(error)}
          helperText={error ?? `Search the published ${PLURALS[kind]} by title`}
        />
      )}
    />
  );
}
