import { quizAccommodationBodySchema, type QuizAccommodations } from '@lbd/shared/quizzes';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SearchAutocomplete, type SearchOption } from '../../../components/search-autocomplete';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate, type FieldErrors } from '../../../lib/form-errors';
import { searchOrgs } from '../../../lib/lookups-api';
import { useSession } from '../../../lib/session';
import { whenText } from '../components/page-parts';
import { dashboardKey, giveAccommodation, useAccommodations, type AccommodationBody } from './api';
import { DASHBOARD_TEXTS as T } from './texts';
import { ScrollRegion } from '../../../components/scroll-region';

type Student = QuizAccommodations['students'][number];

const numberOr = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));

/** The form: students of the quiz (or a batch, for its institution or an admin), extra time and attempts, a reason. */
function GiveForm({ quizId, students }: { quizId: number; students: Student[] }) {
  const client = useQueryClient();
  const { user } = useSession();
  const { showPopup } = useFeedback();
  const mayBatch = Boolean(user?.is_admin || user?.profile?.profile_type === 'INSTITUTION');
  const [who, setWho] = useState<'students' | 'batch'>('students');
  const [picked, setPicked] = useState<Student[]>([]);
  const [year, setYear] = useState('');
  const [institute, setInstitute] = useState<SearchOption | null>(null);
  const [minutes, setMinutes] = useState('');
  const [multiplier, setMultiplier] = useState('1');
  const [attempts, setAttempts] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<{ granted: number; running_attempts_moved: number } | null>(null);
  const give = useMutation({
    mutationFn: (body: AccommodationBody) => giveAccommodation(body),
    meta: { handleErrors: false },
    onSuccess: (r) => {
      setDone(r);
      setPicked([]);
      setReason('');
      void client.invalidateQueries({ queryKey: dashboardKey(quizId) });
    },
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(e));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const values = {
      quiz_id: quizId,
      profile_ids: who === 'students' ? picked.map((s) => s.profile_id) : [],
      batch: who === 'batch' && year.trim() ? Number(year) : null,
      org_id: who === 'batch' && user?.is_admin ? (institute?.id ?? null) : null,
      extra_minutes: numberOr(minutes, 0),
      time_multiplier: numberOr(multiplier, 1),
      extra_attempts: numberOr(attempts, 0),
      reason,
    };
    const checked = validate(quizAccommodationBodySchema, values);
    const found: FieldErrors = { ...(checked.errors ?? {}) };
    if (values.extra_minutes === 0 && values.time_multiplier === 1 && values.extra_attempts === 0)
      found.extra_minutes = T.nothingExtra;
    if (who === 'batch' && user?.is_admin && !institute?.id) found.org_id = T.batchInstitute;
    setErrors(found);
    if (checked.errors || Object.keys(found).length > 0) return;
    give.mutate({ ...checked.data, quiz_id: quizId });
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 } }}
      aria-label={T.give}
      onSubmit={submit}
      noValidate
    >
      <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {T.give}
      </Typography>
      <Stack spacing={2}>
        {mayBatch && (
          <RadioGroup
            row
            aria-label={T.who}
            value={who}
            onChange={(e) => setWho(e.target.value as 'students' | 'batch')}
          >
            <FormControlLabel value="students" control={<Radio />} label={T.oneStudent} />
            <FormControlLabel value="batch" control={<Radio />} label={T.batch} />
          </RadioGroup>
        )}
        {who === 'students' ? (
          <Autocomplete
            multiple
            options={students}
            value={picked}
            onChange={(_, v) => setPicked(v)}
            getOptionLabel={(s) => s.name}
            isOptionEqualToValue={(a, b) => a.profile_id === b.profile_id}
            noOptionsText={T.noStudents}
            renderOption={(props, s) => (
              <li {...props} key={s.profile_id}>
                {s.name}
                {s.running && <Chip size="small" label={T.statusLabels.in_progress} sx={{ ml: 1 }} />}
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={T.studentsLabel}
                error={!!errors.profile_ids}
                helperText={errors.profile_ids ?? T.studentsHelp}
              />
            )}
          />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={T.batchYear}
              type="number"
              value={year}
              onChange={(e) => setYear(e.target.value)}
              error={!!errors.batch || !!errors.profile_ids}
              helperText={errors.batch ?? errors.profile_ids ?? T.batchOnlyOrgs}
              slotProps={{ htmlInput: { min: 1990, max: 2100 } }}
            />
            {user?.is_admin && (
              <Box sx={{ flex: 1 }}>
                <SearchAutocomplete
                  label={T.batchInstitute}
                  value={institute}
                  onChange={setInstitute}
                  queryKey={['lookups', 'orgs', 'INSTITUTION']}
                  fetchOptions={(text) => searchOrgs('INSTITUTION', text)}
                  error={errors.org_id}
                />
              </Box>
            )}
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={T.minutes}
            type="number"
            sx={{ flex: 1 }}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            error={!!errors.extra_minutes}
            helperText={errors.extra_minutes}
            slotProps={{ htmlInput: { min: 0, max: 600 } }}
          />
          <TextField
            label={T.multiplier}
            type="number"
            sx={{ flex: 1 }}
            value={multiplier}
            onChange={(e) => setMultiplier(e.target.value)}
            error={!!errors.time_multiplier}
            helperText={errors.time_multiplier ?? T.multiplierHelp}
            slotProps={{ htmlInput: { min: 1, max: 4, step: 0.25 } }}
          />
          <TextField
            label={T.extraAttempts}
            type="number"
            sx={{ flex: 1 }}
            value={attempts}
            onChange={(e) => setAttempts(e.target.value)}
            error={!!errors.extra_attempts}
            helperText={errors.extra_attempts}
            slotProps={{ htmlInput: { min: 0, max: 20 } }}
          />
        </Stack>
        <TextField
          label={T.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!errors.reason}
          helperText={errors.reason}
          required
          multiline
          minRows={2}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={give.isPending}>
            {T.giveButton}
          </Button>
        </Box>
        {done && (
          <Alert severity="success" role="status">
            {T.given(done.granted, done.running_attempts_moved)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function GivenList({ given }: { given: QuizAccommodations['given'] }) {
  if (given.length === 0) return <Typography color="text.secondary">{T.givenEmpty}</Typography>;
  return (
    <ScrollRegion label={T.givenList}>
      <Table size="small" aria-label={T.givenList}>
        <TableHead>
          <TableRow>
            <TableCell>{T.student}</TableCell>
            <TableCell>{T.timeKind}</TableCell>
            <TableCell>{T.reason}</TableCell>
            <TableCell>{T.givenList}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {given.map((g) => (
            <TableRow key={g.id}>
              <TableCell>
                {g.student.name}
                {g.running && (
                  <Typography variant="caption" color="success.main" component="div">
                    {T.runningDeadline(whenText(g.running.deadline_at))}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {T.extraOf(g.extra_minutes, g.time_multiplier, g.extra_attempts)}
                {g.scope === 'all' && <Chip size="small" label={T.allQuizzes} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{g.reason}</TableCell>
              <TableCell>{T.grantedBy(g.granted_by?.name ?? null, whenText(g.granted_at))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** The Accommodations tab: give extra time or attempts, and what was given (a running attempt's deadline moves at once). */
export function AccommodationsTab({ quizId }: { quizId: number }) {
  const data = useAccommodations(quizId);
  if (!data.data) return <LinearProgress aria-label="Loading the accommodations" />;
  return (
    <Stack spacing={2}>
      <GiveForm quizId={quizId} students={data.data.students} />
      <Box component="section" aria-labelledby="given-heading">
        <Typography id="given-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
          {T.givenList}
        </Typography>
        <GivenList given={data.data.given} />
      </Box>
    </Stack>
  );
}
