import { QUEST_TEXTS } from '@lbd/shared/quests';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { LockExplainer } from '../components/lock-explainer';
import { QuestStepList } from '../components/quest-step-list';
import { GraphLegend } from '../components/step-visuals';
import { useMyQuest, useQuest } from '../api';
import { studentMarks } from '../step-links';

// React Flow and the layout load beside the page's data (the list view needs neither).
const QuestGraph = lazy(() => import('../components/quest-graph').then((m) => ({ default: m.QuestGraph })));

type View = 'graph' | 'list';

/**
 * /questGraph/{id}: the quest's steps as a graph or, for screen readers and keyboards, as a list; for an
 * enrolled student coloured by their states, each open step linking to its page in the quest's context and
 * each locked one saying why.
 */
export default function QuestGraphPage() {
  const id = Number(useParams().id);
  const quest = useQuest(Number.isInteger(id) ? id : 0);
  const myQuestId = quest.data?.my_enrolment?.id ?? 0;
  const mine = useMyQuest(myQuestId);
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'list' ? 'list' : 'graph';
  const [lockKey, setLockKey] = useState<string | null>(null);
  const headingId = useId();

  const marks = useMemo(
    () => (quest.data && mine.data ? studentMarks(quest.data, mine.data) : undefined),
    [quest.data, mine.data],
  );
  const handleOpen = useCallback((key: string) => setLockKey(key), []);

  if (!quest.data || (myQuestId > 0 && !mine.data)) return <PageLoading />;
  const q = quest.data;
  const enrolled = Boolean(marks);
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1280 }}>
      <Button component={RouterLink} to={`/quests/${q.id}`} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        Quest page
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
        {q.title}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ my: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">
          {mine.data
            ? `${mine.data.steps_done} of ${mine.data.steps_total} steps done · ${mine.data.progress}%`
            : `${q.steps.length} step${q.steps.length === 1 ? '' : 's'}`}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {q.can_edit && (
            <Button component={RouterLink} to={`/editQuest/${q.id}`} variant="outlined" size="small">
              Edit quest
            </Button>
          )}
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label="View"
            onChange={(_e, next: View | null) => {
              if (next) setSearch(next === 'list' ? { view: 'list' } : {}, { replace: true });
            }}
          >
            <ToggleButton value="graph">
              <AccountTreeOutlined fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
              Graph
            </ToggleButton>
            <ToggleButton value="list">
              <ViewListOutlined fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
              List
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      {!enrolled && !q.can_edit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {QUEST_TEXTS.notEnrolled}
        </Alert>
      )}
      {q.steps.length === 0 ? (
        <Typography color="text.secondary">This quest has no steps yet.</Typography>
      ) : (
        <>
          <Box sx={{ mb: 1.5 }}>
            <GraphLegend states={enrolled} />
          </Box>
          {view === 'graph' ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {enrolled
                  ? 'Tab to a step and press Enter to open it, or to see why it is locked. The list view reads the same steps in order.'
                  : 'Tab to a step to hear its rule. The list view reads the same steps in order.'}
              </Typography>
              <Suspense fallback={<PageLoading />}>
                <QuestGraph
                  steps={q.steps}
                  marks={marks}
                  onOpen={enrolled ? handleOpen : undefined}
                  label={`${q.title}: graph`}
                />
              </Suspense>
            </>
          ) : (
            <QuestStepList
              steps={q.steps}
              marks={marks}
              onOpen={enrolled ? handleOpen : undefined}
              label={`${q.title}: steps`}
            />
          )}
        </>
      )}
      <Dialog
        open={lockKey !== null && myQuestId > 0}
        onClose={() => setLockKey(null)}
        aria-labelledby={headingId}
        fullWidth
        maxWidth="sm"
      >
        <IconButton aria-label="Close" onClick={() => setLockKey(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
        <DialogContent>
          {lockKey && <LockExplainer myQuestId={myQuestId} stepKey={lockKey} steps={q.steps} headingId={headingId} />}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
