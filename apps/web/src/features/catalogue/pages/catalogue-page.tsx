import {
  BATCH_YEAR_MAX,
  CATALOGUE_KIND_LABELS,
  CATALOGUE_KINDS,
  CATALOGUE_STATUSES,
  catalogueEntryProblems,
  type CatalogueEntry,
  type CatalogueEntryBody,
  type CatalogueKind,
  type CatalogueStatus,
} from '@lbd/shared/catalogue';
import { DEGREE_LEVELS, ORG_TYPES, SKILL_TYPES } from '@lbd/shared/enums';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { indiaDate } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  CATALOGUE_KEY,
  searchEntries,
  searchInstitutes,
  searchSkills,
  useAcceptSkill,
  useCatalogueList,
  useMergeEntry,
  useReferences,
  useRejectSkill,
  useSaveEntry,
  useSetActive,
  useWaitingSkills,
} from '../api';

type TabValue = CatalogueKind | 'review';

const STATUS_LABELS: Record<CatalogueStatus, string> = { all: 'All', active: 'In use', retired: 'Retired' };

/** What `detail` and `code` mean for each kind (null: the kind has none), and the choices of a fixed code. */
const FIELDS: Record<CatalogueKind, { detail: string | null; code: string | null; codes?: readonly string[] }> = {
  skills: { detail: null, code: 'Type', codes: SKILL_TYPES },
  orgs: { detail: 'Short name', code: 'Type', codes: ORG_TYPES },
  degrees: { detail: 'Full name', code: 'Level', codes: DEGREE_LEVELS },
  specializations: { detail: 'Stream', code: null },
  designations: { detail: null, code: null },
  job_roles: { detail: 'Description', code: 'Type' },
  batches: { detail: null, code: null },
};

const singular = (kind: CatalogueKind) => CATALOGUE_KIND_LABELS[kind].replace(/s$/, '').toLowerCase();

/** A search-as-you-type picker over a list the API answers. */
function AsyncPicker<T extends { id: number }>({
  label,
  queryKey,
  load,
  value,
  onChange,
  optionLabel,
  exclude,
}: {
  label: string;
  queryKey: readonly unknown[];
  load: (text: string) => Promise<{ data: T[] }>;
  value: T | null;
  onChange: (value: T | null) => void;
  optionLabel: (option: T) => string;
  exclude?: number;
}) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 250);
  const options = useQuery({ queryKey: [...queryKey, query], queryFn: () => load(query) });
  return (
    <Autocomplete
      options={(options.data?.data ?? []).filter((o) => o.id !== exclude)}
      value={value}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, next) => setText(next)}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={options.isFetching}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  );
}

