import { POST_LIMITS, POST_TEXTS, type Post, type PostComment, type PostReply } from '@lbd/shared/posts';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { indiaDateTime } from '../../../lib/dates';
import { useComment, useDeleteComment, useLikeComment, useReplies } from '../api';

/** Who reads the comments and how they report one (given by the post card; none for a signed-out reader). */
export const CommentReportContext = createContext<{ myProfileId: number; report: (id: number) => void } | null>(null);

function CommentInput({
  postId,
  parentId,
  label,
  autoFocus,
  onDone,
}: {
  postId: number;
  parentId?: number;
  label: string;
  autoFocus?: boolean;
  onDone?: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const comment = useComment(postId);
  const send = () => {
    if (!text.trim()) return setError(POST_TEXTS.commentRequired);
    comment.mutate(
      { text: text.trim(), ...(parentId ? { parent_id: parentId } : {}) },
      {
        onSuccess: () => {
          setText('');
          setError('');
          onDone?.();
        },
        // Refused words or a new account's allowance: said under the box, the text kept.
        onError: (err) =>
          setError(
            err instanceof ApiError && err.kind === 'http'
              ? (err.fields?.text ?? err.message)
              : POST_TEXTS.commentFailed,
          ),
      },
    );
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
      <TextField
        size="small"
        fullWidth
        multiline
        maxRows={4}
        autoFocus={autoFocus}
        placeholder={label}
        slotProps={{ htmlInput: { 'aria-label': label, maxLength: POST_LIMITS.commentMax } }}
        value={text}
        error={!!error}
        helperText={error || undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            send();
          }
        }}
      />
      <Button variant="contained" size="small" onClick={send} disabled={comment.isPending} sx={{ mt: 0.25 }}>
        {parentId ? 'Reply' : 'Comment'}
      </Button>
    </Stack>
  );
}

function OneComment({
  postId,
  item,
  onReply,
}: {
  postId: number;
  item: PostReply;
  onReply?: () => void;
}) {
  const like = useLikeComment(postId);
  const remove = useDeleteComment(postId);
  const reporting = useContext(CommentReportContext);
  const liked = item.post_actions.includes('like');
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }} data-testid="comment">
      <Avatar src={item.author.avatar_url ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }}>
        {item.author.name.charAt(0)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ bgcolor: 'grey.100', borderRadius: 2, px: 1.5, py: 0.75 }}>
          <Typography variant="subtitle2" component="p">
            {item.author.name}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.text}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary">
            {indiaDateTime(item.created_at)}
          </Typography>
          <Button
            size="small"
            aria-pressed={liked}
            onClick={() => like.mutate({ id: item.id, on: !liked })}
            sx={{ minWidth: 0, fontWeight: liked ? 700 : 400 }}
          >
            Like{item.like_count > 0 ? ` (${item.like_count})` : ''}
          </Button>
          {onReply && (
            <Button size="small" onClick={onReply} sx={{ minWidth: 0 }}>
              Reply
            </Button>
          )}
          {reporting && reporting.myProfileId !== item.author.profile_id && (
            <Button size="small" color="inherit" onClick={() => reporting.report(item.id)} sx={{ minWidth: 0, color: 'text.secondary' }}>
              Report
            </Button>
          )}
          {item.can_delete && (
            <IconButton size="small" aria-label="Delete comment" onClick={() => remove.mutate(item.id)}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

/** A comment, its first replies and 'Show More Comments' for the rest (SPEC §9: at most 3 before it). */
export function CommentThread({ postId, comment }: { postId: number; comment: PostComment }) {
  const [replying, setReplying] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const all = useReplies(postId, comment.id, showAll);
  const replies = showAll && all.data ? all.data : comment.replies.slice(0, POST_LIMITS.repliesShown);
  const hidden = comment.reply_count > replies.length;
  return (
    <Box>
      <OneComment postId={postId} item={comment} onReply={() => setReplying((r) => !r)} />
      <Box sx={{ pl: { xs: 3, sm: 4.5 } }}>
        {replies.map((r) => (
          <OneComment key={r.id} postId={postId} item={r} />
        ))}
        {hidden && !showAll && (
          <Button size="small" onClick={() => setShowAll(true)}>
            {POST_TEXTS.showMoreComments}
          </Button>
        )}
        {replying && (
          <CommentInput
            postId={postId}
            parentId={comment.id}
            label={`Reply to ${comment.author.name}`}
            autoFocus
            onDone={() => setReplying(false)}
          />
        )}
      </Box>
    </Box>
  );
}

/** The comments a post carries and a box to add one. */
export function PostComments({ post, inputFirst }: { post: Post; inputFirst?: boolean }) {
  return (
    <Box sx={{ mt: 1 }}>
      {inputFirst && <CommentInput postId={post.id} label="Write a comment" />}
      {post.comments.map((c) => (
        <CommentThread key={c.id} postId={post.id} comment={c} />
      ))}
      {!inputFirst && <CommentInput postId={post.id} label="Write a comment" />}
    </Box>
  );
}
