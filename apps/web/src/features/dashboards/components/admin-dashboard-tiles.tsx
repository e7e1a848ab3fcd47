import {
  ADMIN_DASHBOARD_TEXTS as T,
  type AdminDashboard,
  type OutboxHealth,
  type StatusCounts,
} from '@lbd/shared/admin-dashboard';
import { type ProfileType } from '@lbd/shared/enums';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../lib/dates';

const TYPE_LABELS: Record<ProfileType, string> = {
  STUDENT: 'Student',
  ADVISOR: 'Mentor',
  COMPANY: 'Company',
  INSTITUTION: 'Institution',
};

function Tile({ title, children, label }: { title: string; children: ReactNode; label?: string }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label ?? title}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One number with its name; a failure count above zero is shown in the error colour with an icon. */
function Figure({ label, value, failure = false }: { label: string; value: number; failure?: boolean }) {
  const alarming = failure && value > 0;
  return (
    <Stack
      direction="row"
      sx={{
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 1,
        color: alarming ? 'error.main' : undefined,
        fontWeight: alarming ? 700 : undefined,
      }}
      data-failure={alarming ? 'true' : undefined}
    >
      <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 'inherit' }}>
        {alarming && <ErrorOutline fontSize="inherit" sx={{ verticalAlign: '-2px', mr: 0.5 }} />}
        {label}
      </Typography>
      <Typography variant="body2" sx={{ color: 'inherit', fontWeight: alarming ? 700 : 600 }}>
        {value.toLocaleString('en-IN')}
      </Typography>
    </Stack>
  );
}

export function AwaitingApprovalTile({ awaiting }: { awaiting: AdminDashboard['awaiting_approval'] }) {
  return (
    <Tile title={T.awaitingApproval}>
      <Typography
        variant="h3"
        component="p"
        sx={{ fontWeight: 700, color: awaiting.count > 0 ? 'warning.dark' : undefined }}
      >
        {awaiting.count.toLocaleString('en-IN')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {awaiting.count === 0 ? T.nobodyWaiting : T.awaitingApprovalHint}
      </Typography>
      {awaiting.newest.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Newest awaiting approval">
          {awaiting.newest.map((p) => (
            <li key={p.id}>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {p.full_name} · {TYPE_LABELS[p.profile_type]} · {indiaDate(p.requested_at)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <Button component={RouterLink} to="/accounts" variant="contained" size="small">
          {T.openAccounts}
        </Button>
      </Box>
    </Tile>
  );
}

const statusLine = (c: StatusCounts) =>
  `${c.published.toLocaleString('en-IN')} published · ${c.draft.toLocaleString('en-IN')} draft · ${c.closed.toLocaleString('en-IN')} closed`;

export function ContentTile({ content }: { content: AdminDashboard['content'] }) {
  const rows: [string, StatusCounts][] = [
    ['Jobs', content.jobs],
    ['Internships', content.internships],
    ['Events', content.events],
    ['Clubs', content.clubs],
  ];
  return (
    <Tile title={T.content}>
      {rows.map(([label, counts]) => (
        <Box key={label}>
          <Figure label={label} value={counts.total} />
          <Typography variant="caption" color="text.secondary">
            {statusLine(counts)}
          </Typography>
        </Box>
      ))}
      <Figure label="Activities" value={content.activities} />
      <Figure label="Portfolio entries" value={content.portfolio_entries} />
    </Tile>
  );
}

export function QueueTile({ queue }: { queue: AdminDashboard['queue'] }) {
  return (
    <Tile title={T.queue}>
      {!queue.started && (
        <Typography variant="body2" color="text.secondary">
          {T.queueNotStarted}
        </Typography>
      )}
      <Figure label="Waiting" value={queue.waiting} />
      <Figure label="Running" value={queue.active} />
      <Figure label="Failed (last 24 h)" value={queue.failed_24h} failure />
      {queue.started && (
        <Box component="details" sx={{ mt: 0.5 }}>
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
            Per queue
          </Typography>
          {queue.queues.map((q) => (
            <Typography
              key={q.name}
              variant="caption"
              component="p"
              sx={{ color: q.failed_24h > 0 ? 'error.main' : 'text.secondary', wordBreak: 'break-word' }}
            >
              {q.name}: {q.waiting} waiting, {q.active} running, {q.failed_24h} failed
            </Typography>
          ))}
        </Box>
      )}
    </Tile>
  );
}

export function OutboxTile({ title, outbox, note }: { title: string; outbox: OutboxHealth; note: string }) {
  return (
    <Tile title={title}>
      {outbox.delivery === 'outbox_only' && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
      <Figure label="Written (last 24 h)" value={outbox.written_24h} />
      {outbox.delivery === 'provider' && <Figure label="Sent (last 24 h)" value={outbox.sent_24h} />}
      <Figure label={outbox.delivery === 'provider' ? 'Waiting' : 'Kept in the outbox'} value={outbox.waiting} />
      <Figure label="Failed (last 24 h)" value={outbox.failed_24h} failure />
    </Tile>
  );
}
