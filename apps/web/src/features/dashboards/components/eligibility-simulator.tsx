import { SHORTLIST_TEXTS as T, type EligibilitySimulation } from '@lbd/shared/shortlists';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SearchAutocomplete, type SearchOption } from '../../../components/search-autocomplete';
import { searchPublishedJobs, useEligibility } from '../shortlist-api';
import { Section } from './dashboard-parts';

const PAGE = 10;

/**
 * The eligibility simulator (issue 24 item 7): a published job's criteria against every student of the
 * caller's institute (a department admin's branch): how many qualify, how many fail each criterion,
 * and who does not qualify with the exact reasons each student sees for themselves before applying.
 */
export function EligibilitySimulator() {
  const [job, setJob] = useState<SearchOption | null>(null);
  const [criterion, setCriterion] = useState('');
  const [page, setPage] = useState(1);
  const result = useEligibility(job?.id ?? null, criterion, page, PAGE);
  const choose = (next: SearchOption | null) => {
    setJob(next);
    setCriterion('');
    setPage(1);
  };
  return (
    <Section title={T.simulatorHeading}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.simulatorCaption}
      </Typography>
      <Box sx={{ maxWidth: 480, mb: 2 }}>
        <SearchAutocomplete
          label={T.chooseJob}
          value={job}
          onChange={choose}
          queryKey={['shortlist', 'published-jobs']}
          fetchOptions={searchPublishedJobs}
        />
      </Box>
      {job &&
        (result.isError ? (
          <Alert severity="error" action={<Button onClick={() => void result.refetch()}>Try again</Button>}>
            We could not judge this job’s criteria. Please try again.
          </Alert>
        ) : !result.data ? (
          <LinearProgress aria-label="Judging the students" />
        ) : (
          <Outcome
            sim={result.data.data}
            criterion={criterion}
            onCriterion={(c) => {
              setCriterion(c);
              setPage(1);
            }}
            page={page}
            pages={result.data.pagination?.total_pages ?? 1}
            onPage={setPage}
          />
        ))}
    </Section>
  );
}

function Outcome({
  sim,
  criterion,
  onCriterion,
  page,
  pages,
  onPage,
}: {
  sim: EligibilitySimulation;
  criterion: string;
  onCriterion: (c: string) => void;
  page: number;
  pages: number;
  onPage: (p: number) => void;
}) {
  return (
    <Stack spacing={2} aria-label={`${T.simulatorHeading}: ${sim.job.title}`} role="region">
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {T.qualify(sim.qualifying, sim.students)}
      </Typography>
      {sim.criteria.length === 0 && <Alert severity="info">{T.noCriteria}</Alert>}
      {sim.by_criterion.length > 0 && (
        <Table size="small" aria-label={T.failingHeading} sx={{ maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>{T.criterion}</TableCell>
              <TableCell align="right">Students who fail it</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sim.by_criterion.map((c) => (
              <TableRow key={c.name}>
                <TableCell>{c.name}</TableCell>
                <TableCell align="right">{c.students}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {sim.not_qualifying === 0 ? (
        sim.criteria.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {T.allQualify}
          </Typography>
        )
      ) : (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {T.notQualifyingHeading}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={criterion}
            onChange={(_e, next: string | null) => next !== null && onCriterion(next)}
            aria-label={T.criterion}
            sx={{ mb: 1, flexWrap: 'wrap' }}
          >
            <ToggleButton value="">{T.allCriteria}</ToggleButton>
            {sim.by_criterion.map((c) => (
              <ToggleButton key={c.name} value={c.name}>
                {c.name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <List dense aria-label={T.notQualifyingHeading}>
            {sim.not_qualifying_students.map((s) => (
              <ListItem key={s.profile_id} disableGutters>
                <ListItemText
                  primary={`${s.name}${s.branch ? ` · ${s.branch}` : ''}${s.batch ? ` · ${s.batch}` : ''}`}
                  secondary={s.failing.map((f) => `${f.name}: ${f.detail}`).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
          {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, p) => onPage(p)} size="small" />}
        </Box>
      )}
    </Stack>
  );
}
