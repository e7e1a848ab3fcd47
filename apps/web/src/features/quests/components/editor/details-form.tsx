import { LEARNING_LIMITS, LEARNING_PROGRAM_KEYS, LEARNING_PROGRAMS, type LearningProgram } from '@lbd/shared';
import { QUEST_LIMITS_API } from '@lbd/shared/quests';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { CatalogueMultiSelect } from '../../../../components/catalogue-multi-select';
import { RichTextField } from '../../../../components/rich-text/rich-text-field';
import type { FieldErrors } from '../../../../lib/form-errors';
import { searchSkills } from '../../../../lib/lookups-api';
import { searchJobRoles, searchLifeSkills } from '../../author-api';
import type { QuestFormValues } from '../../quest-form';

/** The quest's own fields: title, summary, description, duration, price, points, skills, career paths, programs. */
export function QuestDetailsForm({
  values,
  initialDescription,
  errors,
  set,
}: {
  values: QuestFormValues;
  /** The description the rich text editor starts from (it then owns the text). */
  initialDescription: string;
  errors: FieldErrors;
  set: (patch: Partial<QuestFormValues>) => void;
}) {
  const text = (field: 'title' | 'summary' | 'duration_weeks' | 'price' | 'points') => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [field]: e.target.value }),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
  });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          label="Title"
          required
          slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.titleMax } }}
          {...text('title')}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Summary"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.summaryMax } }}
          {...text('summary')}
          helperText={errors.summary ?? 'One or two lines for the quests list'}
        />
      </Grid>
      <Grid size={12}>
        <RichTextField
          label="Description"
          initialHtml={initialDescription}
          onChange={(html) => set({ description: html })}
          error={errors.description}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label="Duration (weeks)"
          type="number"
          slotProps={{ htmlInput: { min: 1, max: LEARNING_LIMITS.durationWeeksMax, step: 1 } }}
          {...text('duration_weeks')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label="Price"
          inputMode="decimal"
          {...text('price')}
          helperText={errors.price ?? 'In rupees; 0 for a free quest'}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label="Points"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: QUEST_LIMITS_API.pointsMax, step: 1 } }}
          {...text('points')}
          helperText={errors.points ?? 'On the portfolio entry a completed quest adds'}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CatalogueMultiSelect
          label="Skills"
          name="skills"
          value={values.skills}
          onChange={(next) => set({ skills: next.slice(0, LEARNING_LIMITS.skillsMax) })}
          queryKey={['quests', 'skills']}
          fetchOptions={searchSkills}
          error={errors.skills}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CatalogueMultiSelect
          label="Career paths"
          name="job_roles"
          value={values.job_roles}
          onChange={(next) => set({ job_roles: next.slice(0, LEARNING_LIMITS.jobRolesMax) })}
          queryKey={['quests', 'job-roles']}
          fetchOptions={searchJobRoles}
          error={errors.job_roles}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CatalogueMultiSelect
          label="Life skills"
          name="life_skills"
          value={values.life_skills}
          onChange={(next) => set({ life_skills: next.slice(0, LEARNING_LIMITS.lifeSkillsMax) })}
          queryKey={['quests', 'life-skills']}
          fetchOptions={searchLifeSkills}
          error={errors.life_skills}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          select
          fullWidth
          label="Programs"
          name="programs"
          value={values.programs}
          onChange={(e) => {
            const picked = e.target.value as unknown as LearningProgram[] | string;
            set({ programs: (typeof picked === 'string' ? [] : picked).slice(0, LEARNING_LIMITS.programsMax) });
          }}
          error={Boolean(errors.programs)}
          helperText={errors.programs ?? 'The program pages that list this quest'}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (picked) => (picked as LearningProgram[]).map((p) => LEARNING_PROGRAMS[p].title).join(', '),
            },
          }}
        >
          {LEARNING_PROGRAM_KEYS.map((p) => (
            <MenuItem key={p} value={p}>
              {LEARNING_PROGRAMS[p].title}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
