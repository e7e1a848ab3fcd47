import {
  IMPORT_FIELDS,
  IMPORT_MODES,
  MATCH_KEYS,
  type EnrolmentTargetOption,
  type ImportMode,
  type ImportRecord,
  type MatchKey,
} from '@lbd/shared/imports';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { SearchAutocomplete, type SearchOption } from '../../../components/search-autocomplete';
import { searchOrgs } from '../../../lib/lookups-api';
import { useSession } from '../../../lib/session';
import { usePlanImport } from '../api';
import { rowCount } from '../format';
import { refusalText } from '../../../lib/form-errors';
import { TargetPicker } from './target-picker';

const MODE_LABELS: Record<'profiles' | 'portfolio', Record<ImportMode, string>> = {
  profiles: {
    create: 'Create new students only',
    update: 'Update existing students only',
    both: 'Create new and update existing',
  },
  portfolio: {
    create: 'Add new degrees and subjects only',
    update: 'Update existing degrees and subjects only',
    both: 'Add new and update existing',
  },
};
const REQUIRED_NOTE = { create: ' (needed for new students)', always: ' (needed on every row)' } as const;
const KEY_LABELS: Record<MatchKey, string> = { email: 'Email', phone: 'Phone', roll_number: 'Roll number' };

/** Which column feeds which field, how rows find their student, and what the dry run should do. */
export function MappingForm({ record, multiple }: { record: ImportRecord; multiple: boolean }) {
  const fields = IMPORT_FIELDS[record.tool];
  const isAdmin = useSession().user?.is_admin === true;
  const [mapping, setMapping] = useState<Record<string, string>>(record.mapping);
  const [mode, setMode] = useState<ImportMode>(record.options.mode);
  const mappedKeys = MATCH_KEYS.filter((k) => Object.values(mapping).includes(k));
  const [matchBy, setMatchBy] = useState<MatchKey>(
    mappedKeys.includes(record.options.match_by) ? record.options.match_by : (mappedKeys[0] ?? 'email'),
  );
  const [fillEmpty, setFillEmpty] = useState(record.options.fill_empty_only);
  const [items, setItems] = useState<EnrolmentTargetOption[]>(record.options.items.map((i) => ({ ...i, org: null })));
  const [institute, setInstitute] = useState<SearchOption | null>(null);
  const plan = usePlanImport(record.id);
  const fieldErrors = (plan.error as { fields?: Record<string, string> } | null)?.fields;
  // The profile and portfolio tools create and update records; the enrolment tools put students on items.
  const records = record.tool === 'profiles' || record.tool === 'portfolio' ? record.tool : null;

  const submit = () =>
    plan.mutate({
      mapping,
      mode: records ? mode : 'create',
      match_by: matchBy,
      fill_empty_only: records !== null && fillEmpty,
      items: items.map(({ kind, id }) => ({ kind, id })),
      institute_id: institute?.id ?? null,
    });

  return (
    <Box component="section" aria-labelledby="mapping-heading">
      <Typography id="mapping-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Map the columns of {record.file_name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {rowCount(record.counts.total)}. Columns were matched by their names; change any that are wrong. Columns left
        out are not read.
      </Typography>
      <Table size="small" sx={{ maxWidth: 640, mb: 3 }}>
        <TableHead>
          <TableRow>
            <TableCell>Column in your file</TableCell>
            <TableCell>Goes to</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.headers.filter(Boolean).map((h) => (
            <TableRow key={h}>
              <TableCell>{h}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  fullWidth
                  value={mapping[h] ?? ''}
                  onChange={(e) => setMapping({ ...mapping, [h]: e.target.value })}
                  slotProps={{ htmlInput: { 'aria-label': `Field for column ${h}` } }}
                >
                  <MenuItem value="">
                    <em>Leave out</em>
                  </MenuItem>
                  {fields.map((f) => (
                    <MenuItem key={f.key} value={f.key}>
                      {f.label}
                      {f.required ? REQUIRED_NOTE[f.required] : ''}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <TextField
          select
          label="Find each student by"
          value={matchBy}
          onChange={(e) => setMatchBy(e.target.value as MatchKey)}
          error={!!fieldErrors?.match_by}
          helperText={fieldErrors?.match_by ?? 'Phone numbers are Indian mobile numbers (+91 optional)'}
          sx={{ maxWidth: 320 }}
        >
          {MATCH_KEYS.map((k) => (
            <MenuItem key={k} value={k}>
              {KEY_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        {records && (
          <FormControl>
            <FormLabel id="mode-label">What to do</FormLabel>
            <RadioGroup
              aria-labelledby="mode-label"
              value={mode}
              onChange={(e) => setMode(e.target.value as ImportMode)}
            >
              {IMPORT_MODES.map((m) => (
                <FormControlLabel key={m} value={m} control={<Radio />} label={MODE_LABELS[records][m]} />
              ))}
            </RadioGroup>
            <FormControlLabel
              control={<Checkbox checked={fillEmpty} onChange={(e) => setFillEmpty(e.target.checked)} />}
              label="Fill empty fields only (never overwrite what a student already has)"
            />
          </FormControl>
        )}
        {records && isAdmin && (
          <SearchAutocomplete
            label={
              records === 'profiles'
                ? 'Institute of new students (and of roll numbers)'
                : 'Institute of the students (of roll numbers, and of degrees naming no institute)'
            }
            value={institute}
            onChange={setInstitute}
            queryKey={['imports', 'institutes']}
            fetchOptions={(text) => searchOrgs('INSTITUTION', text)}
            error={fieldErrors?.institute_id}
          />
        )}
        {(record.tool === 'enrolments' || record.tool === 'advisors') && (
          <TargetPicker
            tool={record.tool}
            value={items}
            onChange={setItems}
            multiple={multiple}
            error={fieldErrors?.items}
          />
        )}
        {plan.error && <Alert severity="error">{refusalText(plan.error)}</Alert>}
        <Box>
          <Button variant="contained" onClick={submit} disabled={plan.isPending}>
            Run the dry run
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The dry run checks every row and writes nothing. You decide afterwards.
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
