import type { Board, BoardPost } from '@lbd/shared/mail-notifications';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { indiaDateTime } from '../../../lib/dates';
import { useBoard } from '../board-api';
import { boardAudience, boardItemPath } from '../board-view';
import { idFrom, initialsOf } from '../org-view';

/**
 * /workbench/boards/{id} (SPEC §2.2, the target of board notifications): an organisation's notice board,
 * what it has written to its lists. Its staff read every post with its reach; anyone else what was sent
 * to them (docs/decisions/0061).
 */
export function BoardPage() {
  const id = idFrom(useParams().id);
  if (id === null) return <ErrorView type="notfound" />;
  return <BoardView id={id} />;
}

function BoardView({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const board = useBoard(id, page);
  if (!board.data) return <PageLoading />;
  const { board: b, data: posts, pagination } = board.data;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 900 }}>
      <Header board={b} />
      {posts.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          {b.is_staff
            ? 'Nothing posted yet. Write to the applicants, participants or members of a job, event or club from its dashboard, and it appears here.'
            : `Nothing on this board for you yet. What ${b.name} writes to you appears here.`}
        </Typography>
      ) : (
        <Stack spacing={2} sx={{ mt: 3 }} component="ol" aria-label="Posts" style={{ listStyle: 'none', padding: 0 }}>
          {posts.map((p) => (
            <li key={p.id}>
              <Post post={p} isStaff={b.is_staff} />
            </li>
          ))}
        </Stack>
      )}
      {pagination.total_pages > 1 && (
        <Pagination
          sx={{ mt: 3 }}
          page={pagination.page}
          count={pagination.total_pages}
          onChange={(_e, next) => setPage(next)}
          aria-label="Board pages"
        />
      )}
    </Box>
  );
}

function Header({ board }: { board: Board }) {
  const orgPath = board.org_type === 'COMPANY' ? `/company/${board.id}` : `/institute/${board.id}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
      <Avatar
        src={board.logo_url ?? undefined}
        alt=""
        variant="rounded"
        sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 22 }}
      >
        {initialsOf(board.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 22, sm: 28 } }}>
          {`${board.name}: notice board`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {board.is_staff
            ? 'Everything your organisation has written to its lists, newest first.'
            : `What ${board.name} has written to you, newest first.`}{' '}
          <Link component={RouterLink} to={orgPath}>
            {board.org_type === 'COMPANY' ? 'Company page' : 'Institute page'}
          </Link>
        </Typography>
      </Box>
    </Paper>
  );
}

function Post({ post, isStaff }: { post: BoardPost; isStaff: boolean }) {
  const to = boardItemPath(post.about, isStaff);
  const audience = boardAudience(post);
  return (
    <Paper component="article" variant="outlined" aria-label={post.subject} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {post.subject}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {indiaDateTime(post.inserted_at)}
        {' · '}
        {to ? (
          <Link component={RouterLink} to={to}>
            {audience}
          </Link>
        ) : (
          audience
        )}
        {post.recipients !== null && ` · sent to ${post.recipients} ${post.recipients === 1 ? 'person' : 'people'}`}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{post.message}</Typography>
    </Paper>
  );
}
