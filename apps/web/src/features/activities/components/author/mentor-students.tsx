import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { indiaDateTime } from '../../../../lib/dates';
import type { MentorStudentRow, QueueReason } from '../../api/author';
import { MentorStatusChip } from './mentor-status-chip';
import { ScrollRegion } from '../../../../components/scroll-region';

export const QUEUE_REASON_LABELS: Record<QueueReason, string> = {
  under_reviewed: 'Short of reviews',
  flagged: 'Wide spread',
  appealed: 'Appealed',
};

/** What a row's buttons do; the page opens the dialogs. */
export type StudentAction = 'evaluate' | 'extend' | 'reviewers' | 'sendCard' | 'downloadCard';

export interface StudentsViewProps {
  rows: MentorStudentRow[];
  onAction: (action: StudentAction, row: MentorStudentRow) => void;
  /** Cards (phones) instead of a table. */
  compact: boolean;
  /** The table's accessible name. */
  label: string;
}

const dash = (n: number | null) => (n === null ? '—' : String(n));

function Reasons({ row }: { row: MentorStudentRow }) {
  const chips = [...row.queue_reasons];
  // A flag or an appeal shows even once the mentor has scored the work.
  if (row.flagged && !chips.includes('flagged')) chips.push('flagged');
  if (row.open_appeals > 0 && !chips.includes('appealed')) chips.push('appealed');
  if (chips.length === 0 && !row.in_mentor_queue) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {row.in_mentor_queue && <Chip size="small" color="warning" label="In your queue" />}
      {chips.map((r) => (
        <Chip key={r} size="small" variant="outlined" label={QUEUE_REASON_LABELS[r]} />
      ))}
    </Stack>
  );
}

function Actions({ row, onAction }: { row: MentorStudentRow } & Pick<StudentsViewProps, 'onAction'>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: StudentAction) => {
    setAnchor(null);
    onAction(action, row);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        variant={row.in_mentor_queue ? 'contained' : 'outlined'}
        onClick={() => onAction('evaluate', row)}
        disabled={row.status === 'Enrolled'}
        aria-label={`Evaluate ${row.name}`}
      >
        Evaluate
      </Button>
      <IconButton size="small" aria-label={`More actions for ${row.name}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('extend')}>Extend deadline</MenuItem>
        <MenuItem onClick={() => pick('reviewers')}>Reviewers</MenuItem>
        <MenuItem onClick={() => pick('sendCard')}>Email score card</MenuItem>
        <MenuItem onClick={() => pick('downloadCard')}>Download score card (PDF)</MenuItem>
      </Menu>
    </Stack>
  );
}

const deadlineText = (row: MentorStudentRow) =>
  `${indiaDateTime(row.submission_deadline)}${row.extended_deadline ? ' (extended)' : ''}`;

function StudentCard({ row, onAction }: { row: MentorStudentRow } & Pick<StudentsViewProps, 'onAction'>) {
  const facts: [string, string][] = [
    ['Submitted', row.submitted_at ? indiaDateTime(row.submitted_at) : 'Not yet'],
    ['Deadline', deadlineText(row)],
    ['Reviews', `${row.reviews_done} / ${row.reviews_required}`],
    ['Peer scores', row.peer_scores.join(', ') || '—'],
    ['Spread', dash(row.spread)],
    ['Peer score', dash(row.peer_score)],
    ['Mentor score', dash(row.score)],
    ['Final score', dash(row.final_score)],
  ];
  return (
    <Paper variant="outlined" component="article" aria-label={row.name} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {row.name}
        </Typography>
        <MentorStatusChip status={row.status} />
      </Stack>
      <Reasons row={row} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, my: 1.5 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Actions row={row} onAction={onAction} />
    </Paper>
  );
}

/** The enrolled students with their reviews, scores and queue state: a table, or cards on phones. */
export function MentorStudents({ rows, onAction, compact, label }: StudentsViewProps) {
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Nobody here.
      </Typography>
    );
  if (compact)
    return (
      <Stack spacing={1.5} role="list" aria-label={label}>
        {rows.map((r) => (
          <Box role="listitem" key={r.my_assignment_id}>
            <StudentCard row={r} onAction={onAction} />
          </Box>
        ))}
      </Stack>
    );
  return (
    <ScrollRegion outlined label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Student</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Deadline</TableCell>
            <TableCell align="right">Reviews</TableCell>
            <TableCell>Peer scores</TableCell>
            <TableCell align="right">Peer score</TableCell>
            <TableCell align="right">Mentor score</TableCell>
            <TableCell align="right">Final</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.my_assignment_id} data-testid={`student-${r.profile_id}`}>
              <TableCell sx={{ minWidth: 140 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {r.name}
                </Typography>
                <Reasons row={r} />
              </TableCell>
              <TableCell sx={{ minWidth: 130 }}>
                <MentorStatusChip status={r.status} />
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  {r.submitted_at ? `submitted ${indiaDateTime(r.submitted_at)}` : 'not submitted'}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>{deadlineText(r)}</TableCell>
              <TableCell align="right">{`${r.reviews_done} / ${r.reviews_required}`}</TableCell>
              <TableCell>
                {r.peer_scores.join(', ') || '—'}
                {r.spread !== null && (
                  <Typography variant="caption" color={r.flagged ? 'warning.main' : 'text.secondary'} component="p">
                    {`spread ${r.spread}`}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{dash(r.peer_score)}</TableCell>
              <TableCell align="right">{dash(r.score)}</TableCell>
              <TableCell align="right">{dash(r.final_score)}</TableCell>
              <TableCell>
                <Actions row={r} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
