import { AREAS, type Area } from '@lbd/shared/routes';
import { ACCESS_TEXTS as T, CAPABILITY_NAMES } from '@lbd/shared/access-levels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../lib/api-client';
import { useViewAs } from '../api';

/**
 * /adminAccess/{id}/viewAs (ours, decision 0084): exactly which pages and API actions an access level
 * unlocks, computed by the API from the web's route table and its own registered routes.
 */
export default function ViewAsPage() {
  const id = Number(useParams().id ?? 0);
  const view = useViewAs(id);
  if (view.isError) {
    const missing = view.error instanceof ApiError && view.error.status === 404;
    return <ErrorView type={missing ? 'notfound' : 'server'} onRetry={() => void view.refetch()} />;
  }
  if (!view.data) return <PageLoading />;
  const { level, pages, actions } = view.data.data;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Button component={RouterLink} to="/adminAccess" size="small">
        Back to admin access
      </Button>
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {T.viewAsHeading(level.name)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 2 }}>
        {level.capabilities.map((c) => (
          <Chip key={c} size="small" color="primary" variant="outlined" label={CAPABILITY_NAMES[c]} />
        ))}
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="pages-heading" sx={{ p: 2.5, mb: 3 }}>
        <Typography id="pages-heading" variant="h6" component="h2">
          Pages it unlocks ({pages.length})
        </Typography>
        <Box component="ul" sx={{ columns: { sm: 2, md: 3 }, pl: 2.5 }}>
          {pages.map((p) => (
            <li key={p.path}>
              <code>{p.path}</code>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {AREAS[p.area as Area] ?? p.area}
              </Typography>
            </li>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="actions-heading" sx={{ p: 2.5 }}>
        <Typography id="actions-heading" variant="h6" component="h2">
          API actions it unlocks ({actions.length})
        </Typography>
        <Table size="small" aria-labelledby="actions-heading">
          <TableHead>
            <TableRow>
              <TableCell>Method</TableCell>
              <TableCell>Path</TableCell>
              <TableCell>Capability</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {actions.map((a) => (
              <TableRow key={`${a.method} ${a.path}`}>
                <TableCell>{a.method}</TableCell>
                <TableCell>
                  <code>{a.path}</code>
                </TableCell>
                <TableCell>{a.capability ? CAPABILITY_NAMES[a.capability] : 'Any admin'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Container>
  );
}
