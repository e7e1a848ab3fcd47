import {
  ENTITY_STATUS_LABELS,
  KIND_LABELS,
  KIND_PEOPLE_LABELS,
  ORG_DASHBOARD_TEXTS as T,
  ORG_ENTITIES_PAGE_SIZE,
  ORG_ENTITY_STATUSES,
  type OrgEntityKind,
  type OrgEntityStatus,
} from '@lbd/shared/org-dashboard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../lib/dates';
import { useOrgEntities } from '../org-api';

const STATUS_COLOR: Record<OrgEntityStatus, 'default' | 'success' | 'warning'> = {
  draft: 'warning',
  published: 'success',
  closed: 'default',
};

/** The organisation's own jobs, internships, events and clubs, every status, each opening its page. */
export function OrgContentList({ kinds }: { kinds: readonly OrgEntityKind[] }) {
  const [kind, setKind] = useState<OrgEntityKind>(kinds[0]!);
  const [status, setStatus] = useState<OrgEntityStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useOrgEntities(kind, status, page, ORG_ENTITIES_PAGE_SIZE);
  const rows = list.data?.data ?? [];
  const pages = list.data?.pagination?.total_pages ?? 1;

  return (
    <Box component="section" aria-labelledby="org-content-heading" sx={{ mb: 4 }}>
      <Typography id="org-content-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.contentHeading}
      </Typography>
      <Tabs
        value={kind}
        onChange={(_e, next: OrgEntityKind) => {
          setKind(next);
          setPage(1);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Kind of content"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 1.5 }}
      >
        {kinds.map((k) => (
          <Tab key={k} value={k} label={KIND_LABELS[k]} />
        ))}
      </Tabs>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }} aria-label="Status">
        {[undefined, ...ORG_ENTITY_STATUSES].map((s) => (
          <Chip
            key={s ?? 'all'}
            label={s ? ENTITY_STATUS_LABELS[s] : T.allStatuses}
            color={s === status ? 'primary' : 'default'}
            variant={s === status ? 'filled' : 'outlined'}
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          />
        ))}
      </Stack>
      {list.isFetching && <LinearProgress aria-label={`Loading ${KIND_LABELS[kind].toLowerCase()}`} />}
      {list.isError && !list.data && (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>Try again</Button>}>
          {T.loadFailed}
        </Alert>
      )}
      {list.isSuccess && rows.length === 0 && <Alert severity="info">{T.none(kind)}</Alert>}
      {rows.length > 0 && (
        <List aria-label={KIND_LABELS[kind]}>
          {rows.map((row) => (
            <ListItem key={row.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={row.path}
                divider
                sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
              >
                <ListItemText
                  primary={row.title}
                  secondary={`${KIND_PEOPLE_LABELS[kind]}: ${row.people} · Updated ${indiaDate(row.updated_at)}`}
                  sx={{ minWidth: 0, flex: '1 1 12rem', overflowWrap: 'anywhere' }}
                />
                <Chip size="small" label={ENTITY_STATUS_LABELS[row.status]} color={STATUS_COLOR[row.status]} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
          size="small"
          sx={{ mt: 1 }}
          aria-label={`${KIND_LABELS[kind]} pages`}
        />
      )}
    </Box>
  );
}
