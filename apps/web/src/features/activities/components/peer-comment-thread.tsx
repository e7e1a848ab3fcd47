import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES } from '@lbd/shared/activities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  postPeerAssessment,
  postPeerReply,
  studentActivityKeys,
  usePeerReviews,
  type PeerAssessment,
  type PeerSubmission,
} from '../api/student';
import { newRequestId } from '../../../lib/request-id';
import { activityDate } from '../peer-format';
import { usePeerPost, type PeerPostTexts } from '../use-peer-post';

/** SPEC §9: at most 3 replies show per comment until 'Show More Comments'. */
export const REPLIES_SHOWN = 3;

export interface PeerViewer {
  profileId: number;
  /** The activity's mentor: reads and replies, never comments as a peer or rates. */
  isMentor: boolean;
}

/** The comments on one submission, their replies, and the boxes to add either (SPEC §4.6). */
export function PeerCommentThread({
  activityId,
  submission,
  viewer,
}: {
  activityId: number;
  submission: PeerSubmission;
  viewer: PeerViewer;
}) {
  const reviews = usePeerReviews(activityId, submission.my_assignment_id, 'PEER LEARNING');
  const comments = (reviews.data?.data ?? []).filter((c) => c.type === 'PEER LEARNING');
  // The comment box is hidden on one's own submission; mentors reply but do not comment as peers.
  const canComment = !submission.is_own && !viewer.isMentor;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Comments{comments.length ? ` (${comments.length})` : ''}
      </Typography>
      {reviews.isError && (
        <Typography variant="body2" color="text.secondary">
          {reviews.error.message}
        </Typography>
      )}
      {comments.length > 0 && (
        <Stack
          component="ul"
          aria-label={`Comments on ${submission.name}`}
          sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}
        >
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} activityId={activityId} submission={submission} viewer={viewer} />
          ))}
        </Stack>
      )}
      {reviews.isSuccess && comments.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No comments yet.
        </Typography>
      )}
      {canComment && <CommentForm activityId={activityId} submission={submission} viewer={viewer} />}
    </Box>
  );
}

function CommentItem({
  comment,
  activityId,
  submission,
  viewer,
}: {
  comment: PeerAssessment;
  activityId: number;
  submission: PeerSubmission;
  viewer: PeerViewer;
}) {
  return (
    <Box
      component="li"
      aria-label={`Comment by ${comment.peer_name}`}
      sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
    >
      <PostText name={comment.peer_name} at={comment.submitted_at} text={comment.comments} />
      <PeerReplies comment={comment} activityId={activityId} targetId={submission.my_assignment_id} viewer={viewer} />
    </Box>
  );
}

/** Who wrote a comment or reply, when, and its text as typed (line breaks kept, never HTML). */
function PostText({ name, at, text }: { name: string; at: string; text: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          {activityDate(at)}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
        {text}
      </Typography>
    </>
  );
}

/**
 * The replies on a comment or an evaluation (the first 3 until 'Show More Comments') and the box
 * to reply, inside the comment window (the server decides).
 */
