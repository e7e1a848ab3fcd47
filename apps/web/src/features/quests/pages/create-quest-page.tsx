import { LEARNING_LIMITS, LEARNING_STATUS_LABELS } from '@lbd/shared';
import { questBodySchema } from '@lbd/shared/quests';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { createQuest } from '../api';
import { useOwnQuests } from '../author-api';

/**
 * /createQuest: a title (checked by the contract's schema) makes a draft, which opens at /editQuest/{id};
 * below, the author's own quests, each to its editor and graph.
 */
export default function CreateQuestPage() {
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const own = useOwnQuests();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createQuest({ title: title.trim() }),
    meta: { handleErrors: false },
    onSuccess: ({ id }) => navigateTo(['editQuest', id]),
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields?.title) setError(fields.title);
      else showPopup(failurePopup(e));
    },
  });
  const items = own.data?.data ?? [];
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1040 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 2 }}>
        Create Quest
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        aria-label="New quest"
        noValidate
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
        onSubmit={(e) => {
          e.preventDefault();
          const v = validate(questBodySchema, { title });
          if (v.errors?.title) setError(v.errors.title);
          else create.mutate();
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Title"
            required
            fullWidth
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? 'Steps, cohorts and the rest come next. It stays a draft until you publish it.'}
            slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.titleMax } }}
          />
          <Button type="submit" variant="contained" disabled={create.isPending} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
            Create draft
          </Button>
        </Stack>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Your quests
      </Typography>
      {own.isPending ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">You have no quests yet.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Your quests">
          {items.map((q) => (
            <Paper key={q.id} component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography component={RouterLink} to={`/quests/${q.id}`} sx={{ fontWeight: 600 }}>
                    {q.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {`${q.step_count} step${q.step_count === 1 ? '' : 's'} · ${q.enrolled_count} enrolled`}
                  </Typography>
                </Box>
                <Chip
                  size="small"
                  label={LEARNING_STATUS_LABELS[q.status]}
                  color={q.status === 'draft' ? 'warning' : q.status === 'published' ? 'success' : 'default'}
                />
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/questGraph/${q.id}`}
                  aria-label={`Graph of ${q.title}`}
                >
                  Graph
                </Button>
                <Button size="small" component={RouterLink} to={`/editQuest/${q.id}`} aria-label={`Edit ${q.title}`}>
                  Edit
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
