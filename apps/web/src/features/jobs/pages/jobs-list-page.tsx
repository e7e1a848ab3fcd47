import { JOB_TEXTS, type JobCard as JobCardData, type JobMark, type JobPostingType } from '@lbd/shared/jobs';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import OutlinedInput from '@mui/material/OutlinedInput';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useId,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RenderLater } from '../../../components/render-later';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { useModuleAfterPaint } from '../../../lib/use-module-after-paint';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { createJob, fetchJobList, fetchJobMarks, fetchOrgJobs, fetchRecommended, jobKeys, searchJobs } from '../api';
import type { JobCardProps } from '../components/job-card';
import { filterProblem, type JobsKind, type ListFilters } from '../job-helpers';
import { isFiltered, JOBS_PAGE_SIZE, listSearch, parseListUrl, type ListState } from '../list-request';
import { emptyListText, JOBS_LIST_TEXTS } from '../list-texts';

const ListTabs = lazy(() => import('../components/list-tabs'));

/** Cards rendered with the filters: about what a wide screen shows first (a phone shows fewer). */
const FIRST_CARDS = 4;

/** Filters typed into a box: they reach the address once typing pauses; the others at once. */
const TYPED: readonly (keyof ListFilters)[] = ['min', 'max', 'title', 'location'];
const TYPING_PAUSE_MS = 400;

/** Jobs as the list's items; the list sits right under the page's h1 (the spec gives it no heading). */
function CardItems({
  jobs,
  Card,
  footer,
}: {
  jobs: JobCardData[];
  Card: ComponentType<JobCardProps>;
  footer?: (job: JobCardData) => ReactNode;
}) {
  return jobs.map((job) => (
    <li key={job.id}>
      <Card job={job} headingLevel="h2" footer={footer?.(job)} />
    </li>
  ));
}

// The filters (autocompletes, catalogue look-ups) and the cards come after the first screenful: their
// code loads after the page's first render, so the heading and the search box do not wait for it.
const loadListParts = () =>
  Promise.all([import('../components/job-filters'), import('../components/job-card')]).then(([filters, card]) => ({
    JobFilters: filters.JobFilters,
    JobCard: card.JobCard,
    JobMarkChips: card.JobMarkChips,
    JobStatusChip: card.JobStatusChip,
  }));
type ListParts = Awaited<ReturnType<typeof loadListParts>>;

/**
 * The list's state lives in the address (issue 23 item 21): a reload or a shared link opens the same
 * search, filters and page, and Back steps through them. Answers the state and a way to move it.
 */
function useListAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseListUrl(location.search);
  const go = (next: ListState) => {
    const search = listSearch(next, location.search);
    if (search !== (location.search === '?' ? '' : location.search)) void navigate({ search });
  };
  return { state, go };
}

/** /jobs and /internships: filters, search, recommendations for students, paged cards; 'Our jobs' for organisations. */
export default function JobsListPage({ kind }: { kind: JobsKind }) {
  const text = JOBS_LIST_TEXTS[kind];
  const { user } = useSession();
  const profile = user?.profile ?? null;
  const isStudent = profile?.profile_type === 'STUDENT' && profile.active;
  const canPost = (profile?.profile_type === 'COMPANY' || profile?.profile_type === 'INSTITUTION') && profile.active;
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const { state, go } = useListAddress();
  const view = canPost ? state.view : 'all';

  const post = useMutation({
    mutationFn: () => createJob({ title: text.draft, type: kind === 'internships' ? 'Internship' : 'Job_Fulltime' }),
    meta: { handleErrors: false },
    // `fresh`: the page discards the draft if its author leaves without saving it.
    onSuccess: ({ id }) => navigateTo([kind, id], { edit: 'true' }, { state: { freshDraft: id } }),
    onError: (error) => showPopup(failurePopup(error)),
  });
  const parts = useModuleAfterPaint(loadListParts);

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {text.heading}
          </Typography>
          <Typography color="text.secondary">{text.intro}</Typography>
        </Box>
        {canPost && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => post.mutate()}
            disabled={post.isPending}
            sx={{ flexShrink: 0 }}
          >
            {text.post}
          </Button>
        )}
      </Stack>
      {canPost && (
        <Suspense fallback={null}>
          <ListTabs
            value={view}
            onChange={(next) => go({ ...state, view: next, page: 1 })}
            labels={{ all: text.all, ours: text.ours, group: `Which ${text.noun}` }}
          />
        </Suspense>
      )}
      {view === 'ours' ? (
        <OurPostings kind={kind} page={state.page} onPage={(page) => go({ ...state, page })} parts={parts} />
      ) : (
        <PublicList kind={kind} state={state} go={go} isStudent={Boolean(isStudent)} parts={parts} />
      )}
    </Box>
  );
}

