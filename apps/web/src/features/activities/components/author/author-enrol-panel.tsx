import { ACTIVITY_LIMITS } from '@lbd/shared/activities';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { SearchAutocomplete, type SearchOption } from '../../../../components/search-autocomplete';
import { emailsOf } from '../../../../lib/email-list';
import { useFeedback } from '../../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../../lib/form-errors';
import { searchDegrees, searchOrgs } from '../../../../lib/lookups-api';
import { AUTHOR_KEY, enrolStudents, type EnrolRequest, type EnrolResult, type EnrolledStudent } from '../../api/author';

type EnrolMode = 'single' | 'list' | 'batch';

/** SPEC §5.1's email message. */
export const ENROL_TEXTS = {
  invalidEmail: 'Enter a valid email id',
  enterEmails: 'Please enter at least one student email',
  tooMany: `You can enrol at most ${ACTIVITY_LIMITS.enrolBatch} students at a time`,
  chooseInstitute: 'Institute cannot be empty',
  year: (min: number, max: number) => `Year should be between ${min} and ${max}`,
} as const;

const isEmail = (text: string) => z.email().safeParse(text).success;
const FIRST_YEAR = 1970;

/** Enrolled, already enrolled and not found, as the server answered (names from the enrolled list). */
function EnrolResultView({ result, students }: { result: EnrolResult; students: EnrolledStudent[] }) {
  const names = new Map(students.map((s) => [s.profile_id, s.name]));
  const nameOf = (id: number) => names.get(id) ?? `Profile ${id}`;
  const rows: { label: string; items: string[]; severity: 'success' | 'info' | 'warning' }[] = [
    { label: 'Enrolled', items: result.enrolled.map((e) => nameOf(e.profile_id)), severity: 'success' },
    { label: 'Already enrolled', items: result.already_enrolled.map(nameOf), severity: 'info' },
    { label: 'Not found', items: result.not_found, severity: 'warning' },
  ];
  return (
    <Stack spacing={1} sx={{ mt: 2 }} role="status" aria-label="Enrolment result">
      {rows.map((r) => (
        <Alert key={r.label} severity={r.items.length ? r.severity : 'info'} variant="outlined">
          <strong>{`${r.label}: ${r.items.length}`}</strong>
          {r.items.length > 0 && <Box sx={{ overflowWrap: 'anywhere' }}>{r.items.join(', ')}</Box>}
        </Alert>
      ))}
    </Stack>
  );
}

/** Enrol students in an activity: one by email, a pasted list of emails, or a batch of an institute. */
export function AuthorEnrolPanel({ assignmentId, students }: { assignmentId: number; students: EnrolledStudent[] }) {
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const [mode, setMode] = useState<EnrolMode>('single');
  const [email, setEmail] = useState('');
  const [list, setList] = useState('');
  const [institute, setInstitute] = useState<SearchOption | null>(null);
  const [degree, setDegree] = useState<SearchOption | null>(null);
  const [year, setYear] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<EnrolResult | null>(null);
  const lastYear = new Date().getFullYear() + 15;

  const enrol = useMutation({
    mutationFn: (body: EnrolRequest) => enrolStudents(assignmentId, body),
    meta: { handleErrors: false },
    onSuccess: (answer) => {
      setResult(answer);
      showSnackbar(`Enrolled ${answer.enrolled.length} student${answer.enrolled.length === 1 ? '' : 's'}.`);
      if (mode === 'single' && answer.not_found.length === 0) setEmail('');
      if (mode === 'list') setList(answer.not_found.join('\n'));
      void queryClient.invalidateQueries({ queryKey: AUTHOR_KEY });
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields) {
        // The server's words, on the box this mode shows.
        setErrors({ [mode]: Object.values(fields)[0]! });
        return;
      }
      showPopup(failurePopup(error));
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (mode === 'single') {
      const value = email.trim();
      if (!isEmail(value)) return setErrors({ single: ENROL_TEXTS.invalidEmail });
      return enrol.mutate({ emails: [value] });
    }
    if (mode === 'list') {
      const emails = emailsOf(list);
      const bad = emails.filter((e) => !isEmail(e));
      if (emails.length === 0) return setErrors({ list: ENROL_TEXTS.enterEmails });
      if (bad.length) return setErrors({ list: `${ENROL_TEXTS.invalidEmail}: ${bad.join(', ')}` });
      if (emails.length > ACTIVITY_LIMITS.enrolBatch) return setErrors({ list: ENROL_TEXTS.tooMany });
      return enrol.mutate({ emails });
    }
    const y = Number(year.trim());
    const problems: Record<string, string> = {};
    if (!institute || institute.id === null) problems.institute = ENROL_TEXTS.chooseInstitute;
    if (!Number.isInteger(y) || y < FIRST_YEAR || y > lastYear) problems.year = ENROL_TEXTS.year(FIRST_YEAR, lastYear);
    if (Object.keys(problems).length) return setErrors(problems);
    enrol.mutate({
      batch: { institute_id: institute!.id!, year: y, ...(degree?.id ? { degree_id: degree.id } : {}) },
    });
  };

  const clear = (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="enrol-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="enrol-heading" variant="h6" component="h2">
        Enrol students
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Enrolled students see the activity and can submit while the comment window is open.
      </Typography>
      <Tabs
        value={mode}
        onChange={(_e, next: EnrolMode) => {
          setMode(next);
          setErrors({});
          setResult(null);
        }}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="single" label="One student" />
        <Tab value="list" label="List of emails" />
        <Tab value="batch" label="By batch" />
      </Tabs>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Enrol students">
        {mode === 'single' && (
          <TextField
            label="Student email"
            type="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              clear('single');
            }}
            error={Boolean(errors.single)}
            helperText={errors.single}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
        )}
        {mode === 'list' && (
          <TextField
            label="Student emails"
            value={list}
            onChange={(e) => {
              setList(e.target.value);
              clear('list');
            }}
            error={Boolean(errors.list)}
            helperText={
              errors.list ?? `One per line, or separated by commas. Up to ${ACTIVITY_LIMITS.enrolBatch} at a time.`
            }
            multiline
            minRows={4}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 130_000 } }}
          />
        )}
        {mode === 'batch' && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
            }}
          >
            <SearchAutocomplete
              label="Institute"
              value={institute}
              onChange={(v) => {
                setInstitute(v);
                clear('institute');
                clear('batch');
              }}
              queryKey={['activities', 'author', 'lookup', 'institute']}
              fetchOptions={(text) => searchOrgs('INSTITUTION', text)}
              required
              error={errors.institute}
            />
            <TextField
              label="Graduation year"
              value={year}
              onChange={(e) => {
                setYear(e.target.value);
                clear('year');
                clear('batch');
              }}
              required
              error={Boolean(errors.year)}
              helperText={errors.year}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
            <SearchAutocomplete
              label="Degree (optional)"
              value={degree}
              onChange={(v) => {
                setDegree(v);
                clear('batch');
              }}
              queryKey={['activities', 'author', 'lookup', 'degree']}
              fetchOptions={searchDegrees}
              helperText="Students whose profile names this institute and graduation year"
            />
            {errors.batch && (
              <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
                {errors.batch}
              </Alert>
            )}
          </Box>
        )}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={enrol.isPending}>
          {mode === 'batch' ? 'Enrol batch' : mode === 'list' ? 'Enrol students' : 'Enrol student'}
        </Button>
      </Box>
      {result && <EnrolResultView result={result} students={students} />}
    </Paper>
  );
}
