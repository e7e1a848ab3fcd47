import { PROFILE_TEXTS } from '@lbd/shared/profiles';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SearchOption } from '../../../components/search-autocomplete';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { searchSkills } from '../../../lib/lookups-api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { deleteTopicInterest, fetchTopicInterests, saveTopicInterests, TOPIC_INTERESTS_KEY } from '../api';

/** Topic interests (SPEC §3.3): skills the user wants to hear about; add several at once, remove one by one. */
export function TopicInterests() {
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  const interests = useQuery({
    queryKey: TOPIC_INTERESTS_KEY,
    queryFn: fetchTopicInterests,
    meta: { handleErrors: false },
  });
  const [adding, setAdding] = useState<SearchOption[]>([]);
  const [input, setInput] = useState('');
  const text = useDebouncedValue(input.trim(), 250);
  const [open, setOpen] = useState(false);
  const skills = useQuery({
    queryKey: ['lookups', 'skills', text],
    queryFn: () => searchSkills(text),
    enabled: open,
    staleTime: 5 * 60_000,
    meta: { handleErrors: false },
  });

  const saved = interests.data ?? [];
  const savedIds = new Set(saved.map((interest) => interest.id));
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: TOPIC_INTERESTS_KEY });
    showToast({ message: PROFILE_TEXTS.saved, kind: 'success' });
  };

  const add = useMutation({
    mutationFn: () =>
      saveTopicInterests([
        ...saved.map((interest) => interest.id),
        ...adding.flatMap((skill) => (skill.id === null ? [] : [skill.id])),
      ]),
    meta: { handleErrors: false },
    onSuccess: () => {
      setAdding([]);
      done();
    },
    onError: (error) => showPopup(failurePopup(error)),
  });
  const remove = useMutation({
    mutationFn: deleteTopicInterest,
    meta: { handleErrors: false },
    onSuccess: done,
    onError: (error) => showPopup(failurePopup(error)),
  });

  return (
    <Stack spacing={2}>
      {interests.isPending && <Skeleton variant="rounded" width={240} height={32} />}
      {interests.isSuccess && saved.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No topics yet. Add the skills you want to learn about.
        </Typography>
      )}
      {/* A list only when there is something in it: an empty list is announced as one (issue 23 item 32). */}
      {saved.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Your topic interests" role="list">
          {saved.map((interest) => (
            <Chip
              role="listitem"
              key={interest.id}
              label={interest.display_name}
              onDelete={() => remove.mutate(interest.id)}
              disabled={remove.isPending}
            />
          ))}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Autocomplete<SearchOption, true>
          multiple
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          options={(skills.data ?? []).filter((skill) => skill.id !== null && !savedIds.has(skill.id))}
          loading={skills.isFetching}
          filterOptions={(list) => list}
          value={adding}
          onChange={(_event, value) => setAdding(value)}
          inputValue={input}
          onInputChange={(_event, value) => setInput(value)}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          sx={{ flex: 1, minWidth: 0 }}
          renderInput={(params) => <TextField {...params} label="Add topics" placeholder="Search skills" />}
        />
        <Button
          variant="contained"
          onClick={() => add.mutate()}
          disabled={adding.length === 0 || add.isPending}
          sx={{ height: 56 }}
        >
          {add.isPending ? 'Saving…' : 'Add topics'}
        </Button>
      </Stack>
    </Stack>
  );
}