export function PeerReplies({
  comment,
  activityId,
  targetId,
  viewer,
  actions,
}: {
  comment: PeerAssessment;
  activityId: number;
  /** The my_assignment id of the submission the comment is on. */
  targetId: number;
  viewer: PeerViewer;
  /** More buttons for the row under the comment (e.g. Appeal). */
  actions?: ReactNode;
}) {
  const [showAll, setShowAll] = useState(false);
  const [replying, setReplying] = useState(false);
  const replies = showAll ? comment.replies : comment.replies.slice(0, REPLIES_SHOWN);
  return (
    <>
      {comment.replies.length > 0 && (
        <Stack
          component="ul"
          aria-label={`Replies to ${comment.peer_name}`}
          sx={{ listStyle: 'none', pl: 2, m: 0, mt: 1, gap: 1 }}
        >
          {replies.map((r) => (
            <li key={r.id}>
              <PostText name={r.peer_profile_name} at={r.submitted_at} text={r.comment} />
            </li>
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        {actions}
        {!showAll && comment.replies.length > REPLIES_SHOWN && (
          <Button size="small" onClick={() => setShowAll(true)}>
            {ACTIVITY_MESSAGES.showMoreComments}
          </Button>
        )}
        {!replying && (
          <Button size="small" onClick={() => setReplying(true)} aria-label={`Reply to ${comment.peer_name}`}>
            Reply
          </Button>
        )}
      </Stack>
      {replying && (
        <ReplyForm
          activityId={activityId}
          targetId={targetId}
          comment={comment}
          viewer={viewer}
          onClose={() => setReplying(false)}
        />
      )}
    </>
  );
}

function CommentForm({
  activityId,
  submission,
  viewer,
}: {
  activityId: number;
  submission: PeerSubmission;
  viewer: PeerViewer;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const { text, setText, problem, pending, handleSubmit } = usePeerTextForm(
    (comments, requestId) =>
      postPeerAssessment({
        type: 'PEER LEARNING',
        comments,
        peer_profile_id: viewer.profileId,
        my_activity_id: submission.my_assignment_id,
        activity_id: activityId,
        client_request_id: requestId,
      }),
    {
      progress: ACTIVITY_MESSAGES.postingComment,
      success: ACTIVITY_MESSAGES.commentPosted,
      failure: ACTIVITY_MESSAGES.commentFailed,
    },
    () => void queryClient.invalidateQueries({ queryKey: studentActivityKeys.peer(activityId) }),
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={`Comment on ${submission.name}`}
      sx={{ mt: 1.5 }}
    >
      <TextField
        id={id}
        label="Add a comment"
        size="small"
        multiline
        minRows={2}
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={problem !== null}
        helperText={problem ?? undefined}
        slotProps={{ htmlInput: { maxLength: ACTIVITY_LIMITS.comment } }}
      />
      <Button type="submit" variant="contained" size="small" disabled={pending} sx={{ mt: 1 }}>
        Post Comment
      </Button>
    </Box>
  );
}

function ReplyForm({
  activityId,
  targetId,
  comment,
  viewer,
  onClose,
}: {
  activityId: number;
  targetId: number;
  comment: PeerAssessment;
  viewer: PeerViewer;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { text, setText, problem, pending, handleSubmit } = usePeerTextForm(
    (reply, requestId) =>
      postPeerReply({
        peer_activity_assessment_id: comment.id,
        profile_id: viewer.profileId,
        comment: reply,
        client_request_id: requestId,
      }),
    {
      progress: ACTIVITY_MESSAGES.postingReply,
      success: ACTIVITY_MESSAGES.replyPosted,
      failure: ACTIVITY_MESSAGES.replyFailed,
    },
    () => {
      onClose();
      void queryClient.invalidateQueries({
        queryKey: studentActivityKeys.reviews(activityId, targetId, comment.type),
      });
    },
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={`Reply to ${comment.peer_name}`}
      sx={{ mt: 1, pl: 2 }}
    >
      <TextField
        label="Your reply"
        size="small"
        multiline
        fullWidth
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={problem !== null}
        helperText={problem ?? undefined}
        slotProps={{ htmlInput: { maxLength: ACTIVITY_LIMITS.comment } }}
      />
      <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={pending}>
          Post Reply
        </Button>
        <Button size="small" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * A comment or reply box: its text, the 'Please enter a valid data' check, and one client request id
 * per post (a retry reuses it; a new one after success), posted with the SPEC §8 texts.
 */
function usePeerTextForm(
  send: (text: string, requestId: string) => Promise<unknown>,
  texts: PeerPostTexts,
  onPosted: () => void,
) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const post = usePeerPost(
    (value: string) => send(value, requestId),
    texts,
    () => {
      setText('');
      setRequestId(newRequestId());
      onPosted();
    },
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    if (!text.trim()) {
      setProblem(ACTIVITY_MESSAGES.invalidData);
      return;
    }
    setProblem(null);
    post.mutate(text.trim());
  };
  return { text, setText, problem, pending: post.isPending, handleSubmit };
}
