import {
  formatPercent,
  STEP_KIND_LABELS,
  STEP_STATE_LABELS,
  type MyQuestStep,
  type QuestStepView,
} from '@lbd/shared/quests';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PAGE_TEXTS as T, stepHref } from '../quest-view';

type State = MyQuestStep['state'];

export const STATE_COLOR: Record<State, 'default' | 'info' | 'primary' | 'success'> = {
  locked: 'default',
  available: 'info',
  in_progress: 'primary',
  done: 'success',
  skipped: 'default',
};

const GRANT_LINE = { unlock: 'Unlocked by a mentor', skip: 'Skipped with a mentor’s approval' } as const;

const OPEN_LABEL: Record<State, string> = {
  locked: 'Open',
  available: 'Start',
  in_progress: 'Continue',
  done: 'Open',
  skipped: 'Open',
};

export interface MyStepCardProps {
  myQuestId: number;
  index: number;
  step: QuestStepView;
  mine: MyQuestStep;
  onWhyLocked: (key: string) => void;
}

/** One step of the student's quest: kind, state, best score, what opens it, and for a locked step why. */
export function MyStepCard({ myQuestId, index, step, mine, onWhyLocked }: MyStepCardProps) {
  const locked = mine.state === 'locked';
  const href = step.available ? stepHref(myQuestId, step, mine.my_item_id) : null;
  const headingId = `step-${step.key}-title`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {`${index + 1}. ${step.title}`}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', my: 0.5, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={STEP_KIND_LABELS[step.kind]} />
            <Chip
              size="small"
              color={STATE_COLOR[mine.state]}
              icon={locked ? <LockOutlined /> : undefined}
              label={STEP_STATE_LABELS[mine.state]}
            />
            {mine.best_percent !== null && (
              <Typography variant="body2" color="text.secondary">
                {`Best ${formatPercent(mine.best_percent)}`}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {step.rule_text}
          </Typography>
          {mine.grant && (
            <Typography variant="body2" color="text.secondary">
              {GRANT_LINE[mine.grant]}
            </Typography>
          )}
          {locked && mine.reasons.length > 0 && (
            <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }} aria-label={`Why ${step.title} is locked`}>
              {mine.reasons.map((reason) => (
                <li key={reason}>
                  <Typography variant="body2">{reason}</Typography>
                </li>
              ))}
            </Box>
          )}
          {!locked && step.kind === 'activity' && mine.my_item_id === null && step.available && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {T.noActivityYet}
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' }, flexShrink: 0 }}>
          {locked ? (
            <Button variant="outlined" size="small" onClick={() => onWhyLocked(step.key)}>
              {T.whyLocked}
            </Button>
          ) : (
            href && (
              <Button
                variant={mine.state === 'available' || mine.state === 'in_progress' ? 'contained' : 'outlined'}
                size="small"
                component={RouterLink}
                to={href}
                aria-label={`${OPEN_LABEL[mine.state]}: ${step.title}`}
              >
                {OPEN_LABEL[mine.state]}
              </Button>
            )
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
