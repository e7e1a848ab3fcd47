import { LEARNING_PROGRAM_KEYS, LEARNING_PROGRAMS, type LearningProgram } from '@lbd/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { CatalogueMultiSelect, type Picked } from '../../../components/catalogue-multi-select';
import type { FieldErrors } from '../../../lib/form-errors';
import { searchSkills } from '../../../lib/lookups-api';
import { searchCareerPaths, searchLifeSkills } from '../api';

export interface TagValues {
  skills: Picked[];
  job_roles: Picked[];
  life_skills: Picked[];
  programs: LearningProgram[];
}

/** Skills, career paths, life skills (the job and event forms' pickers) and the programs it belongs to. */
export function TagPickers({
  values,
  errors,
  onChange,
}: {
  values: TagValues;
  errors: FieldErrors;
  onChange: <K extends keyof TagValues>(field: K, value: TagValues[K]) => void;
}) {
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <CatalogueMultiSelect
          label="Skills"
          value={values.skills}
          onChange={(next) => onChange('skills', next)}
          queryKey={['learning', 'skills']}
          fetchOptions={searchSkills}
          error={errors.skill_ids}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CatalogueMultiSelect
          label="Career paths"
          value={values.job_roles}
          onChange={(next) => onChange('job_roles', next)}
          queryKey={['learning', 'job-roles']}
          fetchOptions={searchCareerPaths}
          error={errors.job_role_ids}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CatalogueMultiSelect
          label="Life skills"
          value={values.life_skills}
          onChange={(next) => onChange('life_skills', next)}
          queryKey={['learning', 'life-skills']}
          fetchOptions={searchLifeSkills}
          error={errors.life_skill_ids}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Autocomplete<LearningProgram, true>
          multiple
          options={LEARNING_PROGRAM_KEYS}
          value={values.programs}
          filterSelectedOptions
          getOptionLabel={(k) => LEARNING_PROGRAMS[k].title}
          onChange={(_e, next) => onChange('programs', next)}
          renderValue={(selected, getItemProps) =>
            selected.map((k, index) => {
              const { key, ...rest } = getItemProps({ index });
              return <Chip key={key} size="small" label={LEARNING_PROGRAMS[k].title} {...rest} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label="Programs"
              error={Boolean(errors.programs)}
              helperText={errors.programs ?? 'Shown on these program pages once published'}
            />
          )}
        />
      </Grid>
    </>
  );
}
