import { POST_TEXTS, POST_VISIBILITY_LABELS, type Post } from '@lbd/shared/posts';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Lock from '@mui/icons-material/Lock';
import MoreVert from '@mui/icons-material/MoreVert';
import PushPin from '@mui/icons-material/PushPin';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { useMarkRead } from '../channel-api';
import { Link as RouterLink } from 'react-router';
import { RichText } from '../../../components/rich-text/rich-text-view';
import { indiaDateTime } from '../../../lib/dates';
import { useDeletePost, useLikePost } from '../api';
import { useHideForMe, type ReportTarget } from '../moderation-api';
import { AchievementBlock } from './achievement-block';
import { FollowButton } from './follow-button';
import { CommentReportContext, PostComments } from './post-comments';
import { PostImages } from './post-images';
import { ReportDialog } from './report-dialog';

export interface PostCardProps {
  post: Post;
  /** The reader's profile (no follow button on their own posts). */
  myProfileId: number | null;
  /** On the post's own page: comments open, no link to itself. */
  detail?: boolean;
  onEdit?: (post: Post) => void;
  onDeleted?: () => void;
}

/** One post: who, when, its text, photos and link; likes, comments with replies, follow and hashtag links. */
export function PostCard({ post, myProfileId, detail, onEdit, onDeleted }: PostCardProps) {
  const like = useLikePost();
  const remove = useDeletePost();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(detail ?? false);
  const liked = post.post_actions.includes('like');
  const name = post.org?.name ?? post.author.name;
  const avatar = post.org?.logo_url ?? post.author.avatar_url;
  const mine = myProfileId === post.author.profile_id;
  const hide = useHideForMe();
  const { showSnackbar } = useFeedback();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  /** Out of the reader's sight: hidden from them, or reported by them. */
  const [gone, setGone] = useState<'hidden' | 'reported' | null>(null);
  const canReport = myProfileId !== null && !mine;
  const handleDelete = () => {
    setMenu(null);
    if (!window.confirm(POST_TEXTS.confirmDelete)) return;
    remove.mutate(post.id, { onSuccess: () => onDeleted?.() });
  };
  const handleHide = () => {
    setMenu(null);
    hide.mutate({ id: post.id, on: true }, { onSuccess: () => setGone('hidden') });
  };
  const reported = (target: ReportTarget) => {
    setReporting(null);
    if (target.kind === 'post') setGone('reported');
    else showSnackbar(POST_TEXTS.reportedComment);
  };
  // A channel post that reached this reader is read once half of it has been in sight (decision 0082).
  const cardRef = useRef<HTMLElement | null>(null);
  const markRead = useMarkRead();
  const recipient = post.channel !== null && post.channel.delivered === null;
  useEffect(() => {
    const el = cardRef.current;
    if (!recipient || !el || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        markRead.mutate(post.id);
      },
      { threshold: 0.5 },
    );
    seen.observe(el);
    return () => seen.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per post shown
  }, [recipient, post.id]);
  const dialog = <ReportDialog target={reporting} onClose={() => setReporting(null)} onReported={reported} />;

  if (gone)
    return (
      <Paper component="article" variant="outlined" aria-label={`Post by ${name}`} sx={{ p: 2, bgcolor: 'grey.50' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" role="status">
            {gone === 'hidden' ? POST_TEXTS.hiddenForMe : POST_TEXTS.reported}
          </Typography>
          {gone === 'hidden' && (
            <Button size="small" onClick={() => hide.mutate({ id: post.id, on: false }, { onSuccess: () => setGone(null) })}>
              {POST_TEXTS.undoHide}
            </Button>
          )}
        </Stack>
      </Paper>
    );

  return (
    <Paper ref={cardRef} component="article" variant="outlined" aria-label={`Post by ${name}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Avatar src={avatar ?? undefined} alt="" sx={{ width: 44, height: 44 }}>
          {name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {name}
            </Typography>
            {!mine &&
              (post.org ? (
                <FollowButton type="org" target={post.org.id} name={name} />
              ) : (
                <FollowButton type="profile" target={post.author.profile_id} name={name} />
              ))}
          </Stack>
          {post.org && post.author.name !== post.org.name && (
            <Typography variant="caption" color="text.secondary" component="p">
              by {post.author.name}
            </Typography>
          )}
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <Typography variant="caption">
              {detail ? indiaDateTime(post.created_at) : (
                <Link component={RouterLink} to={`/posts/${post.id}`} color="inherit" underline="hover">
                  {indiaDateTime(post.created_at)}
                </Link>
              )}
              {post.edited_at ? ` · ${POST_TEXTS.edited}` : ''}
            </Typography>
            {post.visibility !== 'everyone' && (
              <Chip
                size="small"
                icon={<Lock sx={{ fontSize: 14 }} />}
                label={post.channel ? `${POST_VISIBILITY_LABELS.channel}: ${post.channel.label}` : POST_VISIBILITY_LABELS[post.visibility]}
                variant="outlined"
                sx={{ height: 20, fontSize: 11 }}
              />
            )}
            {post.pinned && (
              <Chip size="small" icon={<PushPin sx={{ fontSize: 14 }} />} label="Pinned" color="primary" variant="outlined" sx={{ height: 20, fontSize: 11 }} />
            )}
          </Stack>
        </Box>
        {(post.can_edit || post.can_delete || canReport) && (
          <>
            <IconButton aria-label="Post actions" onClick={(e) => setMenu(e.currentTarget)} size="small">
              <MoreVert />
            </IconButton>
            <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
              {post.can_edit && onEdit && (
                <MenuItem
                  onClick={() => {
                    setMenu(null);
                    onEdit(post);
                  }}
                >
                  Edit
                </MenuItem>
              )}
              {post.can_delete && <MenuItem onClick={handleDelete}>Delete</MenuItem>}
              {canReport && (
                <MenuItem
                  onClick={() => {
                    setMenu(null);
                    setReporting({ kind: 'post', id: post.id });
                  }}
                >
                  Report post
                </MenuItem>
              )}
              {canReport && <MenuItem onClick={handleHide}>Hide from me</MenuItem>}
            </Menu>
          </>
        )}
      </Stack>

      <Box sx={{ mt: 1 }}>
        <RichText html={post.text} />
        {post.mentions.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            with {post.mentions.map((m) => `@${m.name}`).join(', ')}
          </Typography>
        )}
      </Box>
      {post.achievement && <AchievementBlock achievement={post.achievement} />}
      <PostImages images={post.images} />
      {post.link_preview && (
        <Box
          component="a"
          href={post.link_preview.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, my: 1, color: 'inherit', textDecoration: 'none' }}
        >
          <Typography variant="caption" color="text.secondary">
            {post.link_preview.host}
          </Typography>
          {post.link_preview.title && <Typography variant="subtitle2">{post.link_preview.title}</Typography>}
          {post.link_preview.description && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {post.link_preview.description}
            </Typography>
          )}
        </Box>
      )}
      {post.hashtags.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
          {post.hashtags.map((tag) => (
            <Chip key={tag} size="small" clickable component={RouterLink} to={`/posts?hashtag=${tag}`} label={`#${tag}`} />
          ))}
        </Stack>
      )}
      {post.channel && post.channel.delivered !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Delivered to {post.channel.delivered} · Read by {post.channel.read ?? 0}
        </Typography>
      )}
      <Divider sx={{ my: 1 }} />
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          startIcon={liked ? <ThumbUp /> : <ThumbUpOutlined />}
          aria-pressed={liked}
          aria-label={`Like (${post.like_count})`}
          onClick={() => like.mutate({ id: post.id, on: !liked })}
          color={liked ? 'primary' : 'inherit'}
        >
          {post.like_count}
        </Button>
        <Button
          size="small"
          color="inherit"
          startIcon={<ChatBubbleOutline />}
          aria-label={`Comments (${post.comment_count})`}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {post.comment_count}
        </Button>
      </Stack>
      {open && (
        <CommentReportContext.Provider
          value={myProfileId === null ? null : { myProfileId, report: (id) => setReporting({ kind: 'comment', id }) }}
        >
          <PostComments post={post} inputFirst={!detail} />
        </CommentReportContext.Provider>
      )}
      {dialog}
      {!detail && open && post.comment_count > post.comments.length + post.comments.reduce((n, c) => n + c.replies.length, 0) && (
        <Link component={RouterLink} to={`/posts/${post.id}`} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
          See all {post.comment_count} comments
        </Link>
      )}
    </Paper>
  );
}
