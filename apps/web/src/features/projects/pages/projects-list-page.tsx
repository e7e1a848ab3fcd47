import { PROJECT_DIFFICULTIES, type ProjectDifficulty } from '@lbd/shared';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
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
import { SearchAutocomplete, type SearchOption } from '../../../components/search-autocomplete';
import { searchSkills } from '../../../lib/lookups-api';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useProjects } from '../api/catalogue';
import { ProjectCard } from '../components/project-card';
import { canAuthorProjects } from '../project-view';

/** /projects: published projects with search, difficulty and skill filters; authors also find their own. */
export default function ProjectsListPage() {
  const { user } = useSession();
  const isAuthor = canAuthorProjects(user);
  const [query, setQuery] = useState('');
  const [difficulty, setDifficulty] = useState<ProjectDifficulty | ''>('');
  const [skill, setSkill] = useState<SearchOption | null>(null);
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(1);
  const text = useDebouncedValue(query.trim(), 300);
  const list = useProjects({ query: text, difficulty, skillId: skill?.id ?? null, mine, page });
  const projects = list.data?.data ?? [];
  const pages = list.data?.pagination?.total_pages ?? 1;
  const filtered = Boolean(text || difficulty || skill);

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            Projects
          </Typography>
          <Typography color="text.secondary">
            Learn by doing: real projects with tasks in order, reviewed by mentors, added to your portfolio when done.
          </Typography>
        </Box>
        {isAuthor && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/createProject">
            Create Project
          </Button>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { md: 'center' } }}
        role="search"
        aria-label="Filter projects"
      >
        <TextField
          label="Search projects"
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
          sx={{ flexGrow: 1, maxWidth: { md: 380 } }}
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
        <TextField
          select
          label="Difficulty"
          value={difficulty}
          onChange={(e) => {
            setDifficulty(e.target.value as ProjectDifficulty | '');
            setPage(1);
          }}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">Any</MenuItem>
          {PROJECT_DIFFICULTIES.map((d) => (
            <MenuItem key={d} value={d}>
              {d}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ minWidth: { md: 240 } }}>
          <SearchAutocomplete
            label="Skill"
            value={skill}
            onChange={(next) => {
              setSkill(next);
              setPage(1);
            }}
            queryKey={['projects', 'skill-filter']}
            fetchOptions={searchSkills}
          />
        </Box>
        {isAuthor && (
          <FormControlLabel
            control={
              <Switch
                checked={mine}
                onChange={(e) => {
                  setMine(e.target.checked);
                  setPage(1);
                }}
              />
            }
            label="Mine, with drafts"
          />
        )}
      </Stack>
      {list.isFetching && <LinearProgress aria-label="Loading projects" sx={{ mb: 2 }} />}
      {!list.isPending && projects.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">
            {mine
              ? 'You have not written a project yet. Create one to give students a path to follow.'
              : filtered
                ? 'No projects match these filters.'
                : 'No projects are published yet. Check back soon.'}
          </Typography>
        </Paper>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Projects">
          {projects.map((project) => (
            <Grid key={project.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <ProjectCard project={project} to={mine ? `/createProject/${project.id}` : undefined} />
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
          aria-label="Pages of projects"
        />
      )}
    </Box>
  );
}
