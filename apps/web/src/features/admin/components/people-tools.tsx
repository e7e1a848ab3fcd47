import { PROFILE_TYPES, type ProfileType } from '@lbd/shared/enums';
import {
  AUTHOR_KIND_LABELS,
  AUTHOR_KINDS,
  BULK_STATUS_ACTIONS,
  ENTITY_REPORTS,
  INCOMPLETE_PART_LABELS,
  PEOPLE_TEXTS,
  REASON_MAX,
  type AuthorKind,
  type BulkOutcome,
  type BulkStatusAction,
  type BulkStatusResult,
  type EntityReport,
  type Person,
  type ReminderKind,
} from '@lbd/shared/people';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { indiaDate } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { saveBlob } from '../../../lib/save-blob';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  ADMIN_PROFILES_KEY,
  PEOPLE_KEY,
  bulkProfileStatus,
  changeAuthor,
  downloadEntityReport,
  fetchAdminProfiles,
  fetchBatches,
  fetchIncompleteAccounts,
  findPerson,
  searchAuthors,
  searchInstitutes,
  searchSpecializations,
  sendReminders,
  updateLinkedEntities,
} from '../api';

const TYPE_LABELS: Record<ProfileType, string> = {
  STUDENT: 'Student',
  ADVISOR: 'Mentor',
  COMPANY: 'Company',
  INSTITUTION: 'Institution',
};
const ACTION_LABELS: Record<BulkStatusAction, string> = {
  approve: 'Approve',
  deactivate: 'Deactivate',
  activate: 'Activate',
};
const OUTCOME_LABELS: Record<BulkOutcome, string> = {
  done: 'Done',
  unchanged: 'Already so',
  not_found: 'Not found',
  not_applicable: 'Does not apply',
};
const REPORT_LABELS: Record<EntityReport, string> = {
  profiles: 'Profiles',
  organisations: 'Organisations',
  enrolments: 'Enrolments',
};

/** A search-as-you-type picker over a list the API answers. */
function Picker<T extends { id: number; name: string }>({
  label,
  queryKey,
  load,
  value,
  onChange,
  error,
}: {
  label: string;
  queryKey: readonly unknown[];
  load: (text: string) => Promise<{ data: T[] }>;
  value: T | null;
  onChange: (value: T | null) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 250);
  const options = useQuery({ queryKey: [...queryKey, query], queryFn: () => load(query) });
  return (
    <Autocomplete
      options={options.data?.data ?? []}
      value={value}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, next) => setText(next)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      renderInput={(params) => <TextField {...params} label={label} size="small" error={!!error} helperText={error} />}
      sx={{ flex: 1, minWidth: 220 }}
    />
  );
}

const reasonField = (reason: string, setReason: (v: string) => void, error?: string) => (
  <TextField
    label="Reason"
    value={reason}
    onChange={(e) => setReason(e.target.value)}
    size="small"
    multiline
    minRows={2}
    error={!!error}
    helperText={error ?? 'Each person is emailed this reason.'}
    slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
  />
);

// --- Find a person ---------------------------------------------------------------------------------

