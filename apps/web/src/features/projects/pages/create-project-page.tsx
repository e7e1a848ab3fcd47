import { LEARNING_LIMITS } from '@lbd/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { createProject } from '../api/catalogue';

/** /createProject: a title makes a draft, which opens in edit mode at /createProject/{id} (as jobs and events do). */
export default function CreateProjectPage() {
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createProject({ title }),
    meta: { handleErrors: false },
    onSuccess: ({ id }) => navigateTo(['createProject', id], {}, { replace: true }),
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields?.title) setError(fields.title);
      else showPopup(failurePopup(e));
    },
  });
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 1 }}>
        Create Project
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Start with a title; you add the description, mentors and tasks on the next page. It stays a draft until you
        publish it.
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-label="New project"
        sx={{ p: { xs: 2, sm: 3 } }}
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim()) setError('Please enter a title');
          else create.mutate();
        }}
      >
        <TextField
          autoFocus
          fullWidth
          required
          label="Project title"
          name="title"
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.titleMax } }}
        />
        <Stack direction="row" spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/projects">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Create draft
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
