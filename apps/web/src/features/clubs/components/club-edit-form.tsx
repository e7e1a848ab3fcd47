import {
  CLUB_LIMITS,
  CLUB_TEXTS,
  ORG_CLUB_TYPES,
  clubPublishProblems,
  updateClubBodySchema,
  type ClubDetail,
  type OrgClubType,
} from '@lbd/shared/clubs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate, type FieldErrors } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import {
  CLUB_KEYS,
  closeClub,
  discardClub,
  publishClub,
  searchCareerPaths,
  searchClubSkills,
  updateClub,
} from '../api';
import { formValuesOf, toUpdateBody, type ClubFormValues } from '../club-format';
import { CatalogueMultiSelect } from '../../../components/catalogue-multi-select';

type Action = 'save' | 'publish' | 'close';

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;

/** The edit mode of a club page: Save, Publish, Discard (drafts, after a confirmation) and Close. */
export function ClubEditForm({ club, onDone }: { club: ClubDetail; onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const { showToast, showPopup } = useFeedback();
  const [values, setValues] = useState<ClubFormValues>(() => formValuesOf(club));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const set = <K extends keyof ClubFormValues>(field: K, value: ClubFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field === 'skills' ? 'skill_ids' : field === 'job_roles' ? 'job_role_ids' : field];
      if (field === 'is_online') delete next.location;
      return next;
    });
  };

  const save = useMutation({
    mutationFn: async (action: Action) => {
      let saved = await updateClub(club.id, toUpdateBody(values));
      if (action === 'publish') saved = await publishClub(club.id);
      if (action === 'close') saved = await closeClub(club.id);
      return { saved, action };
    },
    meta: { handleErrors: false },
    onSuccess: ({ saved, action }) => {
      queryClient.setQueryData(CLUB_KEYS.detail(club.id), saved);
      void queryClient.invalidateQueries({ queryKey: CLUB_KEYS.all });
      showToast({
        message:
          action === 'publish'
            ? CLUB_TEXTS.publishedToast
            : action === 'close'
              ? CLUB_TEXTS.closedToast
              : CLUB_TEXTS.saved,
        kind: 'success',
      });
      onDone();
    },
    onError: (err) => {
      const fields = apiFieldErrors(err);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(err));
    },
  });

  const discard = useMutation({
    mutationFn: () => discardClub(club.id),
    meta: { handleErrors: false },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: CLUB_KEYS.detail(club.id) });
      void queryClient.invalidateQueries({ queryKey: CLUB_KEYS.all });
      showToast({ message: CLUB_TEXTS.discarded, kind: 'delete' });
      navigateTo(['clubs']);
    },
    onError: (err) => {
      setConfirmDiscard(false);
      showPopup(failurePopup(err));
    },
  });

  const submit = (action: Action) => {
    const body = toUpdateBody(values);
    const result = validate(updateClubBodySchema, body);
    const found: FieldErrors = { ...(result.errors ?? {}) };
    const mustBeComplete = action === 'publish' || club.status === 'published';
    if (mustBeComplete) {
      const problems = clubPublishProblems({
        title: values.title,
        description: values.description,
        club_type: values.club_type === '' ? null : values.club_type,
        host: values.host,
        is_online: values.is_online,
        location: values.location,
      });
      for (const [k, v] of Object.entries(problems)) found[k] ??= v;
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    save.mutate(action);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit('save');
  };

  const field = (name: 'title' | 'description' | 'host' | 'location') => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <Paper variant="outlined" component="form" onSubmit={handleSubmit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
          Edit club
        </Typography>
        <Chip
          size="small"
          label={club.status === 'draft' ? 'Draft' : club.status === 'published' ? 'Published' : 'Closed'}
          color={club.status === 'published' ? 'success' : 'default'}
        />
      </Stack>
      <Stack spacing={2}>
        <TextField
          {...field('title')}
          label="Title"
          required
          slotProps={{ htmlInput: { maxLength: CLUB_LIMITS.title + 10 } }}
        />
        <TextField
          {...field('description')}
          label="Description"
          multiline
          minRows={4}
          helperText={errors.description ?? 'What members do, how often you meet, and who should join.'}
        />
        <Box sx={GRID}>
          <TextField
            select
            name="club_type"
            label="Club type"
            value={values.club_type}
            onChange={(e) => set('club_type', e.target.value as OrgClubType | '')}
            error={Boolean(errors.club_type)}
            helperText={errors.club_type}
          >
            <MenuItem value="">Not chosen</MenuItem>
            {ORG_CLUB_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...field('host')}
            label="Host"
            helperText={errors.host ?? 'The department or chapter that runs it'}
          />
        </Box>
        <Box sx={GRID}>
          <FormControlLabel
            control={<Switch checked={values.is_online} onChange={(e) => set('is_online', e.target.checked)} />}
            label="Meets online"
          />
          <TextField
            {...field('location')}
            label={values.is_online ? 'Meeting link or platform (optional)' : 'Location'}
          />
        </Box>
        <CatalogueMultiSelect
          label="Skills"
          name="skill_ids"
          value={values.skills}
          onChange={(v) => set('skills', v)}
          queryKey={['clubs', 'skill-options']}
          fetchOptions={searchClubSkills}
          error={errors.skill_ids}
        />
        <CatalogueMultiSelect
          label="Career paths"
          name="job_role_ids"
          value={values.job_roles}
          onChange={(v) => set('job_roles', v)}
          queryKey={['clubs', 'career-path-options']}
          fetchOptions={searchCareerPaths}
          error={errors.job_role_ids}
        />
      </Stack>
      <Stack direction="row" sx={{ mt: 3, flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
        {club.status !== 'published' && (
          <Button variant="contained" color="success" onClick={() => submit('publish')} disabled={save.isPending}>
            Publish
          </Button>
        )}
        {club.status === 'published' && (
          <Button color="warning" onClick={() => submit('close')} disabled={save.isPending}>
            Close
          </Button>
        )}
        {club.status === 'draft' && (
          <Button color="error" onClick={() => setConfirmDiscard(true)}>
            Discard
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onDone}>Cancel</Button>
      </Stack>
      <Dialog open={confirmDiscard} onClose={() => setConfirmDiscard(false)} aria-labelledby="discard-club-title">
        <DialogTitle id="discard-club-title">Discard this draft?</DialogTitle>
        <DialogContent>The club and everything typed into it will be deleted. This cannot be undone.</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDiscard(false)}>Keep Draft</Button>
          <Button color="error" variant="contained" onClick={() => discard.mutate()} disabled={discard.isPending}>
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
