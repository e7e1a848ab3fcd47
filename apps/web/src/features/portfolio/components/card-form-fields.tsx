import { PORTFOLIO_MESSAGES } from '@lbd/shared/portfolio';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DateSelect } from '../../../components/date-select';
import { NameMultiSelect } from '../../../components/name-multi-select';
import { SearchAutocomplete, type SearchOption } from '../../../components/search-autocomplete';
import { searchDegrees, searchOrgs, searchSpecializations } from '../../../lib/lookups-api';
import type { FieldSpec, FormValues } from '../form-model';
import { LearningTags } from './learning-tags';

/** Catalogue searches of the degree form; the modal preloads their first pages under these keys. */
export const EDUCATION_LOOKUPS = {
  institute: { key: ['portfolio', 'lookup', 'institute'] as const, fetch: (t: string) => searchOrgs('INSTITUTION', t) },
  degree: { key: ['portfolio', 'lookup', 'degree'] as const, fetch: searchDegrees },
  specialization: { key: ['portfolio', 'lookup', 'specialization'] as const, fetch: searchSpecializations },
};

export interface CardFormFieldsProps {
  fields: FieldSpec[];
  values: FormValues;
  errors: Record<string, string>;
  onChange: (name: string, value: FormValues[string]) => void;
  /** The student's own career paths ('Selected'). */
  selectedRoles: readonly string[];
  /** Semester subject whose degree has no score format. */
  missingFormat?: boolean;
}

const asText = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value : '');
const asNames = (value: FormValues[string] | undefined) => (Array.isArray(value) ? value : []);

/** Text fields and selects span one column; long fields (description, multi-selects) the whole row. */
const WIDE = new Set(['desc', 'skills', 'job_roles', 'job_roles_toggle', 'institute', 'degree', 'latest_edu']);

function RadioField({
  field,
  value,
  error,
  onChange,
}: {
  field: Extract<FieldSpec, { kind: 'radio' }>;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormControl error={Boolean(error)} required={field.required} disabled={field.disabled} component="fieldset">
      <FormLabel id={id} component="legend" sx={{ fontSize: 14 }}>
        {field.label}
      </FormLabel>
      <RadioGroup row aria-labelledby={id} name={field.name} value={value} onChange={(e) => onChange(e.target.value)}>
        {field.options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The controls of one card form, laid out in two columns (one on phones). */
export function CardFormFields({
  fields,
  values,
  errors,
  onChange,
  selectedRoles,
  missingFormat,
}: CardFormFieldsProps) {
  const render = (field: FieldSpec) => {
    const error = errors[field.name];
    switch (field.kind) {
      case 'text': {
        const isNumber = field.inputMode === 'numeric' || field.inputMode === 'decimal';
        return (
          <TextField
            label={field.label}
            name={field.name}
            value={asText(values[field.name])}
            onChange={(event) => onChange(field.name, event.target.value)}
            required={field.required}
            disabled={field.disabled}
            error={Boolean(error)}
            helperText={error}
            multiline={field.multiline}
            minRows={field.multiline ? 3 : undefined}
            fullWidth
            slotProps={{
              htmlInput: {
                inputMode: field.inputMode,
                ...(field.inputMode === 'url' ? { type: 'url' } : {}),
                ...(isNumber ? { autoComplete: 'off' } : {}),
              },
            }}
          />
        );
      }
      case 'select':
        return (
          <TextField
            select
            label={field.label}
            name={field.name}
            value={asText(values[field.name])}
            onChange={(event) => onChange(field.name, event.target.value)}
            required={field.required}
            disabled={field.disabled}
            error={Boolean(error)}
            helperText={error}
            fullWidth
          >
            {field.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'radio':
        return (
          <RadioField
            field={field}
            value={asText(values[field.name])}
            error={error}
            onChange={(value) => onChange(field.name, value)}
          />
        );
      case 'date':
        return (
          <DateSelect
            name={field.name}
            label={field.label}
            value={asText(values[field.name])}
            onChange={(value) => onChange(field.name, value)}
            monthOnly={field.monthOnly}
            required={field.required}
            disabled={field.disabled}
            error={error}
          />
        );
      case 'names':
        return (
          <NameMultiSelect
            kind={field.list}
            name={field.name}
            label={field.label}
            value={asNames(values[field.name])}
            onChange={(names) => onChange(field.name, names)}
            required={field.required}
            error={error}
            selectedRoles={selectedRoles}
          />
        );
      case 'learning':
        return (
          <LearningTags
            label={field.label}
            jobRoles={asNames(values.job_roles)}
            lifeSkills={asNames(values.life_skills)}
            onChange={(name, names) => onChange(name, names)}
            careerPathsRequired={field.careerPathsRequired}
            lifeSkillsRequired={field.lifeSkillsRequired}
            errors={errors}
            selectedRoles={selectedRoles}
          />
        );
      case 'search': {
        const lookup = EDUCATION_LOOKUPS[field.lookup];
        const label = asText(values[field.name]);
        const orgId = typeof values.my_org_id === 'number' ? values.my_org_id : null;
        const value: SearchOption | null = label ? { id: field.lookup === 'institute' ? orgId : null, label } : null;
        return (
          <SearchAutocomplete
            label={field.label}
            name={field.name}
            value={value}
            onChange={(option) => {
              onChange(field.name, option?.label ?? '');
              if (field.lookup === 'institute') onChange('my_org_id', option?.id ?? null);
            }}
            queryKey={lookup.key}
            fetchOptions={lookup.fetch}
            freeSolo
            required={field.required}
            disabled={field.disabled}
            error={error}
            helperText={field.disabled ? 'This cannot be changed once the degree is saved.' : undefined}
          />
        );
      }
      case 'checkbox':
        return (
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={values[field.name] === true}
                onChange={(event) => onChange(field.name, event.target.checked)}
              />
            }
            label={field.label}
          />
        );
      case 'static': {
        const message = field.name === 'format' && missingFormat ? PORTFOLIO_MESSAGES.noDegreeFormat : error;
        return (
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {field.label}
            </Typography>
            <Typography data-testid={`static-${field.name}`}>{field.text}</Typography>
            {message && (
              <Typography variant="caption" color="error" role="alert">
                {message}
              </Typography>
            )}
          </Box>
        );
      }
    }
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5, pt: 1 }}>
      {fields.map((field) => (
        <Box
          key={field.name}
          sx={{
            minWidth: 0,
            gridColumn: {
              sm: WIDE.has(field.name) || field.kind === 'radio' ? '1 / -1' : 'auto',
            },
          }}
        >
          {render(field)}
        </Box>
      ))}
    </Box>
  );
}
