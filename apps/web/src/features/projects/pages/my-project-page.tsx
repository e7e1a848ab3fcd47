import {
  ENROLMENT_STATUS_LABELS,
  ITEM_STATE_LABELS,
  PROJECT_TASK_KIND_LABELS,
  type ItemState,
  type MyItem,
  type MyLearningDetail,
} from '@lbd/shared';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { indiaDate } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { PROJECTS_KEY } from '../api/catalogue';
import { completeReading, MY_LEARNING_KEY, myProjectKey, requestExtension, useMyProject } from '../api/student';
import { LearningRequestDialog } from '../../../components/learning/learning-request-dialog';
import { isEmptyRichText } from '../../../components/rich-text/rich-text';
import { RichText } from '../../../components/rich-text/rich-text-view';
import { SubmissionForm } from '../components/submission-form';
import { SubmissionThread } from '../components/submission-thread';

const STATE_COLOR: Record<ItemState, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  open: 'default',
  submitted: 'info',
  changes_requested: 'warning',
  rejected: 'error',
  complete: 'success',
  skipped: 'default',
};

const isDone = (state: ItemState) => state === 'complete' || state === 'skipped';

/** The due date and what is left (the API's words: weeks and days, 'Last Day', 'Overdue by N days'). */
function DueLine({ item }: { item: MyItem }) {
  if (!item.due_date || isDone(item.state)) return null;
  const late = item.days_left !== null && item.days_left < 0;
  return (
    <Typography variant="body2" color={late ? 'error' : 'text.secondary'}>
      {`Due ${indiaDate(item.due_date)} · `}
      <Box component="span" sx={{ fontWeight: 600 }}>
        {item.days_left_text}
      </Box>
    </Typography>
  );
}

/** What the student asked about this task and how the mentor answered. */
function Requests({ item }: { item: MyItem }) {
  if (item.requests.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      {item.requests.map((r) => (
        <Typography key={r.id} variant="body2" color="text.secondary">
          {`${r.kind === 'skip' ? 'Skip' : 'More time'} requested${r.requested_date ? ` until ${indiaDate(r.requested_date)}` : ''}: ${r.status}`}
          {r.granted_date && ` · new due date ${indiaDate(r.granted_date)}`}
          {r.comment && ` · “${r.comment}”`}
        </Typography>
      ))}
    </Stack>
  );
}

function TaskCard({ detail, item, index }: { detail: MyLearningDetail; item: MyItem; index: number }) {
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const [asking, setAsking] = useState(false);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: myProjectKey(detail.id) });
    void queryClient.invalidateQueries({ queryKey: MY_LEARNING_KEY });
    void queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
  };
  const markDone = useMutation({
    mutationFn: () => completeReading(detail.id, item.id),
    meta: { handleErrors: false },
    onSuccess: () => {
      showSnackbar('Marked as done.', 3000);
      refresh();
    },
    onError: (e) => showPopup(failurePopup(e)),
  });
  const kindLabel = item.kind === 'resource' ? 'Resource' : PROJECT_TASK_KIND_LABELS[item.kind];
  const pending = item.requests.some((r) => r.status === 'Pending');
  const canAsk = detail.status === 'Enrolled' && item.due_date !== null && !isDone(item.state) && !pending;
  const canSubmit =
    detail.status === 'Enrolled' &&
    item.kind === 'deliverable' &&
    ['open', 'changes_requested', 'rejected'].includes(item.state);
  const headingId = `task-${item.id}-title`;

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {index + 1}.
        </Typography>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {item.title}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', my: 0.5 }}>
            <Chip size="small" label={kindLabel} />
            <Chip size="small" color={STATE_COLOR[item.state]} label={ITEM_STATE_LABELS[item.state]} />
            {!item.required && <Chip size="small" variant="outlined" label="Optional" />}
          </Stack>
          <DueLine item={item} />
        </Box>
      </Stack>
      {!isEmptyRichText(item.description) && (
        <Box sx={{ mt: 1 }}>
          <RichText html={item.description} />
        </Box>
      )}
      {item.resource && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Read:{' '}
          <Link component={RouterLink} to={`/resources/${item.resource.id}`}>
            {item.resource.title}
          </Link>
        </Typography>
      )}
      {item.kind === 'activity' && item.assignment && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Activity:{' '}
          <Link component={RouterLink} to={`/myActivity/${item.assignment.id}`}>
            {item.assignment.title}
          </Link>{' '}
          (it is done when the activity is complete)
        </Typography>
      )}
      {item.kind === 'reading' && item.state === 'open' && detail.status === 'Enrolled' && (
        <Button
          variant="outlined"
          size="small"
          sx={{ mt: 1.5 }}
          onClick={() => markDone.mutate()}
          disabled={markDone.isPending}
        >
          Mark as done
        </Button>
      )}
      {item.kind === 'deliverable' && (
        <Box sx={{ mt: 2 }}>
          {item.submissions.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
                Your submissions
              </Typography>
              <SubmissionThread submissions={item.submissions} replyLabel="Reply to your mentor" onChanged={refresh} />
            </>
          )}
          {item.state === 'submitted' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Waiting for your mentor’s review.
            </Typography>
          )}
          {canSubmit && (
            <Box sx={{ mt: 2 }}>
              <SubmissionForm
                myProjectId={detail.id}
                itemId={item.id}
                isResubmission={item.submissions.length > 0}
                onSubmitted={refresh}
              />
            </Box>
          )}
        </Box>
      )}
      <Requests item={item} />
      {canAsk && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAsking(true)}>
          Ask for more time
        </Button>
      )}
      {asking && (
        <LearningRequestDialog
          kind="extension"
          item={item}
          send={(answer) =>
            requestExtension({ kind: 'project', my_learning_id: detail.id, item_id: item.id, ...answer })
          }
          onClose={() => setAsking(false)}
          onSent={() => {
            setAsking(false);
            refresh();
          }}
        />
      )}
    </Paper>
  );
}

