import { QUEST_LIMITS_API } from '@lbd/shared/quests';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors } from '../../../../lib/form-errors';
import type { CohortDraft } from '../../quest-form';

/** The quest's cohorts (the spec's data groups), each with its own dates: add, change, remove. */
export function CohortsEditor({
  cohorts,
  onChange,
  errors,
}: {
  cohorts: CohortDraft[];
  onChange: (cohorts: CohortDraft[]) => void;
  errors: FieldErrors;
}) {
  const set = (i: number, patch: Partial<CohortDraft>) =>
    onChange(cohorts.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const field = (i: number, name: keyof CohortDraft) => ({
    error: Boolean(errors[`cohorts.${i}.${name}`]),
    helperText: errors[`cohorts.${i}.${name}`],
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="cohorts-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="cohorts-heading" variant="h6" component="h2">
        Cohorts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Students join a cohort when they enrol; windows counted in days start on their cohort’s start. Without cohorts,
        they count from each student’s enrolment.
      </Typography>
      {errors.cohorts && (
        <Typography color="error" variant="body2" role="alert" sx={{ mb: 1 }}>
          {errors.cohorts}
        </Typography>
      )}
      <Stack spacing={1.5} component="ul" aria-label="Cohorts" sx={{ p: 0, m: 0 }}>
        {cohorts.map((c, i) => (
          <Stack
            key={c.id ?? `new-${i}`}
            component="li"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ listStyle: 'none', alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              size="small"
              label={`Cohort ${i + 1} name`}
              value={c.name}
              onChange={(e) => set(i, { name: e.target.value })}
              slotProps={{ htmlInput: { maxLength: QUEST_LIMITS_API.cohortNameMax } }}
              sx={{ flexGrow: 1 }}
              {...field(i, 'name')}
            />
            <TextField
              size="small"
              type="date"
              label={`Cohort ${i + 1} starts on`}
              value={c.starts_on}
              onChange={(e) => set(i, { starts_on: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              {...field(i, 'starts_on')}
            />
            <TextField
              size="small"
              type="date"
              label={`Cohort ${i + 1} ends on`}
              value={c.ends_on}
              onChange={(e) => set(i, { ends_on: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              {...field(i, 'ends_on')}
            />
            <IconButton
              aria-label={`Remove cohort ${i + 1}`}
              onClick={() => onChange(cohorts.filter((_c, j) => j !== i))}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Box sx={{ mt: 1 }}>
        <Button
          size="small"
          startIcon={<Add />}
          disabled={cohorts.length >= QUEST_LIMITS_API.cohortsMax}
          onClick={() => onChange([...cohorts, { name: '', starts_on: '', ends_on: '' }])}
        >
          Add cohort
        </Button>
      </Box>
    </Paper>
  );
}
