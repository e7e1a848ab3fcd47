import { QUEST_TEXTS, type QuestStepView } from '@lbd/shared/quests';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLock } from '../api';
import { PAGE_TEXTS as T } from '../quest-view';

export interface LockedStepDetailsProps {
  myQuestId: number;
  stepKey: string;
  /** The quest's steps: the lock explainer's props (this panel's answer already names the steps). */
  steps: readonly QuestStepView[];
}

/**
 * Why one step is locked (GET /api/my_profile/my_quests/{id}/locks/{key}): each unmet part of its rule and
 * the fewest steps whose completion unlocks it, or why no steps can (a date or a mentor). Same props as
 * the quest graph's lock explainer (components/lock-explainer.tsx), which may replace it.
 */
export function LockedStepDetails({ myQuestId, stepKey }: LockedStepDetailsProps) {
  const lock = useLock(myQuestId, stepKey);
  if (lock.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void lock.refetch()}>
            {T.retry}
          </Button>
        }
      >
        {T.lockFailed}
      </Alert>
    );
  if (!lock.data) return <LinearProgress aria-label="Loading why this step is locked" />;
  const { locked, reasons, unlock_set } = lock.data;
  if (!locked) return <Typography>{QUEST_TEXTS.notLocked}</Typography>;
  return (
    <Stack spacing={1.5} data-testid="lock-details">
      {reasons.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="What is missing">
          {reasons.map((reason) => (
            <li key={reason}>
              <Typography variant="body2">{reason}</Typography>
            </li>
          ))}
        </Box>
      )}
      {unlock_set === null ? (
        <Typography variant="body2" color="text.secondary">
          {QUEST_TEXTS.noUnlockSet}
        </Typography>
      ) : unlock_set.length > 0 ? (
        <Typography variant="body2">{`${T.unlockWith} ${unlock_set.map((s) => s.title).join(', ')}`}</Typography>
      ) : null}
    </Stack>
  );
}
