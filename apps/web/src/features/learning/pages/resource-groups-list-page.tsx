import { LEARNING_LIMITS } from '@lbd/shared';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CatalogueMultiSelect, type Picked } from '../../../components/catalogue-multi-select';
import { searchSkills } from '../../../lib/lookups-api';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { filterResourceGroups, GROUPS_KEY, LEARNING_PAGE } from '../api';
import { ResourceGroupCard } from '../components/learning-cards';
import { PagedGrid } from '../components/paged-grid';
import { canAuthor } from '../learning-view';

// Authors answer their paths' requests on a tab of their own; its chunk loads when it opens.
const LearningRequests = lazy(() =>
  import('../../../components/learning/learning-requests').then((m) => ({ default: m.LearningRequests })),
);

type View = 'all' | 'mine' | 'requests';

/** /resourceGroups: published learning paths (POST /api/filter_resource_groups) by search, skills, free only. */
export default function ResourceGroupsListPage() {
  const { user } = useSession();
  const isAuthor = canAuthor(user);
  const [view, setView] = useState<View>('all');
  const mine = view === 'mine';
  const [query, setQuery] = useState('');
  const [skills, setSkills] = useState<Picked[]>([]);
  const [freeOnly, setFreeOnly] = useState(false);
  const [page, setPage] = useState(1);
  const text = useDebouncedValue(query.trim(), 300);
  const body = {
    query: text || undefined,
    skill_ids: skills.map((s) => s.id),
    free_only: freeOnly,
    mine,
    page,
    count: LEARNING_PAGE,
  };
  const list = useQuery({
    queryKey: [...GROUPS_KEY, 'list', body],
    queryFn: () => filterResourceGroups(body),
    placeholderData: keepPreviousData,
    enabled: view !== 'requests',
  });
  const filtered = Boolean(text) || skills.length > 0 || freeOnly;
  const empty = mine
    ? 'You have not made any learning paths yet.'
    : filtered
      ? 'No learning paths match these filters. Try fewer filters.'
      : 'No learning paths are published yet.';

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            Learning paths
          </Typography>
          <Typography color="text.secondary">Resources in order, with due dates and your progress.</Typography>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component={Link} to="/resources" variant="outlined">
            Resources
          </Button>
          {isAuthor && (
            <Button component={Link} to="/createResourceGroup" variant="contained" startIcon={<Add />}>
              Create Learning Path
            </Button>
          )}
        </Stack>
      </Stack>
      {isAuthor && (
        <Tabs
          value={view}
          onChange={(_e, next: View) => {
            setView(next);
            setPage(1);
          }}
          sx={{ mb: 2 }}
          aria-label="Which learning paths"
        >
          <Tab value="all" label="All learning paths" />
          <Tab value="mine" label="My learning paths" />
          <Tab value="requests" label="Requests" />
        </Tabs>
      )}
      {view === 'requests' ? (
        <Suspense fallback={<LinearProgress aria-label="Loading requests" />}>
          <LearningRequests
            kindOfContent="resource_group"
            empty="No student of your learning paths is waiting for an answer."
          />
        </Suspense>
      ) : (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
            <TextField
              label="Search learning paths"
              type="search"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setPage(1);
              }}
              sx={{ flexGrow: 1, maxWidth: { md: 360 } }}
              slotProps={{
                htmlInput: { maxLength: LEARNING_LIMITS.searchMax },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Box sx={{ flexGrow: 1, maxWidth: { md: 400 } }}>
              <CatalogueMultiSelect
                label="Skills"
                value={skills}
                onChange={(next) => {
                  setSkills(next.slice(0, LEARNING_LIMITS.skillsMax));
                  setPage(1);
                }}
                queryKey={['learning', 'skills']}
                fetchOptions={searchSkills}
              />
            </Box>
            <FormControlLabel
              control={
                <Switch
                  checked={freeOnly}
                  onChange={(e) => {
                    setFreeOnly(e.target.checked);
                    setPage(1);
                  }}
                />
              }
              label="Free only"
            />
          </Stack>
          <PagedGrid
            result={list.data}
            label="Learning paths"
            loading={list.isFetching}
            page={page}
            onPage={setPage}
            empty={empty}
            render={(g) => <ResourceGroupCard group={g} />}
          />
        </>
      )}
    </Box>
  );
}