function PublicList({
  kind,
  state,
  go,
  isStudent,
  parts,
}: {
  kind: JobsKind;
  state: ListState;
  go: (next: ListState) => void;
  isStudent: boolean;
  parts: ListParts | undefined;
}) {
  const text = JOBS_LIST_TEXTS[kind];
  const searchId = useId();
  const { query, filters, page } = state;

  // The form follows the address (a reload, Back, a link); typed filters reach it once typing pauses.
  const [draft, setDraft] = useState<ListFilters>(filters);
  const [searchBox, setSearchBox] = useState(query);
  const [shownAddress, setShownAddress] = useState({ filters: JSON.stringify(filters), query });
  if (shownAddress.filters !== JSON.stringify(filters) || shownAddress.query !== query) {
    setShownAddress({ filters: JSON.stringify(filters), query });
    setDraft(filters);
    setSearchBox(query);
  }
  const commit = (next: ListFilters) => go({ ...state, filters: next, page: 1 });
  // Typing has paused on what the form holds and the address differs: the address takes it. (After
  // Back the form holds the address again, so nothing older is written back.)
  const typed = JSON.stringify(useDebouncedValue(draft, TYPING_PAUSE_MS));
  const held = JSON.stringify(draft);
  const inAddress = JSON.stringify(filters);
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => {
    if (typed === held && typed !== inAddress) latestCommit.current(JSON.parse(typed) as ListFilters);
  }, [typed, held, inAddress]);
  const onFilters = (next: ListFilters) => {
    setDraft(next);
    const chosen = (Object.keys(next) as (keyof ListFilters)[]).some(
      (key) => !TYPED.includes(key) && next[key] !== draft[key],
    );
    if (chosen) commit(next);
  };

  const problem = filterProblem(filters);
  const list = useQuery({
    queryKey: query ? jobKeys.search(kind, query, filters, page) : jobKeys.list(kind, filters, page),
    queryFn: () =>
      query
        ? searchJobs(kind, query, filters, page, JOBS_PAGE_SIZE)
        : fetchJobList(kind, filters, page, JOBS_PAGE_SIZE),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const recommendedType: JobPostingType = kind === 'internships' ? 'Internship' : 'Job_Fulltime';
  const recommended = useQuery({
    queryKey: jobKeys.recommended(recommendedType),
    queryFn: () => fetchRecommended(recommendedType),
    enabled: isStudent,
    meta: { handleErrors: false },
  });

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ ...state, filters: draft, query: searchBox.trim(), page: 1 });
  };
  const clearSearch = () => go({ ...state, query: '', page: 1 });

  // A page of cards is the heaviest render here: the answer is rendered in an interruptible render
  // after the one that received it (the loading bar shows meanwhile).
  const shown = useDeferredValue(list.data);
  const rows = shown?.data ?? [];
  const total = shown?.pagination?.total ?? 0;
  // A search counts its matches only so far ("100+ results").
  const totalText = `${total}${shown?.pagination?.total_capped ? '+' : ''}`;
  const totalPages = shown?.pagination?.total_pages ?? 1;
  const shownSuccess = list.isSuccess && shown === list.data;
  const showRecommended = isStudent && !query && (recommended.data?.length ?? 0) > 0;

  // The student's own marks on the cards shown (applied, criteria not met): the list itself is the
  // same for everyone and comes from the server's memory.
  const markIds = [
    ...new Set([...rows.map((j) => j.id), ...(showRecommended ? recommended.data!.map((j) => j.id) : [])]),
  ];
  const marks = useQuery({
    queryKey: jobKeys.marks(markIds),
    queryFn: () => fetchJobMarks(markIds),
    enabled: isStudent && markIds.length > 0,
    meta: { handleErrors: false },
  });
  const markOf = new Map<number, JobMark>((marks.data ?? []).map((m) => [m.job_id, m]));
  const footer = (job: JobCardData) => {
    const mark = markOf.get(job.id);
    return mark && parts ? <parts.JobMarkChips mark={mark} /> : undefined;
  };
  const loadingBar = <LinearProgress aria-label={`Loading ${text.heading.toLowerCase()}`} sx={{ mb: 1 }} />;

  return (
    <>
      <Box component="form" role="search" onSubmit={handleSearch} sx={{ mb: 2 }}>
        {/* TextField's parts without TextField, which imports Select (Menu, Popover, List) into this
            first screenful's code for its select mode. */}
        <FormControl fullWidth variant="outlined">
          <InputLabel htmlFor={searchId} id={`${searchId}-label`}>
            {text.search}
          </InputLabel>
          <OutlinedInput
            id={searchId}
            label={text.search}
            fullWidth
            value={searchBox}
            onChange={(e) => setSearchBox(e.target.value)}
            inputProps={{ maxLength: 200 }}
            endAdornment={
              <InputAdornment position="end">
                {query && (
                  <IconButton aria-label="Clear search" onClick={clearSearch} edge="end">
                    <Close />
                  </IconButton>
                )}
                <IconButton aria-label="Search" type="submit" edge="end">
                  <Search />
                </IconButton>
              </InputAdornment>
            }
          />
        </FormControl>
      </Box>

      {/* The heading and the search box paint first; filters and cards in the next render, once their
          code has loaded (the loading bar shows meanwhile). */}
      <RenderLater>
        {!parts ? (
          loadingBar
        ) : (
          <>
            {showRecommended && (
              <Box component="section" aria-labelledby="recommended-heading" sx={{ mb: 3 }}>
                <Typography id="recommended-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                  Recommended for you
                </Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gridAutoFlow: 'column',
                    gridAutoColumns: { xs: '85%', sm: '48%', md: '32%' },
                    gap: 2,
                    overflowX: 'auto',
                    pb: 1,
                  }}
                >
                  {recommended.data!.map((job) => (
                    <parts.JobCard key={job.id} job={job} reason={job.reason} footer={footer(job)} />
                  ))}
                </Box>
              </Box>
            )}

            <parts.JobFilters kind={kind} value={draft} problem={filterProblem(draft)} onChange={onFilters} />
            {query && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
                <Typography>
                  {shownSuccess ? `${totalText} result${totalText === '1' ? '' : 's'} for` : 'Searching for'}
                </Typography>
                <Chip label={query} onDelete={clearSearch} />
              </Stack>
            )}

            {(list.isFetching || shown !== list.data) && loadingBar}
            {shownSuccess && rows.length === 0 && (
              <Alert severity="info">
                {emptyListText(kind, {
                  query,
                  filtered: isFiltered(filters),
                  partTime: filters.type === 'Job_Parttime',
                })}
              </Alert>
            )}
            <Box
              component="ul"
              aria-label={query ? 'Search results' : text.heading}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  lg: 'repeat(3, minmax(0, 1fr))',
                },
                gap: 2,
              }}
            >
              <CardItems jobs={rows.slice(0, FIRST_CARDS)} Card={parts.JobCard} footer={footer} />
              {/* The cards below the first screenful in a commit of their own (on the page's first render;
                  the next pages' cards come in one). */}
              <RenderLater>
                <CardItems jobs={rows.slice(FIRST_CARDS)} Card={parts.JobCard} footer={footer} />
              </RenderLater>
            </Box>
            {totalPages > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                <Pagination
                  count={totalPages}
                  page={page}
                  onChange={(_e, next) => go({ ...state, page: next })}
                  color="primary"
                  aria-label="Pages"
                />
              </Box>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
              {`'${JOB_TEXTS.lastDay}' means applications close today.`}
            </Typography>
          </>
        )}
      </RenderLater>
    </>
  );
}

