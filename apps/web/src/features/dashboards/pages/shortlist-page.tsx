import { SHORTLIST_NAME_MAX, SHORTLIST_TEXTS as T, type ShortlistFilter } from '@lbd/shared/shortlists';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors } from '../../../lib/form-errors';
import { saveBlob } from '../../../lib/save-blob';
import { useDashboardFailure } from '../../../lib/use-dashboard-failure';
import { DashboardFrame, NotForYou, Section } from '../components/dashboard-parts';
import { useInstituteReader } from '../institute-api';
import { EligibilitySimulator } from '../components/eligibility-simulator';
import { SavedShortlists } from '../components/saved-shortlists';
import { NO_FILTER, ShortlistFilters } from '../components/shortlist-filters';
import { ShortlistStudentsTable } from '../components/shortlist-students-table';
import { downloadShortlist, useSaveShortlist, useShortlistStudents } from '../shortlist-api';

const PAGE = 20;

/**
 * /shortlist (issue 24 items 6-7): an institution (or its college admins) filters its students, saves
 * the list under a name (the shortlist-saving flag of SPEC §4.7 keeps the button busy while it saves),
 * downloads exactly the filtered rows as .xlsx, writes to a saved list's students and opens each
 * student's public portfolio; and judges a published job's criteria against its students.
 */
export default function ShortlistPage() {
  const { allowed, department } = useInstituteReader();
  if (!allowed) return <NotForYou heading={T.heading} message={T.notForYou} />;
  return <Shortlists department={department} />;
}

function Shortlists({ department }: { department: boolean }) {
  const [filter, setFilter] = useState<ShortlistFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const apply = (next: ShortlistFilter) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <DashboardFrame>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: 24, sm: 30 } }}>
        {T.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {T.caption}
      </Typography>
      <Stack spacing={3}>
        <Section title={T.filtersHeading}>
          <ShortlistFilters onApply={apply} department={department} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {T.cgpaHelp}
          </Typography>
        </Section>
        <Results filter={filter} page={page} onPage={setPage} />
        <SavedShortlists />
        <EligibilitySimulator />
      </Stack>
    </DashboardFrame>
  );
}

function Results({ filter, page, onPage }: { filter: ShortlistFilter; page: number; onPage: (p: number) => void }) {
  const students = useShortlistStudents(filter, page, PAGE);
  const onFailure = useDashboardFailure();
  const download = useMutation({
    mutationFn: () => downloadShortlist({ filter }),
    meta: { handleErrors: false },
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? 'shortlist.xlsx'),
    onError: onFailure,
  });
  const total = students.data?.pagination?.total ?? 0;
  return (
    <Section
      title={T.resultsHeading}
      action={
        total > 0 && (
          <Button size="small" startIcon={<Download />} onClick={() => download.mutate()} disabled={download.isPending}>
            {T.downloadXlsx}
          </Button>
        )
      }
    >
      {students.isError ? (
        <Alert severity="error" action={<Button onClick={() => void students.refetch()}>Try again</Button>}>
          We could not load your students. Please try again.
        </Alert>
      ) : !students.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.noMatch}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} role="status">
            {T.matching(total)}
          </Typography>
          <ShortlistStudentsTable
            label={T.resultsHeading}
            students={students.data.data}
            page={page}
            pages={students.data.pagination?.total_pages ?? 1}
            onPage={onPage}
          />
          <SaveShortlist filter={filter} />
        </>
      )}
    </Section>
  );
}

/** Name and save the filter with its students; the button is disabled with a spinner while saving. */
function SaveShortlist({ filter }: { filter: ShortlistFilter }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveShortlist();
  const isSaving = save.isPending;
  const { showToast } = useFeedback();
  const onFailure = useDashboardFailure();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(T.nameEmpty);
    setError(undefined);
    save.mutate(
      { name: name.trim(), filter },
      {
        onSuccess: (saved) => {
          setName('');
          showToast({ kind: 'success', message: T.saved(saved.name, saved.student_count) });
        },
        onError: (err) => {
          const fields = apiFieldErrors(err);
          if (err instanceof ApiError && err.status === 409) setError(T.duplicateName);
          else if (fields?.name) setError(fields.name);
          else onFailure(err);
        },
      },
    );
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
      aria-label={T.saveHeading}
      noValidate
    >
      <TextField
        label={T.name}
        size="small"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(error)}
        helperText={error}
        disabled={isSaving}
        sx={{ minWidth: 280 }}
        slotProps={{ htmlInput: { maxLength: SHORTLIST_NAME_MAX } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={isSaving}
        aria-busy={isSaving}
        startIcon={isSaving ? <CircularProgress size={16} aria-label={T.saving} /> : undefined}
      >
        {isSaving ? T.saving : T.save}
      </Button>
    </Stack>
  );
}