/** A student's institute, specialization and batch (update_profile_linked_entities). */
function LinkedEntities({ person, onSaved }: { person: Person; onSaved: (p: Person) => void }) {
  const [institute, setInstitute] = useState(person.org_id ? { id: person.org_id, name: person.org_name ?? '' } : null);
  const [specialization, setSpecialization] = useState(
    person.specialization_id ? { id: person.specialization_id, name: person.specialization ?? '' } : null,
  );
  const [batchId, setBatchId] = useState<number | ''>(person.batch_id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { showSnackbar, showPopup } = useFeedback();
  const batches = useQuery({
    queryKey: [...PEOPLE_KEY, 'batches', institute?.id],
    queryFn: () => fetchBatches(institute!.id),
    enabled: !!institute,
  });
  const save = useMutation({
    mutationFn: () =>
      updateLinkedEntities({
        profile_id: person.id,
        my_org_id: institute?.id ?? null,
        ...(person.profile_type === 'STUDENT'
          ? { specialization_id: specialization?.id ?? null, batch_id: batchId === '' ? null : batchId }
          : {}),
      }),
    meta: { handleErrors: false },
    onSuccess: (res) => {
      setErrors({});
      showSnackbar('The links were saved.');
      onSaved(res.data);
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(error));
    },
  });
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Typography variant="subtitle2">Linked entities</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <Picker
          label="Institute"
          queryKey={[...PEOPLE_KEY, 'institutes']}
          load={searchInstitutes}
          value={institute}
          onChange={(v) => {
            setInstitute(v);
            setBatchId('');
          }}
          error={errors.my_org_id}
        />
        {person.profile_type === 'STUDENT' && (
          <>
            <Picker
              label="Specialization"
              queryKey={[...PEOPLE_KEY, 'specializations']}
              load={searchSpecializations}
              value={specialization}
              onChange={setSpecialization}
              error={errors.specialization_id}
            />
            <TextField
              select
              label="Batch"
              value={batchId}
              onChange={(e) => setBatchId(e.target.value === '' ? '' : Number(e.target.value))}
              size="small"
              sx={{ minWidth: 200 }}
              error={!!errors.batch_id}
              helperText={errors.batch_id}
            >
              <MenuItem value="">No batch</MenuItem>
              {(batches.data?.data ?? []).map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </Stack>
      <Box>
        <Button variant="outlined" onClick={() => save.mutate()} disabled={save.isPending}>
          Save links
        </Button>
      </Box>
    </Stack>
  );
}

export function FindPersonPanel() {
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [value, setValue] = useState('');
  const [person, setPerson] = useState<Person | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = useMutation({
    mutationFn: () => findPerson(by, value.trim()),
    meta: { handleErrors: false },
    onSuccess: (res) => {
      setError(null);
      setPerson(res.data);
    },
    onError: (e) => {
      setPerson(null);
      const fields = apiFieldErrors(e);
      setError(fields ? (Object.values(fields)[0] ?? null) : failurePopup(e).message);
    },
  });
  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          find.mutate();
        }}
      >
        <ToggleButtonGroup exclusive size="small" value={by} onChange={(_e, next) => next && setBy(next)}>
          <ToggleButton value="email">Email</ToggleButton>
          <ToggleButton value="phone">Phone</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          label={by === 'email' ? 'Email' : 'Phone (+91 by default)'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: by === 'email' ? 254 : 20 } }}
        />
        <Button type="submit" variant="contained" disabled={!value.trim() || find.isPending}>
          Find
        </Button>
      </Stack>
      {error && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {person && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }} aria-label="Found profile">
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{person.name}</Typography>
            <Chip size="small" variant="outlined" label={TYPE_LABELS[person.profile_type]} />
            <Chip
              size="small"
              color={person.active ? 'success' : 'default'}
              label={person.deactivated ? 'Deactivated' : person.active ? 'Active' : 'Inactive'}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[person.email, person.phone, person.org_name, person.batch, `joined ${indiaDate(person.inserted_at)}`]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <LinkedEntities key={person.id} person={person} onSaved={setPerson} />
        </Paper>
      )}
    </Box>
  );
}

// --- Incomplete accounts and reminders -----------------------------------------------------------------

