import {
  JOB_LIMITS,
  JOB_POSTING_TYPES,
  updateJobBodySchema,
  type JobPostingType,
  type UpdateJobBody,
} from '@lbd/shared/jobs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { validate, type FieldErrors } from '../../../lib/form-errors';
import { searchDegrees, searchSkills, searchSpecializations } from '../../../lib/lookups-api';
import { formFieldOf, formToBody, TYPE_LABELS, type JobFormValues } from '../job-helpers';
import { searchJobRoles } from '../lookups';
import { CatalogueMultiSelect } from '../../../components/catalogue-multi-select';

/** Check the form with the shared schema; answers the body or the messages keyed by form field. */
export function checkJobForm(
  values: JobFormValues,
): { body: UpdateJobBody; errors: null } | { body: null; errors: FieldErrors } {
  const body = formToBody(values);
  const result = validate(updateJobBodySchema, body);
  if (result.errors === null) return { body: result.data, errors: null };
  return { body: null, errors: formErrors(result.errors) };
}

/** Server or schema messages keyed by the form's field names; a number box left as text says so. */
export function formErrors(fields: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = formFieldOf(key);
    if (!field || field in out) continue;
    out[field] = message.startsWith('Invalid input') ? 'Please enter a number' : message;
  }
  return out;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

const full = { gridColumn: '1 / -1' };

export interface JobFormProps {
  values: JobFormValues;
  errors: FieldErrors;
  onChange: (values: JobFormValues) => void;
  disabled?: boolean;
}

/** The create-job form: every field of the shared job schema, with its messages under each input. */
export function JobForm({ values, errors, onChange, disabled }: JobFormProps) {
  const set = <K extends keyof JobFormValues>(key: K, next: JobFormValues[K]) => onChange({ ...values, [key]: next });
  const field = (key: keyof JobFormValues, label: string, extra: Record<string, unknown> = {}) => ({
    label,
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: Boolean(errors[key]),
    helperText: errors[key],
    disabled,
    ...extra,
  });
  const isInternship = values.type === 'Internship';
  return (
    <Box component="div" aria-label="Job form">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Fields marked * are needed to publish; a draft can be saved without them.
      </Typography>
      <Section title="About the role">
        <TextField
          {...field('title', 'Title')}
          required
          sx={full}
          slotProps={{ htmlInput: { maxLength: JOB_LIMITS.title } }}
        />
        <TextField select {...field('type', 'Type')} onChange={(e) => set('type', e.target.value as JobPostingType)}>
          {JOB_POSTING_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('open_positions', 'Open positions')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <TextField
          {...field('description', 'Description')}
          required
          multiline
          minRows={4}
          sx={full}
          slotProps={{ htmlInput: { maxLength: JOB_LIMITS.description } }}
        />
        <TextField
          {...field('location', 'Location')}
          required={!values.is_remote}
          helperText={errors.location ?? (values.is_remote ? 'Optional for a remote job' : undefined)}
          slotProps={{ htmlInput: { maxLength: JOB_LIMITS.location } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.is_remote}
              onChange={(e) => set('is_remote', e.target.checked)}
              disabled={disabled}
            />
          }
          label="Remote"
        />
        <TextField
          {...field('apply_by', 'Apply by')}
          required
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {isInternship && (
          <TextField
            {...field('duration_months', 'Duration (months)')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          />
        )}
      </Section>

      <Section title="Pay">
        {isInternship ? (
          <TextField
            {...field('stipend', 'Stipend (₹ a month)')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
          />
        ) : (
          <>
            <TextField
              {...field('salary_min', 'Minimum salary (₹ a year)')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
            />
            <TextField
              {...field('salary_max', 'Maximum salary (₹ a year)')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
            />
          </>
        )}
      </Section>

      <Section title="Skills and career paths">
        <CatalogueMultiSelect
          label="Skills"
          queryKey="skills"
          fetchOptions={searchSkills}
          value={values.skills}
          onChange={(v) => set('skills', v)}
          error={errors.skills}
          disabled={disabled}
        />
        <CatalogueMultiSelect
          label="Career paths"
          queryKey="job-roles"
          fetchOptions={searchJobRoles}
          value={values.job_roles}
          onChange={(v) => set('job_roles', v)}
          error={errors.job_roles}
          disabled={disabled}
        />
      </Section>

      <Section title="Who can apply">
        <CatalogueMultiSelect
          label="Degrees"
          queryKey="degrees"
          fetchOptions={searchDegrees}
          value={values.degrees}
          onChange={(v) => set('degrees', v)}
          error={errors.degrees}
          helperText="Leave empty for any degree"
          disabled={disabled}
        />
        <CatalogueMultiSelect
          label="Specializations"
          queryKey="specializations"
          fetchOptions={searchSpecializations}
          value={values.specializations}
          onChange={(v) => set('specializations', v)}
          error={errors.specializations}
          helperText="Leave empty for any specialization"
          disabled={disabled}
        />
        <TextField
          {...field('min_cgpa', 'Minimum CGPA')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 5 } }}
        />
        <TextField
          {...field('min_percentage', 'Minimum percentage')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
        />
        <TextField
          {...field('max_backlogs', 'Maximum backlogs')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
        <TextField
          {...field('graduation_years', 'Graduation years')}
          helperText={errors.graduation_years ?? 'Separate years with commas, e.g. 2026, 2027'}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      </Section>
    </Box>
  );
}
