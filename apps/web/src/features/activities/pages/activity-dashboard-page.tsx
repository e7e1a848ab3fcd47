import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { indiaDateTime } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { saveBlob } from '../../../lib/save-blob';
import { useDashboardFailure } from '../../../lib/use-dashboard-failure';
import { useIsMobile } from '../../../lib/use-is-mobile';
import {
  downloadScoreCard,
  sendScoreCards,
  useActivity,
  useActivityDashboard,
  type ActivityDashboard,
  type MentorStudentRow,
  type ReviewerAgreement,
} from '../api/author';
import { AuthorGate } from '../components/author/author-gate';
import { EvaluateDialog, ExtendDialog, ReviewersDialog } from '../components/author/mentor-dialogs';
import { MentorStudents, type StudentAction } from '../components/author/mentor-students';
import { MentorToolbar } from '../components/author/mentor-toolbar';
import { ScrollRegion } from '../../../components/scroll-region';

/** /activityDashboard/{id}: submissions, reviews, the mentor's queue, scores and reviewer agreement. */
export default function ActivityDashboardPage() {
  return (
    <AuthorGate>
      <Dashboard />
    </AuthorGate>
  );
}

function Count({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={label}>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

function Counts({ d }: { d: ActivityDashboard }) {
  const submitted = d.students.filter((s) => s.status === 'Submitted' || s.status === 'complete');
  const done = submitted.reduce((n, s) => n + Math.min(s.reviews_done, s.reviews_required), 0);
  const required = submitted.reduce((n, s) => n + s.reviews_required, 0);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      <Count label="Enrolled" value={d.students.length} />
      <Count label="Submitted" value={submitted.length} />
      <Count label="Reviews done / required" value={`${done} / ${required}`} />
      <Count label="Flagged (wide spread)" value={d.students.filter((s) => s.flagged).length} />
      <Count label="Appealed" value={d.students.filter((s) => s.open_appeals > 0).length} />
      <Count label="In your queue" value={d.mentor_queue.length} />
    </Box>
  );
}

const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } };

function Agreement({ rows }: { rows: ReviewerAgreement[] }) {
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No peer scores yet.
      </Typography>
    );
  return (
    <ScrollRegion outlined label="Reviewer agreement">
      <Table size="small" aria-label="Reviewer agreement">
        <TableHead>
          <TableRow>
            <TableCell>Reviewer</TableCell>
            <TableCell align="right">Reviews</TableCell>
            <TableCell align="right" sx={HIDE_ON_PHONE}>
              Mean distance
            </TableCell>
            <TableCell align="right">Agreement</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.reviewer_id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.name}</TableCell>
              <TableCell align="right">{r.reviews}</TableCell>
              <TableCell align="right" sx={HIDE_ON_PHONE}>
                {r.mean_distance}
              </TableCell>
              <TableCell align="right">{`${r.agreement}%`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>{children}</Box>
    </Box>
  );
}

type Open = { action: 'evaluate' | 'extend' | 'reviewers'; row: MentorStudentRow } | null;

function Dashboard() {
  const id = Number(useParams().id);
  const isMobile = useIsMobile();
  const { showSnackbar } = useFeedback();
  const onFailure = useDashboardFailure();
  const dashboard = useActivityDashboard(id);
  const activity = useActivity(id);
  const [open, setOpen] = useState<Open>(null);

  const sendCard = useMutation({
    mutationFn: (row: MentorStudentRow) => sendScoreCards(id, row.profile_id),
    meta: { handleErrors: false },
    onSuccess: ({ sent }, row) =>
      showSnackbar(sent ? `Score card emailed to ${row.name}.` : `${row.name} has no email address to send to.`),
    onError: onFailure,
  });
  const download = useMutation({
    mutationFn: (row: MentorStudentRow) => downloadScoreCard(id, row.profile_id),
    meta: { handleErrors: false },
    onSuccess: ({ blob, filename }, row) => saveBlob(blob, filename ?? `score_card_${id}_${row.profile_id}.pdf`),
    onError: onFailure,
  });

  if (!dashboard.data || !activity.data) return <PageLoading />;
  const d = dashboard.data;
  const a = activity.data;
  const queue = d.students.filter((s) => s.in_mentor_queue);
  const handleAction = (action: StudentAction, row: MentorStudentRow) => {
    if (action === 'sendCard') return sendCard.mutate(row);
    if (action === 'downloadCard') return download.mutate(row);
    setOpen({ action, row });
  };
  const close = () => setOpen(null);
  const students = (rows: MentorStudentRow[], label: string) => (
    <MentorStudents rows={rows} onAction={handleAction} compact={isMobile} label={label} />
  );

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1400 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button component={RouterLink} to="/assignmentStatsDashboard" startIcon={<ArrowBack />} size="small">
          Activities
        </Button>
        <Button component={RouterLink} to={`/activity/${id}`} size="small">
          Activity page
        </Button>
      </Stack>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
        {d.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`Activity dashboard · evaluation closes ${indiaDateTime(d.peer_disable_at)} · scores out of ${a.mentor_assessment_score} (mentor) + ${a.peer_assessment_score} (peer), peer score by ${a.scoring_method}`}
      </Typography>
      <Counts d={d} />
      <MentorToolbar dashboard={d} />
      <Section
        title="Your queue"
        hint="Work short of reviews after the evaluation window, work whose peer scores spread widely, and appealed reviews. Scoring it takes it out of the queue."
      >
        {queue.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing waits for you.
          </Typography>
        ) : (
          students(queue, 'Mentor queue')
        )}
      </Section>
      <Section title="Submissions">{students(d.students, 'Submissions')}</Section>
      <Section
        title="Reviewer agreement"
        hint="How close each reviewer's scores are to the combined peer scores of the work they reviewed (100% = the same)."
      >
        <Agreement rows={d.reviewer_agreement} />
      </Section>
      {open?.action === 'evaluate' && <EvaluateDialog row={open.row} assignment={a} onClose={close} />}
      {open?.action === 'extend' && <ExtendDialog row={open.row} onClose={close} />}
      {open?.action === 'reviewers' && <ReviewersDialog row={open.row} students={d.students} onClose={close} />}
    </Box>
  );
}