export function IncompleteAccountsPanel() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const query = useDebouncedValue(search.trim(), 300);
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const list = useQuery({
    queryKey: [...PEOPLE_KEY, 'incomplete', query, page],
    queryFn: () => fetchIncompleteAccounts(query, page),
    placeholderData: keepPreviousData,
  });
  const remind = useMutation({
    mutationFn: (v: { kind: ReminderKind; userIds?: string[] }) => sendReminders(v.kind, v.userIds),
    meta: { handleErrors: false },
    onSuccess: (res) => {
      const d = res.data;
      showSnackbar(
        `Reminders sent: ${d.sent}.${d.skipped_recent ? ` ${d.skipped_recent} reminded in the last week.` : ''}`,
      );
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
    },
    onError: (e) => showPopup(failurePopup(e)),
  });
  const rows = list.data?.data ?? [];
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        People who signed up but have not finished their profile. A person gets one reminder a week at most.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          label="Search by name or email"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          size="small"
          sx={{ flex: 1 }}
        />
        <Button
          variant="contained"
          disabled={selected.length === 0 || remind.isPending}
          onClick={() => remind.mutate({ kind: 'incomplete_account', userIds: selected })}
        >
          Remind selected ({selected.length})
        </Button>
        <Button disabled={remind.isPending} onClick={() => remind.mutate({ kind: 'incomplete_account' })}>
          Remind all
        </Button>
        <Button disabled={remind.isPending} onClick={() => remind.mutate({ kind: 'not_enrolled' })}>
          Remind students not enrolled
        </Button>
      </Stack>
      {list.isFetching && <LinearProgress aria-label="Loading accounts" sx={{ mb: 1 }} />}
      {list.isSuccess && rows.length === 0 && <Alert severity="info">Every account is finished.</Alert>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Incomplete accounts">
        {rows.map((r) => (
          <Paper
            key={r.user_id}
            variant="outlined"
            component="li"
            aria-label={r.name}
            sx={{ listStyle: 'none', p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Checkbox
              checked={selected.includes(r.user_id)}
              onChange={() => toggle(r.user_id)}
              slotProps={{ input: { 'aria-label': `Select ${r.name}` } }}
            />
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{r.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[
                  r.email,
                  `signed up ${indiaDate(r.signed_up_at)}`,
                  r.last_reminded_at ? `reminded ${indiaDate(r.last_reminded_at)}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {r.missing.map((m) => (
                <Chip key={m} size="small" variant="outlined" label={INCOMPLETE_PART_LABELS[m]} />
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
      {(list.data?.pagination?.total_pages ?? 1) > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={list.data!.pagination!.total_pages} page={page} onChange={(_e, n) => setPage(n)} />
        </Box>
      )}
    </Box>
  );
}

// --- Bulk approve, deactivate, activate --------------------------------------------------------------

export function BulkStatusPanel() {
  const [search, setSearch] = useState('');
  const [profileType, setProfileType] = useState<ProfileType | ''>('');
  const [selected, setSelected] = useState<number[]>([]);
  const [action, setAction] = useState<BulkStatusAction>('approve');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<BulkStatusResult | null>(null);
  const query = useDebouncedValue(search.trim(), 300);
  const queryClient = useQueryClient();
  const { showPopup } = useFeedback();
  const list = useQuery({
    queryKey: [...ADMIN_PROFILES_KEY, 'bulk', query, profileType],
    queryFn: () => fetchAdminProfiles({ query, profileType, page: 1 }),
    placeholderData: keepPreviousData,
  });
  const apply = useMutation({
    mutationFn: () => bulkProfileStatus({ profile_ids: selected, action, reason: reason.trim() }),
    meta: { handleErrors: false },
    onSuccess: (res) => {
      setErrors({});
      setResult(res.data);
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: ADMIN_PROFILES_KEY });
    },
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(e));
    },
  });
  const submit = () => {
    const problems: Record<string, string> = {};
    if (selected.length === 0) problems.profile_ids = PEOPLE_TEXTS.noProfiles;
    if (!reason.trim()) problems.reason = PEOPLE_TEXTS.reasonEmpty;
    setErrors(problems);
    if (Object.keys(problems).length === 0) apply.mutate();
  };
  const rows = list.data?.data ?? [];
  const names = new Map(rows.map((r) => [r.id, r.full_name]));
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          label="Search profiles"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Type"
          value={profileType}
          onChange={(e) => setProfileType(e.target.value as ProfileType | '')}
          size="small"
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All types</MenuItem>
          {PROFILE_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, mb: 2 }} aria-label="Profiles to change">
        {rows.map((r) => (
          <Box component="li" key={r.id} sx={{ listStyle: 'none' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={selected.includes(r.id)}
                  onChange={() => setSelected((s) => (s.includes(r.id) ? s.filter((x) => x !== r.id) : [...s, r.id]))}
                />
              }
              label={`${r.full_name} · ${TYPE_LABELS[r.profile_type]}${r.active ? '' : ' · inactive'}`}
            />
          </Box>
        ))}
      </Stack>
      {errors.profile_ids && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.profile_ids}
        </Alert>
      )}
      <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
        <TextField
          select
          label="Action"
          value={action}
          onChange={(e) => setAction(e.target.value as BulkStatusAction)}
          size="small"
        >
          {BULK_STATUS_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {ACTION_LABELS[a]}
            </MenuItem>
          ))}
        </TextField>
        {reasonField(reason, setReason, errors.reason)}
        <Box>
          <Button variant="contained" onClick={submit} disabled={apply.isPending}>
            {ACTION_LABELS[action]} {selected.length} selected
          </Button>
        </Box>
      </Stack>
      {result && (
        <Alert severity="success" sx={{ mt: 2 }} aria-label="Bulk result">
          <Typography sx={{ fontWeight: 700 }}>{result.done} changed.</Typography>
          {result.results
            .filter((r) => r.outcome !== 'done')
            .map((r) => (
              <Typography key={r.profile_id} variant="body2">
                {names.get(r.profile_id) ?? `Profile ${r.profile_id}`}: {OUTCOME_LABELS[r.outcome]}
              </Typography>
            ))}
        </Alert>
      )}
    </Box>
  );
}

// --- Change an item's author -------------------------------------------------------------------------

export function ChangeAuthorPanel() {
  const [kind, setKind] = useState<AuthorKind>('event');
  const [itemId, setItemId] = useState('');
  const [author, setAuthor] = useState<{ id: number; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { showSnackbar, showPopup } = useFeedback();
  const run = useMutation({
    mutationFn: () => changeAuthor({ kind, id: Number(itemId), profile_id: author!.id, reason: reason.trim() }),
    meta: { handleErrors: false },
    onSuccess: (res) => {
      setErrors({});
      showSnackbar(`${res.data.title} now belongs to ${author?.name}.`);
    },
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(e));
    },
  });
  const submit = () => {
    const problems: Record<string, string> = {};
    if (!/^\d{1,10}$/.test(itemId) || Number(itemId) < 1) problems.id = 'Enter the item’s number.';
    if (!author) problems.profile_id = PEOPLE_TEXTS.authorNotFound;
    if (!reason.trim()) problems.reason = PEOPLE_TEXTS.reasonEmpty;
    setErrors(problems);
    if (Object.keys(problems).length === 0) run.mutate();
  };
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
      <Typography color="text.secondary">
        Hand an item to another mentor or member of staff, for example when its author leaves. Jobs, events and clubs
        stay with their organisation.
      </Typography>
      <TextField select label="Item" value={kind} onChange={(e) => setKind(e.target.value as AuthorKind)} size="small">
        {AUTHOR_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {AUTHOR_KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Item number"
        value={itemId}
        onChange={(e) => setItemId(e.target.value.replace(/\D/g, '').slice(0, 10))}
        size="small"
        error={!!errors.id}
        helperText={errors.id ?? 'The number at the end of the item’s address.'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Picker
        label="New author"
        queryKey={[...PEOPLE_KEY, 'authors']}
        load={searchAuthors}
        value={author}
        onChange={setAuthor}
        error={errors.profile_id}
      />
      {reasonField(reason, setReason, errors.reason)}
      <Box>
        <Button variant="contained" onClick={submit} disabled={run.isPending}>
          Change author
        </Button>
      </Box>
    </Stack>
  );
}

// --- Entity reports ----------------------------------------------------------------------------------

export function ReportsPanel() {
  const [entity, setEntity] = useState<EntityReport>('profiles');
  const [profileType, setProfileType] = useState<ProfileType | ''>('');
  const { showPopup } = useFeedback();
  const download = useMutation({
    mutationFn: () => downloadEntityReport(entity, entity === 'profiles' ? profileType : ''),
    meta: { handleErrors: false },
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? `report_${entity}.xlsx`),
    onError: (e) => showPopup(failurePopup(e)),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ maxWidth: 720 }}>
      <TextField
        select
        label="Report"
        value={entity}
        onChange={(e) => setEntity(e.target.value as EntityReport)}
        size="small"
        sx={{ minWidth: 180 }}
      >
        {ENTITY_REPORTS.map((r) => (
          <MenuItem key={r} value={r}>
            {REPORT_LABELS[r]}
          </MenuItem>
        ))}
      </TextField>
      {entity === 'profiles' && (
        <TextField
          select
          label="Profile type"
          value={profileType}
          onChange={(e) => setProfileType(e.target.value as ProfileType | '')}
          size="small"
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All types</MenuItem>
          {PROFILE_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button variant="contained" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? 'Preparing…' : 'Download .xlsx'}
      </Button>
    </Stack>
  );
}
