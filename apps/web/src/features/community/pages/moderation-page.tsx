import {
  MODERATION_STATUS_LABELS,
  MODERATION_STATUSES,
  POST_LIMITS,
  POST_TEXTS as T,
  REPORT_REASON_LABELS,
  type ModerationDecision,
  type ModerationItem,
  type ModerationStatus,
} from '@lbd/shared/posts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDateTime } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { useModerationDecision, useModerationQueue } from '../moderation-api';

const DECISION_LABELS: Record<ModerationDecision, string> = { hide: 'Hide', keep: 'Keep' };

function ItemCard({ item }: { item: ModerationItem }) {
  const decide = useModerationDecision();
  const { showSnackbar } = useFeedback();
  const [note, setNote] = useState('');
  const what = item.kind === 'post' ? 'Post' : 'Comment';
  const act = (decision: ModerationDecision) =>
    decide.mutate(
      { item, body: { decision, note } },
      { onSuccess: () => showSnackbar(decision === 'hide' ? T.moderationHidden : T.moderationKept) },
    );
  return (
    <Paper variant="outlined" component="article" aria-label={`${what} by ${item.author.name}`} sx={{ p: 2.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{item.author.name}</Typography>
        <Chip size="small" label={what} variant="outlined" />
        {item.hidden && (
          <Chip
            size="small"
            color="warning"
            label={item.hidden_by === 'moderator' ? 'Hidden by a moderator' : 'Hidden by reports'}
          />
        )}
        {item.decision && !item.hidden && <Chip size="small" color="success" label="Kept" />}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto !important' }}>
          Last reported {indiaDateTime(item.last_reported_at)}
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', my: 1.5, overflowWrap: 'anywhere' }}>
        {item.excerpt || '(photos only)'}
      </Typography>
      {!item.hidden && (
        <Link component={RouterLink} to={`/posts/${item.post_id}`} variant="body2">
          Open the post
        </Link>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
        <Chip
          size="small"
          label={`${item.report_count} ${item.report_count === 1 ? 'report' : 'reports'} · weight ${item.weight}`}
        />
        {item.reasons.map((r) => (
          <Chip
            key={r.reason}
            size="small"
            variant="outlined"
            label={`${REPORT_REASON_LABELS[r.reason]} (${r.count})`}
          />
        ))}
      </Stack>
      {item.notes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
          {item.notes.map((n, i) => (
            <li key={i}>
              <Typography variant="body2">“{n}”</Typography>
            </li>
          ))}
        </Box>
      )}
      {item.decided_at && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Decided {indiaDateTime(item.decided_at)}: {item.decision === 'hide' ? 'hidden' : 'kept'}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label="Note for the record (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: POST_LIMITS.moderationNoteMax } }}
          sx={{ flex: 1 }}
        />
        {(['hide', 'keep'] as const)
          .filter((d) => (d === 'hide' ? !item.hidden || item.hidden_by === 'reports' : item.hidden || !item.decision))
          .map((d) => (
            <Button
              key={d}
              variant={d === 'hide' ? 'contained' : 'outlined'}
              color={d === 'hide' ? 'error' : 'primary'}
              disabled={decide.isPending}
              onClick={() => act(d)}
            >
              {DECISION_LABELS[d]}
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}

/**
 * /moderation (ours, decision 0082): reported posts and comments for admins (all of them) and for an
 * institution's staff (their own students'), heaviest first; hide or keep, each decision audited.
 */
export default function ModerationPage() {
  const [status, setStatus] = useState<ModerationStatus>('open');
  const [page, setPage] = useState(1);
  const list = useModerationQueue(status, page);
  const answer = list.data;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 1 }}>
        Moderation
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Reports weigh by the reporter's standing; at a weight of {POST_LIMITS.autoHideWeight} a post or comment is
        hidden until you decide. Every decision is recorded.
      </Typography>
      <Tabs
        value={status}
        onChange={(_e, v: ModerationStatus) => {
          setStatus(v);
          setPage(1);
        }}
        aria-label="Reports by status"
        sx={{ mb: 2 }}
        variant="scrollable"
      >
        {MODERATION_STATUSES.map((s) => (
          <Tab key={s} value={s} label={MODERATION_STATUS_LABELS[s]} />
        ))}
      </Tabs>
      {list.isError && <Alert severity="error">The reports could not be loaded. Please try again.</Alert>}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {answer?.data.length === 0 && <Typography color="text.secondary">{T.moderationEmpty}</Typography>}
        {answer?.data.map((item) => (
          <ItemCard key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </Box>
      {answer && answer.pagination.total_pages > 1 && (
        <Pagination sx={{ mt: 2 }} count={answer.pagination.total_pages} page={page} onChange={(_e, p) => setPage(p)} />
      )}
    </Container>
  );
}
