import {
  FEEDBACK_LIMITS as L,
  FEEDBACK_TEXTS as T,
  feedbackBodySchema,
  type FeedbackSummary,
} from '@lbd/shared/feedback';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ERROR_TEXTS } from '@lbd/shared/messages';
import { StarRatingField } from '../../../components/star-rating-field';
import { ApiError } from '../../../lib/api-client';
import { indiaDate } from '../../../lib/dates';
import { apiFieldErrors, validate, type FieldErrors } from '../../../lib/form-errors';
import { useFeedbackResponses, useRateItem } from '../api';

/** How many gave each star, five down to one. */
function Spread({ summary }: { summary: FeedbackSummary }) {
  const total = summary.review_count || 1;
  return (
    <Box aria-label="Ratings by stars" sx={{ display: 'grid', gap: 0.5, mb: 2 }}>
      {[5, 4, 3, 2, 1].map((star) => {
        const n = summary.distribution[star - 1] ?? 0;
        return (
          <Box key={star} sx={{ display: 'grid', gridTemplateColumns: '3.5em 1fr 2em', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2">{star} ★</Typography>
            <LinearProgress variant="determinate" value={(n * 100) / total} aria-label={`${star} stars: ${n}`} />
            <Typography variant="body2" color="text.secondary">
              {n}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** The viewer's own rating: shown, or edited in place when they took part. */
function MyRating({ summary }: { summary: FeedbackSummary }) {
  const mine = summary.my_feedback;
  const [editing, setEditing] = useState(!mine);
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const rate = useRateItem(summary.item_type, summary.item_id);

  function handleSave() {
    const checked = validate(feedbackBodySchema, {
      item_type: summary.item_type,
      item_id: summary.item_id,
      rating: rating ?? undefined,
      comment,
    });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    rate.mutate(
      { rating: checked.data.rating, comment: checked.data.comment },
      {
        onSuccess: () => {
          setEditing(false);
          setSaved(true);
        },
        onError: (error) => {
          const fields = apiFieldErrors(error);
          if (fields) setErrors(fields);
          else setFailure(error instanceof ApiError ? error.message : ERROR_TEXTS.defaultPopupMessage);
        },
      },
    );
  }

  if (!editing && mine)
    return (
      <Box sx={{ mb: 2 }}>
        {saved && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {T.saved}
          </Alert>
        )}
        <Typography variant="subtitle2">{T.yourFeedback}</Typography>
        <Rating value={mine.rating} readOnly size="small" />
        {mine.comment && <Typography variant="body2">{mine.comment}</Typography>}
        <Button size="small" onClick={() => setEditing(true)}>
          {T.edit}
        </Button>
      </Box>
    );
  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), handleSave())} sx={{ mb: 2 }}>
      <StarRatingField
        name="feedback-rating"
        label={T.ratingLabel}
        value={rating}
        onChange={setRating}
        error={errors.rating}
      />
      <TextField
        label={T.commentLabel}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        margin="normal"
        error={Boolean(errors.comment)}
        helperText={errors.comment ?? `${comment.length}/${L.commentMax}`}
        slotProps={{ htmlInput: { maxLength: L.commentMax } }}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button type="submit" variant="contained" disabled={rate.isPending}>
        {T.save}
      </Button>
    </Box>
  );
}

/** The rating intervention: every response with who gave it (organisers, mentors, admins). */
function Responses({ summary }: { summary: FeedbackSummary }) {
  const [page, setPage] = useState(1);
  const responses = useFeedbackResponses(summary.item_type, summary.item_id, page, true);
  const answer = responses.data;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {T.responsesHeading}
      </Typography>
      {answer && answer.data.responses.length === 0 && <Typography color="text.secondary">{T.noResponses}</Typography>}
      <List dense>
        {answer?.data.responses.map((r) => (
          <ListItem key={r.profile_id} alignItems="flex-start" disableGutters>
            <ListItemAvatar>
              <Avatar src={r.avatar_url ?? undefined} alt="">
                {r.name.slice(0, 1)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{r.name}</span>
                  <Rating value={r.my_feedback.rating} readOnly size="small" />
                  <Typography variant="caption" color="text.secondary">
                    {indiaDate(r.my_feedback.updated_at)}
                  </Typography>
                </Box>
              }
              secondary={r.my_feedback.comment || null}
            />
          </ListItem>
        ))}
      </List>
      {answer && answer.pagination.total_pages > 1 && (
        <Pagination count={answer.pagination.total_pages} page={page} onChange={(_e, p) => setPage(p)} />
      )}
    </Box>
  );
}

/** 'Rate Now' / 'View' of the rating summary. */
export default function FeedbackDialog({ summary, onClose }: { summary: FeedbackSummary; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="feedback-dialog-title">
      <DialogTitle id="feedback-dialog-title">{T.dialogTitle(summary.title)}</DialogTitle>
      <DialogContent>
        <Spread summary={summary} />
        {summary.can_rate && <MyRating summary={summary} />}
        {summary.can_view_responses && <Responses summary={summary} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