function MyProject({ detail }: { detail: MyLearningDetail }) {
  const completed = detail.status === 'Completed';
  return (
    <Stack spacing={2.5}>
      <Box>
        <Button component={RouterLink} to={`/projects/${detail.content_id}`} size="small" sx={{ mb: 1 }}>
          Project page
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, overflowWrap: 'anywhere' }}>
          {detail.title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Chip size="small" color={completed ? 'success' : 'primary'} label={ENROLMENT_STATUS_LABELS[detail.status]} />
          {detail.enrolled_on && (
            <Typography variant="body2" color="text.secondary">
              Enrolled {indiaDate(detail.enrolled_on)}
            </Typography>
          )}
          {detail.mentors.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Mentor{detail.mentors.length > 1 ? 's' : ''}: {detail.mentors.map((m) => m.name).join(', ')}
            </Typography>
          )}
        </Stack>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>Progress</Typography>
          <Typography>{`${detail.progress}% · ${detail.done} of ${detail.total} tasks done`}</Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={detail.progress}
          aria-label={`Progress: ${detail.progress}%`}
          color={completed ? 'success' : 'primary'}
          sx={{ height: 10, borderRadius: 5 }}
        />
        {detail.next_due && !completed && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {`Next: ${detail.next_due.title}, due ${indiaDate(detail.next_due.due_date)} (${detail.next_due.days_left_text})`}
          </Typography>
        )}
      </Paper>
      {completed && (
        <Alert severity="success" icon={<CheckCircle />}>
          {detail.portfolio_entry_id !== null ? (
            <>
              Project completed. It has been added to your portfolio as a verified project.{' '}
              <Link component={RouterLink} to="/myPortfolio">
                Open My Portfolio
              </Link>
            </>
          ) : (
            'Project completed.'
          )}
        </Alert>
      )}
      {detail.status === 'Dropped' && (
        <Alert severity="info">
          You left this project. Enrol again from the project page and your completed work comes back.
        </Alert>
      )}
      {!isEmptyRichText(detail.description) && (
        <Paper variant="outlined" component="section" aria-label="About this project" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <RichText html={detail.description} />
        </Paper>
      )}
      <Box component="section" aria-labelledby="my-tasks-heading">
        <Typography id="my-tasks-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Tasks
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {detail.items.map((item, i) => (
            <TaskCard key={item.id} detail={detail} item={item} index={i} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

/** /myProjects/{my_project_id}: the student's project: progress, each task's state and due date, the work. */
export default function MyProjectPage() {
  const id = Number(useParams().id);
  const detail = useMyProject(Number.isInteger(id) ? id : 0);
  if (!detail.data) return <PageLoading />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 }}>
      <MyProject detail={detail.data} />
    </Box>
  );
}
