import type { FeedbackItemType } from '@lbd/shared/feedback';
import { FEEDBACK_TEXTS as T } from '@lbd/shared/feedback';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useFeedbackSummary } from '../api';

const FeedbackDialog = lazy(() => import('./feedback-dialog'));

/**
 * The rating summary of SPEC §2.5 for an event, club, project, learning path or activity: the rating, the
 * review count, and 'Rate Now' (when the viewer took part and has not rated) or 'View' (their rating, the
 * spread and, for organisers and mentors, the responses). Shows nothing while loading or when the item
 * has no summary for this viewer.
 */
export function RatingSummary({ itemType, itemId }: { itemType: FeedbackItemType; itemId: number }) {
  const summary = useFeedbackSummary(itemType, itemId);
  const [open, setOpen] = useState(false);
  const s = summary.data?.data;
  if (!s) return null;
  const rateNow = s.can_rate && !s.my_feedback;
  return (
    <Box
      aria-label="Rating summary"
      role="group"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', my: 1 }}
    >
      <Rating value={s.rating ?? 0} precision={0.1} readOnly size="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {s.rating === null ? T.noReviews : s.rating.toFixed(1)}
      </Typography>
      {s.review_count > 0 && (
        <Typography variant="body2" color="text.secondary">
          ({T.reviews(s.review_count)})
        </Typography>
      )}
      <Button size="small" onClick={() => setOpen(true)} variant={rateNow ? 'contained' : 'text'}>
        {rateNow ? T.rateNow : T.view}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackDialog summary={s} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
