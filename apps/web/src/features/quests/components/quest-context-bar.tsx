import { STEP_KIND_LABELS, STEP_STATE_LABELS, type MyQuestStep, type QuestStepView } from '@lbd/shared/quests';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useMyQuest } from '../api';
import { PAGE_TEXTS as T } from '../quest-view';
import { STATE_COLOR } from './my-step-card';

/** Which step of the quest an item page shows: by the item (ref_id) or by the student's enrolment in it (my_item_id). */
export interface StepMatch {
  kind: QuestStepView['kind'];
  by: 'ref_id' | 'my_item_id';
  /** The route parameter holding the id. */
  param: string;
}

/**
 * Above an item's own page inside a quest (/myQuests/{my_quest_id}/...): the quest's title leading back to
 * the student's quest, and which step this is with its state. The item's page below is the usual one.
 */
export function QuestContextBar({ match }: { match: StepMatch }) {
  const params = useParams();
  const myQuestId = Number(params.my_quest_id);
  const itemId = Number(params[match.param]);
  const mine = useMyQuest(myQuestId, { quiet: true });
  const detail = mine.data;
  let line: ReactNode = null;
  if (detail) {
    const at = detail.quest.steps.findIndex((view) => {
      if (view.kind !== match.kind) return false;
      if (match.by === 'ref_id') return view.ref_id === itemId;
      return detail.steps.find((s) => s.key === view.key)?.my_item_id === itemId;
    });
    const view = detail.quest.steps[at];
    const step: MyQuestStep | undefined = view && detail.steps.find((s) => s.key === view.key);
    line =
      view && step ? (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {`Step ${at + 1} of ${detail.quest.steps.length} · ${STEP_KIND_LABELS[view.kind]}`}
          </Typography>
          <Chip size="small" color={STATE_COLOR[step.state]} label={STEP_STATE_LABELS[step.state]} />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {T.notInQuest}
        </Typography>
      );
  }
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, pt: { xs: 2, md: 3 }, maxWidth: 1000 }}>
      <Paper
        variant="outlined"
        component="nav"
        aria-label="Quest"
        sx={{
          px: 2,
          py: 1.25,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
          bgcolor: 'action.hover',
        }}
      >
        <Link
          component={RouterLink}
          to={`/myQuests/${myQuestId}`}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          <ArrowBack fontSize="small" aria-hidden />
          {detail ? detail.title : 'Back to your quest'}
        </Link>
        {line}
      </Paper>
    </Box>
  );
}
