import { ITEM_STATE_LABELS, RESOURCE_KIND_LABELS, type LearningRequest, type MyItem } from '@lbd/shared';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import SkipNext from '@mui/icons-material/SkipNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { formatDay } from '../learning-view';
import type { LearningRequestKind as RequestKind } from '../../../components/learning/learning-request-dialog';

const REQUEST_KIND_TEXT = { skip: 'Skip', extension: 'More time' } as const;

/** A request about one item and its answer. */
function RequestLine({ request }: { request: LearningRequest }) {
  const answer =
    request.status === 'Pending'
      ? 'Waiting for your mentor'
      : request.status === 'Refused'
        ? 'Refused'
        : request.kind === 'extension'
          ? `${request.status === 'Offered' ? 'Your mentor offered' : 'Approved:'} ${formatDay(request.granted_date ?? request.requested_date)}`
          : 'Approved';
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      <strong>{REQUEST_KIND_TEXT[request.kind]}</strong>
      {request.kind === 'extension' && request.requested_date ? ` to ${formatDay(request.requested_date)}` : ''}:{' '}
      {answer}
      {request.comment ? ` · “${request.comment}”` : ''}
    </Typography>
  );
}

/** One resource of the student's learning path: state, due date and days left (from the API), actions. */
export function MyItemRow({
  item,
  index,
  open,
  busy,
  to,
  onDone,
  onRequest,
}: {
  item: MyItem;
  index: number;
  /** The enrolment is active (not left). */
  open: boolean;
  busy: boolean;
  to: string | null;
  onDone: () => void;
  onRequest: (kind: RequestKind) => void;
}) {
  const done = item.state === 'complete';
  const pending = item.requests.some((r) => r.status === 'Pending');
  const overdue = item.days_left !== null && item.days_left < 0 && !done;
  const canAct = open && item.state === 'open';
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${index + 1}. ${item.title}`}
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ color: done ? 'success.main' : 'text.disabled', pt: 0.25 }} aria-hidden>
          {done ? <CheckCircle /> : item.state === 'skipped' ? <SkipNext /> : <RadioButtonUnchecked />}
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {to ? (
              <Box component={Link} to={to} sx={{ color: 'inherit' }}>
                {index + 1}. {item.title}
              </Box>
            ) : (
              `${index + 1}. ${item.title}`
            )}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5, alignItems: 'center' }}>
            <Chip
              size="small"
              label={ITEM_STATE_LABELS[item.state]}
              color={done ? 'success' : item.state === 'skipped' ? 'default' : 'primary'}
              variant={done ? 'filled' : 'outlined'}
            />
            {!item.required && <Chip size="small" label="Optional" variant="outlined" />}
            {item.resource && (
              <Typography variant="body2" color="text.secondary">
                {RESOURCE_KIND_LABELS[item.resource.kind]}
              </Typography>
            )}
          </Stack>
          {item.due_date && !done && item.state !== 'skipped' && (
            <Typography variant="body2" sx={{ mt: 0.5 }} color={overdue ? 'error.main' : 'text.secondary'}>
              Due {formatDay(item.due_date)} ·{' '}
              <span aria-label={`Days left: ${item.days_left_text}`}>{item.days_left_text}</span>
            </Typography>
          )}
          {item.requests.map((r) => (
            <RequestLine key={r.id} request={r} />
          ))}
          {canAct && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
              <Button size="small" variant="contained" onClick={onDone} disabled={busy}>
                Mark as done
              </Button>
              {item.required && (
                <Button size="small" onClick={() => onRequest('skip')} disabled={pending}>
                  Ask to skip
                </Button>
              )}
              {item.due_date && (
                <Button size="small" onClick={() => onRequest('extension')} disabled={pending}>
                  Ask for more time
                </Button>
              )}
            </Stack>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
