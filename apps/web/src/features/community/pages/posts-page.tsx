import { POST_FEED_LABELS, POST_FEEDS, POST_TEXTS, type Post, type PostFeed } from '@lbd/shared/posts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { loadUpcomingSessionsPanel } from '../../meetings';
import { useTimeline } from '../api';
import { FollowButton } from '../components/follow-button';
import { PostCard } from '../components/post-card';
import { PostComposer } from '../components/post-composer';
import { visibilityChoices } from '../visibility-choices';

// The next live sessions beside the timeline, on a wide screen (a chunk of the meetings feature).
const UpcomingSessionsPanel = lazy(loadUpcomingSessionsPanel);

/** /posts: the composer, the Latest / For you switch, and the timeline (SPEC §4.7), filtered by a hashtag. */
export default function PostsPage() {
  const { user, isSignedIn, openLogin } = useSession();
  const [params, setParams] = useSearchParams();
  const feed: PostFeed = params.get('feed') === 'for_you' ? 'for_you' : 'latest';
  const hashtag = (params.get('hashtag') ?? '').replace(/^#/, '').toLowerCase().slice(0, 40);
  const profile = user?.profile ?? null;
  const timeline = useTimeline(feed, hashtag, isSignedIn && !!profile);
  const [editing, setEditing] = useState<Post | null>(null);
  const isMobile = useIsMobile();
  const setParam = (key: string, value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  if (!isSignedIn)
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Community
        </Typography>
        <Alert severity="info" action={<Button onClick={() => openLogin('login')}>LOGIN</Button>}>
          Sign in to read and write posts.
        </Alert>
      </Container>
    );

  const { posts, isFetchingPosts, hasMorePosts, loadMore, query } = timeline;
  return (
    <Container
      maxWidth={isMobile ? 'sm' : 'md'}
      sx={{
        py: { xs: 2, sm: 3 },
        px: { xs: 1, sm: 2 },
        display: 'grid',
        gridTemplateColumns: isMobile ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) 280px',
        columnGap: 3,
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2, px: { xs: 1, sm: 0 } }}>
          Community
        </Typography>
        {profile && <PostComposer visibilities={visibilityChoices(profile)} />}
        <Tabs
          value={feed}
          onChange={(_e, v: PostFeed) => setParam('feed', v === 'latest' ? null : v)}
          aria-label="Which posts"
          variant="fullWidth"
          sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {POST_FEEDS.map((f) => (
            <Tab key={f} value={f} label={POST_FEED_LABELS[f]} />
          ))}
        </Tabs>
        {hashtag && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
            <Chip label={`#${hashtag}`} onDelete={() => setParam('hashtag', null)} color="primary" />
            <FollowButton type="hashtag" target={hashtag} name={`#${hashtag}`} />
          </Stack>
        )}
        <Stack spacing={2} sx={{ mt: 2 }} aria-busy={isFetchingPosts}>
          {query.isError && <Alert severity="error">The posts could not be loaded. Please try again.</Alert>}
          {posts.map((post) => (
            <PostCard key={post.id} post={post} myProfileId={profile?.id ?? null} onEdit={setEditing} />
          ))}
          {query.isSuccess && posts.length === 0 && (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
              {feed === 'for_you' ? POST_TEXTS.emptyForYou : POST_TEXTS.emptyFeed}
            </Typography>
          )}
          {isFetchingPosts && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
              <CircularProgress size={28} aria-label="Loading posts" />
            </Box>
          )}
          {hasMorePosts && !isFetchingPosts && (
            <Button onClick={loadMore} variant="outlined">
              Load more posts
            </Button>
          )}
        </Stack>
      </Box>
      {!isMobile && (
        <Box sx={{ position: 'sticky', top: 80, mt: 6 }}>
          <Suspense fallback={null}>
            <UpcomingSessionsPanel />
          </Suspense>
        </Box>
      )}
      <Dialog open={!!editing} onClose={() => setEditing(null)} fullWidth maxWidth="sm">
        <DialogTitle>Edit post</DialogTitle>
        <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
          {editing && (
            <PostComposer
              editing={editing}
              visibilities={visibilityChoices(profile)}
              onDone={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </Container>
  );
}