/** Create or edit one entry. */
function EntryDialog({
  kind,
  entry,
  onClose,
}: {
  kind: CatalogueKind;
  entry: CatalogueEntry | null;
  onClose: () => void;
}) {
  const f = FIELDS[kind];
  const save = useSaveEntry();
  const { showSnackbar, showPopup } = useFeedback();
  const [name, setName] = useState(entry?.name ?? '');
  const [detail, setDetail] = useState(entry?.detail ?? '');
  const [code, setCode] = useState(entry?.code ?? '');
  const [year, setYear] = useState(entry?.year ? String(entry.year) : '');
  const [institute, setInstitute] = useState<{ id: number; name: string } | null>(
    entry?.org_id ? { id: entry.org_id, name: entry.org_name ?? '' } : null,
  );
  const [skills, setSkills] = useState<{ id: number; display_name: string }[]>(entry?.skills ?? []);
  const [skillText, setSkillText] = useState('');
  const skillQuery = useDebouncedValue(skillText.trim(), 250);
  const skillOptions = useQuery({
    queryKey: [...CATALOGUE_KEY, 'skill-options', skillQuery],
    queryFn: () => searchSkills(skillQuery),
    enabled: kind === 'job_roles',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const body: CatalogueEntryBody = {
      name: name.trim(),
      ...(f.detail ? { detail: detail.trim() || null } : {}),
      ...(f.code ? { code: code.trim() || null } : {}),
      ...(kind === 'batches' ? { org_id: institute?.id ?? null, year: year ? Number(year) : null } : {}),
      ...(kind === 'job_roles' ? { skill_ids: skills.map((s) => s.id) } : {}),
    };
    const problems = catalogueEntryProblems(kind, body);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(
      { kind, id: entry?.id ?? null, body },
      {
        onSuccess: () => {
          showSnackbar(entry ? 'Saved.' : `The ${singular(kind)} was added.`);
          onClose();
        },
        onError: (error) => {
          const fields = apiFieldErrors(error);
          if (fields) setErrors(fields);
          else showPopup(failurePopup(error));
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="entry-title" fullWidth maxWidth="sm">
      <DialogTitle id="entry-title">{entry ? `Edit ${entry.name}` : `Add a ${singular(kind)}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={errors.name}
            size="small"
            autoFocus
          />
          {f.detail && (
            <TextField
              label={f.detail}
              value={detail}
              onChange={(e) => setDetail(e.target.value)}
              error={!!errors.detail}
              helperText={errors.detail}
              size="small"
              multiline={kind === 'job_roles'}
              minRows={kind === 'job_roles' ? 3 : undefined}
            />
          )}
          {f.code &&
            (f.codes ? (
              <TextField
                select
                label={f.code}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={!!errors.code}
                helperText={errors.code}
                size="small"
              >
                {f.codes.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                label={f.code}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={!!errors.code}
                helperText={errors.code}
                size="small"
              />
            ))}
          {kind === 'batches' && (
            <>
              {entry ? (
                <TextField label="Institute" value={entry.org_name ?? ''} size="small" disabled />
              ) : (
                <AsyncPicker
                  label="Institute"
                  queryKey={[...CATALOGUE_KEY, 'institutes']}
                  load={searchInstitutes}
                  value={institute}
                  onChange={setInstitute}
                  optionLabel={(o) => o.name}
                />
              )}
              {errors.org_id && <Alert severity="error">{errors.org_id}</Alert>}
              <TextField
                label="Graduation year"
                value={year}
                onChange={(e) => setYear(e.target.value.replace(/\D/g, '').slice(0, 4))}
                error={!!errors.year}
                helperText={errors.year ?? `For example ${Math.min(new Date().getFullYear() + 4, BATCH_YEAR_MAX)}`}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </>
          )}
          {kind === 'job_roles' && (
            <Autocomplete
              multiple
              options={skillOptions.data?.data ?? []}
              value={skills}
              onChange={(_e, next) => setSkills(next.map(({ id, display_name }) => ({ id, display_name })))}
              onInputChange={(_e, next) => setSkillText(next)}
              getOptionLabel={(o) => o.display_name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterOptions={(x) => x}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Skills"
                  size="small"
                  error={!!errors.skill_ids}
                  helperText={errors.skill_ids}
                />
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Merge one entry into another: pick the survivor, see what moves, confirm. */
function MergeDialog({
  kind,
  entry,
  onClose,
  reject,
}: {
  kind: CatalogueKind;
  entry: { id: number; name: string };
  onClose: () => void;
  /** A waiting skill is merged by rejecting it into the survivor. */
  reject?: boolean;
}) {
  const [target, setTarget] = useState<CatalogueEntry | null>(null);
  const refs = useReferences(kind, entry.id);
  const merge = useMergeEntry();
  const rejectSkill = useRejectSkill();
  const { showSnackbar, showPopup } = useFeedback();
  const moving = (refs.data?.data ?? []).reduce((n, r) => n + r.rows, 0);
  const pending = merge.isPending || rejectSkill.isPending;
  const run = () => {
    if (!target) return;
    const onError = (error: unknown) => showPopup(failurePopup(error));
    if (reject)
      rejectSkill.mutate(
        { id: entry.id, intoId: target.id },
        {
          onSuccess: () => {
            showSnackbar(`${entry.name} was merged into ${target.name}.`);
            onClose();
          },
          onError,
        },
      );
    else
      merge.mutate(
        { kind, id: entry.id, intoId: target.id },
        {
          onSuccess: (res) => {
            const moved = res.data.moved.reduce((n, m) => n + m.rows, 0);
            showSnackbar(
              `${entry.name} was merged into ${target.name}: ${moved} ${moved === 1 ? 'record' : 'records'} moved.`,
            );
            onClose();
          },
          onError,
        },
      );
  };
  return (
    <Dialog open onClose={() => !pending && onClose()} aria-labelledby="merge-title" fullWidth maxWidth="sm">
      <DialogTitle id="merge-title">Merge {entry.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {refs.isSuccess
            ? `${moving} ${moving === 1 ? 'record names' : 'records name'} ${entry.name}. They will name the ${singular(kind)} you pick, and ${entry.name} will be gone.`
            : 'Counting the records that name it…'}
        </DialogContentText>
        <AsyncPicker
          label={`Merge into`}
          queryKey={[...CATALOGUE_KEY, kind, 'merge-target']}
          load={(text) => searchEntries(kind, text)}
          value={target}
          onChange={setTarget}
          optionLabel={(o) => (o.detail && kind === 'orgs' ? `${o.name} (${o.detail})` : o.name)}
          exclude={entry.id}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" color="warning" onClick={run} disabled={!target || pending}>
          Merge
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EntryRow({
  kind,
  entry,
  onEdit,
  onMerge,
}: {
  kind: CatalogueKind;
  entry: CatalogueEntry;
  onEdit: () => void;
  onMerge: () => void;
}) {
  const setActive = useSetActive();
  const { showSnackbar, showPopup } = useFeedback();
  const toggle = () =>
    setActive.mutate(
      { kind, id: entry.id, active: !entry.active },
      {
        onSuccess: () => showSnackbar(entry.active ? `${entry.name} is retired.` : `${entry.name} is offered again.`),
        onError: (error) => showPopup(failurePopup(error)),
      },
    );
  const facts = [entry.detail, entry.code, entry.org_name, entry.year].filter((x) => x != null && x !== '');
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={entry.name}
      sx={{ listStyle: 'none', p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{entry.name}</Typography>
          {!entry.active && <Chip size="small" label="Retired" />}
          {!entry.accepted && <Chip size="small" color="warning" label="Waiting for review" />}
        </Box>
        {facts.length > 0 && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere' }}
            noWrap={kind === 'job_roles'}
          >
            {facts.join(' · ')}
          </Typography>
        )}
        {entry.skills.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {entry.skills.map((s) => (
              <Chip key={s.id} size="small" variant="outlined" label={s.display_name} />
            ))}
          </Box>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={onEdit}>
          Edit
        </Button>
        <Button size="small" onClick={onMerge}>
          Merge
        </Button>
        <Button size="small" color={entry.active ? 'error' : 'primary'} onClick={toggle} disabled={setActive.isPending}>
          {entry.active ? 'Retire' : 'Restore'}
        </Button>
      </Stack>
    </Paper>
  );
}

function KindPanel({ kind }: { kind: CatalogueKind }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CatalogueStatus>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CatalogueEntry | 'new' | null>(null);
  const [merging, setMerging] = useState<CatalogueEntry | null>(null);
  const query = useDebouncedValue(search.trim(), 300);
  const list = useCatalogueList(kind, { query, status, page });
  const rows = list.data?.data ?? [];
  const totalPages = list.data?.pagination?.total_pages ?? 1;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          label={`Search ${CATALOGUE_KIND_LABELS[kind].toLowerCase()}`}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Show"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as CatalogueStatus);
            setPage(1);
          }}
          size="small"
          sx={{ minWidth: 140 }}
        >
          {CATALOGUE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Add
        </Button>
      </Stack>
      {list.isFetching && <LinearProgress aria-label="Loading entries" sx={{ mb: 1 }} />}
      {list.isSuccess && rows.length === 0 && <Alert severity="info">Nothing matches.</Alert>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={CATALOGUE_KIND_LABELS[kind]}>
        {rows.map((entry) => (
          <EntryRow
            key={entry.id}
            kind={kind}
            entry={entry}
            onEdit={() => setEditing(entry)}
            onMerge={() => setMerging(entry)}
          />
        ))}
      </Stack>
      {totalPages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={totalPages} page={page} onChange={(_e, next) => setPage(next)} color="primary" />
        </Box>
      )}
      {editing && (
        <EntryDialog kind={kind} entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {merging && <MergeDialog kind={kind} entry={merging} onClose={() => setMerging(null)} />}
    </>
  );
}

/** Skills users typed into their entries: accept, merge into an existing skill, or reject. */
function ReviewPanel() {
  const [page, setPage] = useState(1);
  const list = useWaitingSkills(page);
  const accept = useAcceptSkill();
  const reject = useRejectSkill();
  const [merging, setMerging] = useState<{ id: number; name: string } | null>(null);
  const { showSnackbar, showPopup } = useFeedback();
  const rows = list.data?.data ?? [];
  const onError = (error: unknown) => showPopup(failurePopup(error));
  return (
    <>
      {list.isSuccess && rows.length === 0 && <Alert severity="info">No skill is waiting for review.</Alert>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Skills to review">
        {rows.map((s) => (
          <Paper
            key={s.id}
            variant="outlined"
            component="li"
            aria-label={s.display_name}
            sx={{ listStyle: 'none', p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Box sx={{ flex: '1 1 240px' }}>
              <Typography sx={{ fontWeight: 700 }}>{s.display_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {s.type} · typed in {indiaDate(s.inserted_at)}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                onClick={() =>
                  accept.mutate(s.id, {
                    onSuccess: () => showSnackbar(`${s.display_name} is offered to everyone.`),
                    onError,
                  })
                }
              >
                Accept
              </Button>
              <Button size="small" onClick={() => setMerging({ id: s.id, name: s.display_name })}>
                Merge into…
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() =>
                  reject.mutate(
                    { id: s.id },
                    { onSuccess: () => showSnackbar(`${s.display_name} was rejected.`), onError },
                  )
                }
              >
                Reject
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {(list.data?.pagination?.total_pages ?? 1) > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={list.data!.pagination!.total_pages} page={page} onChange={(_e, next) => setPage(next)} />
        </Box>
      )}
      {merging && <MergeDialog kind="skills" entry={merging} reject onClose={() => setMerging(null)} />}
    </>
  );
}

/** /catalogue (admins holding manage_catalogue): every kind of catalogue entry, and skills to review. */
export default function CataloguePage() {
  const [tab, setTab] = useState<TabValue>('skills');
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 }, maxWidth: 1040 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 1 }}>
        Catalogue
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Add, edit, merge duplicates and retire the entries people pick from. A merge moves every record to the entry you
        keep; a retired entry stays on the records that name it.
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, next: TabValue) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {CATALOGUE_KINDS.map((k) => (
          <Tab key={k} value={k} label={CATALOGUE_KIND_LABELS[k]} />
        ))}
        <Tab value="review" label="Skills to review" />
      </Tabs>
      {tab === 'review' ? <ReviewPanel /> : <KindPanel key={tab} kind={tab} />}
    </Box>
  );
}
