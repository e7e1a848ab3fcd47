import {
  SHORTLIST_BACKLOGS_MAX,
  SHORTLIST_PLACED,
  SHORTLIST_TEXTS as T,
  shortlistFilterSchema,
  type ShortlistFilter,
  type ShortlistPlaced,
} from '@lbd/shared/shortlists';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { CatalogueMultiSelect, type Picked } from '../../../components/catalogue-multi-select';
import { validate, type FieldErrors } from '../../../lib/form-errors';
import { searchSkills } from '../../../lib/lookups-api';
import { useFilterChoices } from '../institute-api';
import { searchCareerPaths } from '../shortlist-api';

/** What the form holds: chosen names with their ids, and numbers as typed. */
interface Draft {
  skills: Picked[];
  branches: number[];
  batches: number[];
  careerPaths: Picked[];
  cgpaMin: string;
  cgpaMax: string;
  maxBacklogs: string;
  placed: ShortlistPlaced;
}

const EMPTY: Draft = {
  skills: [],
  branches: [],
  batches: [],
  careerPaths: [],
  cgpaMin: '',
  cgpaMax: '',
  maxBacklogs: '',
  placed: 'any',
};

export const NO_FILTER: ShortlistFilter = shortlistFilterSchema.parse({});

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

function toFilter(d: Draft) {
  return {
    skill_ids: d.skills.map((s) => s.id),
    specialization_ids: d.branches,
    batches: d.batches,
    cgpa_min: number(d.cgpaMin),
    cgpa_max: number(d.cgpaMax),
    max_backlogs: number(d.maxBacklogs),
    placed: d.placed,
    job_role_ids: d.careerPaths.map((p) => p.id),
  };
}

const PLACED_LABELS: Record<ShortlistPlaced, string> = { any: T.placedAny, yes: T.placedYes, no: T.placedNo };
const BACKLOG_CHOICES = [0, 1, 2, 3].filter((n) => n <= SHORTLIST_BACKLOGS_MAX);

/**
 * The shortlist's filters (issue 24 item 6): skills and career paths any of, the institute's own
 * branches and batches, a CGPA range, backlogs, placed. Applied together; a department admin's branch
 * is fixed by the server, so they get no branch choice.
 */
export function ShortlistFilters({
  onApply,
  department,
}: {
  onApply: (filter: ShortlistFilter) => void;
  department: boolean;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { batches, branches } = useFilterChoices();
  const batchRows = (batches.data?.rows ?? []).filter((r) => /^\d+$/.test(r.key));
  const branchRows = (branches.data?.rows ?? []).filter((r) => /^\d+$/.test(r.key));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(shortlistFilterSchema, toFilter(draft));
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    onApply(checked.data);
  };
  const reset = () => {
    setDraft(EMPTY);
    setErrors({});
    onApply(NO_FILTER);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={T.filtersHeading} noValidate>
      {department && branchRows[0] && <Alert severity="info">{T.departmentScope(branchRows[0].label)}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CatalogueMultiSelect
            label={T.skills}
            queryKey="skills"
            fetchOptions={searchSkills}
            value={draft.skills}
            onChange={(v) => set('skills', v)}
            size="small"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CatalogueMultiSelect
            label={T.careerPaths}
            queryKey="job-roles"
            fetchOptions={searchCareerPaths}
            value={draft.careerPaths}
            onChange={(v) => set('careerPaths', v)}
            size="small"
          />
        </Grid>
        {!department && (
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormControl size="small" fullWidth>
              <InputLabel id="shortlist-branches">{T.branches}</InputLabel>
              <Select<number[]>
                labelId="shortlist-branches"
                label={T.branches}
                multiple
                value={draft.branches}
                onChange={(e) => set('branches', e.target.value as number[])}
                renderValue={(ids) =>
                  ids.map((id) => branchRows.find((r) => Number(r.key) === id)?.label ?? id).join(', ')
                }
              >
                {branchRows.map((r) => (
                  <MenuItem key={r.key} value={Number(r.key)}>
                    {r.label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6, md: department ? 4 : 2 }}>
          <FormControl size="small" fullWidth>
            <InputLabel id="shortlist-batches">{T.batches}</InputLabel>
            <Select<number[]>
              labelId="shortlist-batches"
              label={T.batches}
              multiple
              value={draft.batches}
              onChange={(e) => set('batches', e.target.value as number[])}
              renderValue={(years) => years.join(', ')}
            >
              {batchRows.map((r) => (
                <MenuItem key={r.key} value={Number(r.key)}>
                  {r.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Grid>
        <Grid size={{ xs: 6, md: 3, xl: 1.5 }}>
          <TextField
            label={T.cgpaFrom}
            size="small"
            type="number"
            fullWidth
            value={draft.cgpaMin}
            onChange={(e) => set('cgpaMin', e.target.value)}
            error={Boolean(errors.cgpa_min)}
            helperText={errors.cgpa_min}
            slotProps={{ htmlInput: { min: 0, max: 10, step: 0.1 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3, xl: 1.5 }}>
          <TextField
            label={T.cgpaTo}
            size="small"
            type="number"
            fullWidth
            value={draft.cgpaMax}
            onChange={(e) => set('cgpaMax', e.target.value)}
            error={Boolean(errors.cgpa_max)}
            helperText={errors.cgpa_max}
            slotProps={{ htmlInput: { min: 0, max: 10, step: 0.1 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3, xl: 1.5 }}>
          <FormControl size="small" fullWidth>
            <InputLabel id="shortlist-backlogs">{T.backlogs}</InputLabel>
            <Select
              labelId="shortlist-backlogs"
              label={T.backlogs}
              value={draft.maxBacklogs}
              onChange={(e) => set('maxBacklogs', String(e.target.value))}
            >
              <MenuItem value="">{T.backlogsAny}</MenuItem>
              {BACKLOG_CHOICES.map((n) => (
                <MenuItem key={n} value={String(n)}>
                  {n === 0 ? T.backlogsNone : T.backlogsAtMost(n)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Grid>
        <Grid size={{ xs: 6, md: 3, xl: 1.5 }}>
          <FormControl size="small" fullWidth>
            <InputLabel id="shortlist-placed">{T.placed}</InputLabel>
            <Select
              labelId="shortlist-placed"
              label={T.placed}
              value={draft.placed}
              onChange={(e) => set('placed', e.target.value as ShortlistPlaced)}
            >
              {SHORTLIST_PLACED.map((p) => (
                <MenuItem key={p} value={p}>
                  {PLACED_LABELS[p]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          {T.apply}
        </Button>
        <Button onClick={reset}>{T.reset}</Button>
      </Stack>
    </Stack>
  );
}
