import { LEARNING_PROGRAM_KEYS, LEARNING_PROGRAMS, type LearningProgram } from '@lbd/shared/learning';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CatalogueMultiSelect, type Picked } from '../../../components/catalogue-multi-select';
import { searchSkills } from '../../../lib/lookups-api';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { QUEST_PAGE_SIZE, useFilteredQuests } from '../api';
import { QuestCard } from '../components/quest-card';
import { canAuthorQuests, PAGE_TEXTS as T } from '../quest-view';

interface Filters {
  query: string;
  skills: Picked[];
  program: LearningProgram | '';
  freeOnly: boolean;
  mine: boolean;
}

const NO_FILTERS: Filters = { query: '', skills: [], program: '', freeOnly: false, mine: false };

/** /quests: the published quests (POST /api/fetch_filtered_quests) with search, skills, program and free only; authors also find their own. */
export default function QuestsListPage() {
  const { user } = useSession();
  const isAuthor = canAuthorQuests(user);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const text = useDebouncedValue(filters.query.trim(), 300);
  const list = useFilteredQuests({
    query: text || undefined,
    skill_ids: filters.skills.map((s) => s.id),
    program: filters.program || undefined,
    free_only: filters.freeOnly,
    mine: filters.mine,
    page,
    count: QUEST_PAGE_SIZE,
  });
  const change = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const quests = list.data?.data ?? [];
  const pages = list.data?.pagination?.total_pages ?? 1;
  const filtered = Boolean(text || filters.skills.length || filters.program || filters.freeOnly);

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {T.listTitle}
          </Typography>
          <Typography color="text.secondary">{T.listIntro}</Typography>
        </Box>
        {isAuthor && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/createQuest">
            {T.create}
          </Button>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 2 }}
        role="search"
        aria-label={T.filtersLabel}
      >
        <TextField
          label={T.search}
          type="search"
          value={filters.query}
          onChange={(e) => change({ query: e.target.value })}
          sx={{ flexGrow: 1, maxWidth: { md: 320 } }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ minWidth: { md: 260 } }}>
          <CatalogueMultiSelect
            label={T.skills}
            value={filters.skills}
            onChange={(skills) => change({ skills })}
            queryKey={['quests', 'skill-filter']}
            fetchOptions={searchSkills}
          />
        </Box>
        <TextField
          select
          label={T.program}
          value={filters.program}
          onChange={(e) => change({ program: e.target.value as LearningProgram | '' })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{T.anyProgram}</MenuItem>
          {LEARNING_PROGRAM_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {LEARNING_PROGRAMS[key].title}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={filters.freeOnly} onChange={(e) => change({ freeOnly: e.target.checked })} />}
          label={T.freeOnly}
        />
        {isAuthor && (
          <FormControlLabel
            control={<Switch checked={filters.mine} onChange={(e) => change({ mine: e.target.checked })} />}
            label={T.mine}
          />
        )}
      </Stack>
      {list.isFetching && <LinearProgress aria-label="Loading quests" sx={{ mb: 2 }} />}
      {list.isError && !list.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {T.retry}
            </Button>
          }
        >
          {T.listFailed}
        </Alert>
      ) : list.isPending ? null : quests.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">
            {filters.mine ? T.emptyMine : filtered ? T.emptyFiltered : T.emptyAll}
          </Typography>
        </Paper>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Quests">
          {quests.map((quest) => (
            <Grid key={quest.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <QuestCard quest={quest} />
            </Grid>
          ))}
        </Grid>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
          color="primary"
          aria-label="Pages of quests"
        />
      )}
    </Box>
  );
}
