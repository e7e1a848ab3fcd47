import { JOB_TEXTS, type JobCard as JobCardData, type JobPostingType } from '@lbd/shared';
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
import { useDeferredValue, useId, useState, type ComponentType, type FormEvent } from 'react';
import { RenderLater } from '../../../components/render-later';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { useModuleAfterPaint } from '../../../lib/use-module-after-paint';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { createJob, fetchJobList, fetchRecommended, jobKeys, searchJobs } from '../api';
import type { JobCardProps } from '../components/job-card';
import { EMPTY_FILTERS, filterProblem, type JobsKind, type ListFilters } from '../job-helpers';
import { JOBS_PAGE_SIZE } from '../list-request';
import { JOBS_LIST_TEXTS } from '../list-texts';

/** Cards rendered with the filters: about what a wide screen shows first (a phone shows fewer). */
const FIRST_CARDS = 4;

/** Jobs as the list's items; the list sits right under the page's h1 (the spec gives it no heading). */
function CardItems({ jobs, Card }: { jobs: JobCardData[]; Card: ComponentType<JobCardProps> }) {
  return jobs.map((job) => (
    <li key={job.id}>
      <Card job={job} headingLevel="h2" />
    </li>
  ));
}

// The filters (autocompletes, catalogue look-ups) and the cards come after the first screenful: their
// code loads after the page's first render, so the heading and the search box do not wait for it.
const loadListParts = () =>
  Promise.all([import('../components/job-filters'), import('../components/job-card')]).then(([filters, card]) => ({
    JobFilters: filters.JobFilters,
    JobCard: card.JobCard,
  }));

/** /jobs and /internships: filters, search, recommendations for students, paged cards. */
export default function JobsListPage({ kind }: { kind: JobsKind }) {
  const text = JOBS_LIST_TEXTS[kind];
  const { user } = useSession();
  const profile = user?.profile ?? null;
  const isStudent = profile?.profile_type === 'STUDENT' && profile.active;
  const canPost = (profile?.profile_type === 'COMPANY' || profile?.profile_type === 'INSTITUTION') && profile.active;
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();

  const [filters, setFilters] = useState<ListFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [searchBox, setSearchBox] = useState('');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const debouncedFilters = useDebouncedValue(filters, 300);
  const problem = filterProblem(debouncedFilters);

  const list = useQuery({
    queryKey: query ? jobKeys.search(kind, query, page) : jobKeys.list(kind, debouncedFilters, page),
    queryFn: () =>
      query
        ? searchJobs(kind, query, page, JOBS_PAGE_SIZE)
        : fetchJobList(kind, debouncedFilters, page, JOBS_PAGE_SIZE),
    enabled: query !== '' || problem === null,
    placeholderData: keepPreviousData,
  });
  const recommendedType: JobPostingType = kind === 'internships' ? 'Internship' : 'Job_Fulltime';
  const recommended = useQuery({
    queryKey: jobKeys.recommended(recommendedType),
    queryFn: () => fetchRecommended(recommendedType),
    enabled: Boolean(isStudent),
    meta: { handleErrors: false },
  });
  const post = useMutation({
    mutationFn: () => createJob({ title: text.draft, type: kind === 'internships' ? 'Internship' : 'Job_Fulltime' }),
    meta: { handleErrors: false },
    onSuccess: ({ id }) => navigateTo([kind, id], { edit: 'true' }),
    onError: (error) => showPopup(failurePopup(error)),
  });

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(searchBox.trim());
    setPage(1);
  };
  const clearSearch = () => {
    setSearchBox('');
    setQuery('');
    setPage(1);
  };

  // A page of cards is the heaviest render here: the answer is rendered in an interruptible render
  // after the one that received it (the loading bar shows meanwhile).
  const shown = useDeferredValue(list.data);
  const rows = shown?.data ?? [];
  const total = shown?.pagination?.total ?? 0;
  // A search counts its matches only so far ("100+ results").
  const totalText = `${total}${shown?.pagination?.total_capped ? '+' : ''}`;
  const totalPages = shown?.pagination?.total_pages ?? 1;
  const shownSuccess = list.isSuccess && shown === list.data;
  const parts = useModuleAfterPaint(loadListParts);
  const loadingBar = <LinearProgress aria-label={`Loading ${text.heading.toLowerCase()}`} sx={{ mb: 1 }} />;

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
            {isStudent && !query && (recommended.data?.length ?? 0) > 0 && (
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
                    <parts.JobCard key={job.id} job={job} reason={job.reason} />
                  ))}
                </Box>
              </Box>
            )}

            {query ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
                <Typography>
                  {shownSuccess ? `${totalText} result${totalText === '1' ? '' : 's'} for` : 'Searching for'}
                </Typography>
                <Chip label={query} onDelete={clearSearch} />
              </Stack>
            ) : (
              <parts.JobFilters
                kind={kind}
                value={filters}
                problem={problem}
                onChange={(next) => {
                  setFilters(next);
                  setPage(1);
                }}
              />
            )}

            {(list.isFetching || shown !== list.data) && (
              <LinearProgress aria-label={`Loading ${text.heading.toLowerCase()}`} sx={{ mb: 1 }} />
            )}
            {shownSuccess && rows.length === 0 && <Alert severity="info">{text.none}</Alert>}
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
              <CardItems jobs={rows.slice(0, FIRST_CARDS)} Card={parts.JobCard} />
              {/* The cards below the first screenful in a commit of their own (on the page's first render;
                  the next pages' cards come in one). */}
              <RenderLater>
                <CardItems jobs={rows.slice(FIRST_CARDS)} Card={parts.JobCard} />
              </RenderLater>
            </Box>
            {totalPages > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                <Pagination
                  count={totalPages}
                  page={page}
                  onChange={(_e, next) => setPage(next)}
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
    </Box>
  );
}