/** 'Our jobs': the organisation's own postings in every status (its drafts are found here). */
function OurPostings({
  kind,
  page,
  onPage,
  parts,
}: {
  kind: JobsKind;
  page: number;
  onPage: (page: number) => void;
  parts: ListParts | undefined;
}) {
  const text = JOBS_LIST_TEXTS[kind];
  const ours = useQuery({
    queryKey: jobKeys.ours(kind, page),
    queryFn: () => fetchOrgJobs(kind, page, JOBS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const rows = ours.data?.data ?? [];
  const totalPages = ours.data?.pagination?.total_pages ?? 1;
  return (
    <Box>
      {(ours.isFetching || !parts) && (
        <LinearProgress aria-label={`Loading ${text.ours.toLowerCase()}`} sx={{ mb: 1 }} />
      )}
      {ours.isSuccess && rows.length === 0 && <Alert severity="info">{text.oursNone}</Alert>}
      {parts && (
        <Box
          component="ul"
          aria-label={text.ours}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 2,
          }}
        >
          <CardItems jobs={rows} Card={parts.JobCard} footer={(job) => <parts.JobStatusChip status={job.status} />} />
        </Box>
      )}
      {totalPages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={totalPages}
            page={page}
            onChange={(_e, next) => onPage(next)}
            color="primary"
            aria-label="Pages"
          />
        </Box>
      )}
    </Box>
  );
}
