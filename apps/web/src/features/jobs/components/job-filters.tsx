import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { searchOrgs } from '../../../lib/lookups-api';
import { EMPTY_FILTERS, type JobsKind, type ListFilters } from '../job-helpers';
import { CatalogueMultiSelect } from '../../../components/catalogue-multi-select';

const POSTED_WITHIN = [
  { value: '', label: 'Any time' },
  { value: '1', label: 'Last 24 hours' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
];

export interface JobFiltersProps {
  kind: JobsKind;
  value: ListFilters;
  onChange: (next: ListFilters) => void;
  /** A message about the pay filters, shown under them. */
  problem: string | null;
}

/** Filters of the jobs and internships lists (SPEC §7.4): type, pay range, posted within, title, organisations. */
export function JobFilters({ kind, value, onChange, problem }: JobFiltersProps) {
  const set = <K extends keyof ListFilters>(key: K, next: ListFilters[K]) => onChange({ ...value, [key]: next });
  const unit = kind === 'internships' ? 'stipend (₹ a month)' : 'salary (₹ a year)';
  const isFiltered = JSON.stringify({ ...value, type: 'Job_Fulltime' }) !== JSON.stringify(EMPTY_FILTERS);
  return (
    <Box
      role="group"
      aria-label="Filters"
      sx={{
        mb: 2,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
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
        label={`Minimum ${unit}`}
        value={value.min}
        onChange={(e) => set('min', e.target.value)}
        error={Boolean(problem)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
      <TextField
        size="small"
        label={`Maximum ${unit}`}
        value={value.max}
        onChange={(e) => set('max', e.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
      <TextField
        select
        size="small"
        label="Posted within"
        value={value.days}
        onChange={(e) => set('days', e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        {POSTED_WITHIN.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Title contains"
        value={value.title}
        onChange={(e) => set('title', e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: kind === 'jobs' ? 'span 2' : 'span 3' } }}>
        <CatalogueMultiSelect
          size="small"
          label="Organisations"
          queryKey="orgs"
          fetchOptions={(text) => searchOrgs(undefined, text)}
          value={value.orgs}
          onChange={(orgs) => set('orgs', orgs)}
        />
      </Box>
      {isFiltered && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button size="small" onClick={() => onChange({ ...EMPTY_FILTERS, type: value.type })}>
            Clear filters
          </Button>
        </Box>
      )}
    </Box>
  );
}
