import { ENROLMENT_STATUS_LABELS, type MyLearningDetail } from '@lbd/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { completeGroupItem, GROUPS_KEY, MY_LEARNING_KEY, myGroupKey } from '../api';

/**
 * Progress exactly as the API gives it (its `progress`, `done` and `total`: the shared progress
 * function), never worked out again here.
 */
export function MyProgress({ mine }: { mine: MyLearningDetail }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {mine.done} of {mine.total} done
        </Typography>
        <Typography color="text.secondary">
          {ENROLMENT_STATUS_LABELS[mine.status]} · <strong>{mine.progress}%</strong>
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={mine.progress}
        aria-label="Progress"
        aria-valuetext={`${mine.progress}%, ${mine.done} of ${mine.total} done`}
        sx={{ mt: 1, height: 10, borderRadius: 5 }}
      />
    </Box>
  );
}

/** 'Mark as done': the API answers the enrolment again, progress included. */
export function useCompleteItem(myId: number) {
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  return useMutation({
    mutationFn: (itemId: number) => completeGroupItem(myId, itemId),
    meta: { handleErrors: false },
    onSuccess: (mine) => {
      if (mine && typeof mine === 'object' && 'items' in mine) queryClient.setQueryData(myGroupKey(myId), mine);
      void queryClient.invalidateQueries({ queryKey: MY_LEARNING_KEY });
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
      showToast({ message: 'Marked as done.', kind: 'success' });
    },
    onError: (error) => showPopup(failurePopup(error)),
  });
}
