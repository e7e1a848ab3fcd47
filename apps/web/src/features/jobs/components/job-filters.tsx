import { JOB_SORT_LABELS } from '@lbd/shared/jobs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CatalogueMultiSelect } from '../../../components/catalogue-multi-select';
import { searchSkills } from '../../../lib/lookups-api';
import { fetchJobOrgs } from '../api';
import { EMPTY_FILTERS, isFiltered, type JobsKind, type ListFilters } from '../job-helpers';

const POSTED_WITHIN = [
  { value: '', label: 'Any time' },
  { value: '1', label: 'Last 24 hours' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
];

const WHERE = [
  { value: '', label: 'Anywhere' },
  { value: 'true', label: 'Remote only' },
  { value: 'false', label: 'On site only' },
];

const SORTS = [
  { value: '', label: JOB_SORT_LABELS.newest },
  { value: 'apply_by', label: JOB_SORT_LABELS.apply_by },
  { value: 'pay', label: JOB_SORT_LABELS.pay },
];

export interface JobFiltersProps {
  kind: JobsKind;
  value: ListFilters;
  onChange: (next: ListFilters) => void;
  /** A message about the pay filters, shown under them. */
  problem: string | null;
}

/** On a phone the pay fields take the whole row, so their labels are not cut. */
const PAY_FIELD = { gridColumn: { xs: 'span 2', md: 'auto' } } as const;

/**
 * Filters of the jobs and internships lists (SPEC §7.4's type, pay, posted within, title and
 * organisations; and place, remote, skills and the order). The organisations offered are those with
 * open postings of the type shown.
 */
export function JobFilters({ kind, value, onChange, problem }: JobFiltersProps) {
  const set = <K extends keyof ListFilters>(key: K, next: ListFilters[K]) => onChange({ ...value, [key]: next });
  const unit = kind === 'internships' ? 'stipend (₹ a month)' : 'salary (₹ a year)';
  const type = kind === 'internships' ? 'Internship' : value.type;
  const select = (label: string, key: 'days' | 'remote' | 'sort', options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={value[key]}
      onChange={(e) => set(key, e.target.value as never)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      role="group"
      aria-label="Filters"
      sx={{
        mb: 2,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {kind === 'jobs' && (
        <TextField
          select
          size="small"
          label="Job type"
          value={value.type}
          onChange={(e) => set('type', e.target.value as ListFilters['type'])}
        >
          <MenuItem value="Job_Fulltime">Full time</MenuItem>
          <MenuItem value="Job_Parttime">Part time</MenuItem>
        </TextField>
      )}
      <TextField
        size="small"
        label="Location"
        value={value.location}
        onChange={(e) => set('location', e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {select('Where', 'remote', WHERE)}
      {select('Sort by', 'sort', SORTS)}
      <TextField
        size="small"
        label={`Minimum ${unit}`}
        sx={PAY_FIELD}
        value={value.min}
        onChange={(e) => set('min', e.target.value)}
        error={Boolean(problem)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
      <TextField
        size="small"
        label={`Maximum ${unit}`}
        sx={PAY_FIELD}
        value={value.max}
        onChange={(e) => set('max', e.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
      {select('Posted within', 'days', POSTED_WITHIN)}
      <TextField
        size="small"
        label="Title contains"
        value={value.title}
        onChange={(e) => set('title', e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
        <CatalogueMultiSelect
          size="small"
          label="Organisations"
          queryKey={['job-orgs', type]}
          fetchOptions={async (text) => (await fetchJobOrgs(type, text)).map((o) => ({ id: o.id, label: o.full_name }))}
          value={value.orgs}
          onChange={(orgs) => set('orgs', orgs)}
          helperText={`Organisations with open ${kind === 'internships' ? 'internships' : 'jobs'}`}
        />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
        <CatalogueMultiSelect
          size="small"
          label="Skills"
          queryKey="skills"
          fetchOptions={searchSkills}
          value={value.skills}
          onChange={(skills) => set('skills', skills)}
          helperText="Postings that ask for any of these"
        />
      </Box>
      {isFiltered(value) && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button size="small" onClick={() => onChange({ ...EMPTY_FILTERS, type: value.type, sort: value.sort })}>
            Clear filters
          </Button>
        </Box>
      )}
    </Box>
  );
}
