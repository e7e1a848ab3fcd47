import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePost } from '../api';
import { PostCard } from '../components/post-card';
import { PostComposer } from '../components/post-composer';
import { visibilityChoices } from '../visibility-choices';

/** /posts/{id}: one post with its comments (the bell's posts notifications open it). */
export default function PostDetailPage() {
  const id = Number(useParams().id);
  const { user, isSignedIn, openLogin } = useSession();
  const navigate = useNavigate();
  const post = usePost(isSignedIn ? id : 0);
  const [editing, setEditing] = useState(false);
  const profile = user?.profile ?? null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1, sm: 2 } }}>
      <Button component={RouterLink} to="/posts" sx={{ mb: 1 }}>
        ← All posts
      </Button>
      <Typography variant="h5" component="h1" sx={{ mb: 2, px: { xs: 1, sm: 0 } }}>
        Community post
      </Typography>
      {!isSignedIn && (
        <Alert severity="info" action={<Button onClick={() => openLogin('login')}>LOGIN</Button>}>
          Sign in to read this post.
        </Alert>
      )}
      {post.isPending && isSignedIn && (
        <Stack sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the post" />
        </Stack>
      )}
      {post.error instanceof ApiError && post.error.status === 404 && (
        <Alert severity="warning">This post is not available: it was deleted or is not shared with you.</Alert>
      )}
      {post.data && (
        <PostCard
          post={post.data}
          myProfileId={profile?.id ?? null}
          detail
          onEdit={() => setEditing(true)}
          onDeleted={() => void navigate('/posts')}
        />
      )}
      <Dialog open={editing && !!post.data} onClose={() => setEditing(false)} fullWidth maxWidth="sm">
        <DialogTitle>Edit post</DialogTitle>
        <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
          {post.data && (
            <PostComposer
              editing={post.data}
              visibilities={visibilityChoices(profile)}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          )}
        </DialogContent>
      </Dialog>
    </Container>
  );
}
