import { QUEST_TEXTS, type QuestStepView } from '@lbd/shared/quests';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLock } from '../api';
import { KindLabel } from './step-visuals';

export interface LockExplainerProps {
  /** The student's enrolment (my_quest) id. */
  myQuestId: number;
  stepKey: string;
  /** The quest's steps, for the step's own title. */
  steps: readonly Pick<QuestStepView, 'key' | 'title'>[];
  /** The heading's id, for a dialog that wraps the panel (aria-labelledby). */
  headingId?: string;
}

export const LOCK_TEXTS = {
  heading: 'Why is this locked?',
  missing: 'What is missing',
  unlockWith: 'The fewest steps that unlock it',
  failed: 'We could not check this step.',
} as const;

/**
 * 'Why is this locked?' for one step of a student's quest (GET /api/my_profile/my_quests/{id}/locks/{key}):
 * each unmet part of its rule in words ('Pass SQL Basics with 70%: your best is 55%'), then the fewest
 * steps whose completion unlocks it, or that only a date or a mentor can.
 */
export function LockExplainer({ myQuestId, stepKey, steps, headingId }: LockExplainerProps) {
  const lock = useLock(myQuestId, stepKey);
  const uid = useId();
  const title = steps.find((s) => s.key === stepKey)?.title ?? stepKey;
  return (
    <Box component="section" aria-labelledby={headingId} aria-label={headingId ? undefined : LOCK_TEXTS.heading}>
      <Typography id={headingId} variant="h6" component="h2">
        {LOCK_TEXTS.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {lock.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label="Checking the step">
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="60%" />
        </Stack>
      ) : lock.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void lock.refetch()}>
              Try again
            </Button>
          }
        >
          {LOCK_TEXTS.failed}
        </Alert>
      ) : !lock.data.locked ? (
        <Alert severity="success">{QUEST_TEXTS.notLocked}</Alert>
      ) : (
        <Stack spacing={2}>
          {lock.data.reasons.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h3" id={`${uid}-missing`}>
                {LOCK_TEXTS.missing}
              </Typography>
              <Box component="ul" aria-labelledby={`${uid}-missing`} sx={{ m: 0, pl: 2.5 }}>
                {lock.data.reasons.map((reason) => (
                  <li key={reason}>
                    <Typography variant="body2">{reason}</Typography>
                  </li>
                ))}
              </Box>
            </Box>
          )}
          {lock.data.unlock_set === null ? (
            <Alert severity="info">{QUEST_TEXTS.noUnlockSet}</Alert>
          ) : (
            lock.data.unlock_set.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="h3" id={`${uid}-unlock`}>
                  {LOCK_TEXTS.unlockWith}
                </Typography>
                <Box component="ol" aria-labelledby={`${uid}-unlock`} sx={{ m: 0, pl: 2.5 }}>
                  {lock.data.unlock_set.map((s) => (
                    <li key={s.key}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {s.title}
                        </Typography>
                        <KindLabel kind={s.kind} />
                      </Stack>
                    </li>
                  ))}
                </Box>
              </Box>
            )
          )}
        </Stack>
      )}
    </Box>
  );
}
