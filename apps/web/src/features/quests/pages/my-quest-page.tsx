import { QUEST_TEXTS, STEP_KIND_LABELS, type MyQuestDetail } from '@lbd/shared/quests';
import AccountTree from '@mui/icons-material/AccountTree';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Assessment from '@mui/icons-material/Assessment';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { indiaDate } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useLeave, useMyQuest } from '../api';
import { LockExplainer } from '../components/lock-explainer';
import { MyStepCard } from '../components/my-step-card';
import { countText, PAGE_TEXTS as T, stepHref } from '../quest-view';

/** Where the student goes next, or what finishing the quest means. */
function NextStep({ detail }: { detail: MyQuestDetail }) {
  if (detail.status === 'Completed')
    return <Alert severity="success">{QUEST_TEXTS.completedTitle(detail.title)}</Alert>;
  if (detail.status === 'Dropped') return <Alert severity="info">{QUEST_TEXTS.left}</Alert>;
  const next = detail.next_step;
  if (!next) {
    return detail.locked_count > 0 ? (
      <Alert severity="info">Every open step is done. The next ones are locked: see why below.</Alert>
    ) : null;
  }
  const view = detail.quest.steps.find((s) => s.key === next.key);
  const mine = detail.steps.find((s) => s.key === next.key);
  const href = view?.available ? stepHref(detail.id, view, mine?.my_item_id ?? null) : null;
  return (
    <Paper variant="outlined" component="section" aria-label="Next step" sx={{ p: 2, borderColor: 'primary.main' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="overline" color="primary">
            Next step · {STEP_KIND_LABELS[next.kind]}
          </Typography>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {next.title}
          </Typography>
        </Box>
        {href && (
          <Button variant="contained" size="large" component={RouterLink} to={href}>
            {mine?.state === 'in_progress' ? 'Continue this step' : 'Start this step'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function LeaveDialog({
  open,
  busy,
  onClose,
  onLeave,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="leave-title">
      <DialogTitle id="leave-title">{T.leaveHeading}</DialogTitle>
      <DialogContent>
        <DialogContentText>{T.leaveBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Stay</Button>
        <Button color="error" variant="contained" onClick={onLeave} disabled={busy}>
          Leave quest
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MyQuestView({ detail }: { detail: MyQuestDetail }) {
  const navigateTo = useNavigateTo();
  const { showToast, showPopup } = useFeedback();
  const leave = useLeave(detail.id);
  const [leaving, setLeaving] = useState(false);
  const [why, setWhy] = useState<string | null>(null);
  const mineOf = new Map(detail.steps.map((s) => [s.key, s]));
  const whyStep = detail.quest.steps.find((s) => s.key === why);

  const handleLeave = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setLeaving(false);
        showToast({ message: QUEST_TEXTS.left, kind: 'info' });
        navigateTo(['quests', detail.quest_id]);
      },
      onError: (error) => showPopup(failurePopup(error)),
    });

  return (
    <Stack spacing={2.5}>
      <Box>
        <Button component={RouterLink} to={`/quests/${detail.quest_id}`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
          About this quest
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, overflowWrap: 'anywhere' }}>
          {detail.title}
        </Typography>
        <Typography color="text.secondary">
          {[
            detail.cohort ? `Cohort ${detail.cohort.name}` : null,
            `Enrolled ${indiaDate(detail.enrolled_on)}`,
            detail.completed_at ? `completed ${indiaDate(detail.completed_at)}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{`${detail.progress}% done`}</Typography>
          <Typography color="text.secondary">
            {`${detail.steps_done} of ${countText(detail.steps_total, 'step', 'steps')} done`}
            {detail.locked_count > 0 ? ` · ${detail.locked_count} locked` : ''}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={detail.progress}
          aria-label={`Progress: ${detail.progress}%`}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button startIcon={<AccountTree />} component={RouterLink} to={`/questGraph/${detail.quest_id}`}>
            See the graph
          </Button>
          <Button startIcon={<Assessment />} component={RouterLink} to={`/scorecard/${detail.quest_id}`}>
            Scorecard
          </Button>
          {detail.status === 'Enrolled' && (
            <Button color="inherit" onClick={() => setLeaving(true)} sx={{ ml: { sm: 'auto' } }}>
              Leave quest
            </Button>
          )}
        </Stack>
      </Paper>
      <NextStep detail={detail} />
      <Box component="section" aria-labelledby="steps-title">
        <Typography id="steps-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Steps
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Steps in order">
          {detail.quest.steps.map((step, i) => {
            const mine = mineOf.get(step.key);
            return mine ? (
              <MyStepCard key={step.key} myQuestId={detail.id} index={i} step={step} mine={mine} onWhyLocked={setWhy} />
            ) : null;
          })}
        </Stack>
      </Box>
      <Dialog open={why !== null} onClose={() => setWhy(null)} aria-labelledby="why-title" fullWidth maxWidth="sm">
        <DialogTitle id="why-title">{whyStep ? `Why is ${whyStep.title} locked?` : T.whyLocked}</DialogTitle>
        <DialogContent>
          {why !== null && <LockExplainer myQuestId={detail.id} stepKey={why} steps={detail.quest.steps} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWhy(null)}>Close</Button>
        </DialogActions>
      </Dialog>
      <LeaveDialog open={leaving} busy={leave.isPending} onClose={() => setLeaving(false)} onLeave={handleLeave} />
    </Stack>
  );
}

/** /myQuests/{id}: the student's quest: progress, the next step, every step with its state, and why a locked one is locked. */
export default function MyQuestPage() {
  const id = Number(useParams().id);
  const detail = useMyQuest(id);
  if (!detail.data) return <PageLoading />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 }}>
      <MyQuestView detail={detail.data} />
    </Box>
  );
}
