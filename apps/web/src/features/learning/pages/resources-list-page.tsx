import { LEARNING_LIMITS, RESOURCE_KIND_LABELS, RESOURCE_KINDS, type ResourceKind } from '@lbd/shared';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useResources } from '../api';
import { ResourceCard } from '../components/learning-cards';
import { PagedGrid } from '../components/paged-grid';
import { canAuthor } from '../learning-view';

/** /resources: published resources with search, a kind filter and pages; authors also see their own. */
export default function ResourcesListPage() {
  const { user } = useSession();
  const isAuthor = canAuthor(user);
  const [mine, setMine] = useState(false);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<ResourceKind | ''>('');
  const [page, setPage] = useState(1);
  const text = useDebouncedValue(query.trim(), 300);
  const list = useResources({ query: text, kind, mine, page });
  const empty = mine
    ? 'You have not written any resources yet.'
    : text || kind
      ? 'No resources match these filters. Try other words or another kind.'
      : 'No resources are published yet.';

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            Resources
          </Typography>
          <Typography color="text.secondary">Articles, videos, links and files to learn from.</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component={Link} to="/resourceGroups" variant="outlined">
            Learning paths
          </Button>
          {isAuthor && (
            <Button component={Link} to="/createResource" variant="contained" startIcon={<Add />}>
              Create Resource
            </Button>
          )}
        </Stack>
      </Stack>
      {isAuthor && (
        <Tabs
          value={mine ? 'mine' : 'all'}
          onChange={(_e, next) => {
            setMine(next === 'mine');
            setPage(1);
          }}
          sx={{ mb: 2 }}
          aria-label="Which resources"
        >
          <Tab value="all" label="All resources" />
          <Tab value="mine" label="My resources" />
        </Tabs>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label="Search resources"
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
          sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
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
        <TextField
          select
          label="Kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as ResourceKind | '');
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All kinds</MenuItem>
          {RESOURCE_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {RESOURCE_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <PagedGrid
        result={list.data}
        label="Resources"
        loading={list.isFetching}
        page={page}
        onPage={setPage}
        empty={empty}
        render={(r) => <ResourceCard resource={r} />}
      />
    </Box>
  );
}
