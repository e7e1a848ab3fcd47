import { ITEM_STATE_LABELS, LEARNING_TEXTS } from '@lbd/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useMyGroup, useResource } from '../api';
import { MyProgress, useCompleteItem } from '../components/my-progress';
import { PrevNext } from '../components/prev-next';
import { ResourceContent } from '../components/resource-content';
import { formatDay } from '../learning-view';

/** /myLearning/{my_resource_group_id}/resources/{id}: a resource inside the student's path, with previous, next and Mark as done. */
export default function MyLearningResourcePage() {
  const params = useParams();
  const myId = Number(params.my_resource_group_id);
  const resourceId = Number(params.id);
  const mine = useMyGroup(myId);
  const resource = useResource(resourceId);
  const complete = useCompleteItem(myId);
  if (!mine.data || !resource.data) return <PageLoading />;
  const m = mine.data;
  const at = m.items.findIndex((i) => i.resource?.id === resourceId);
  const item = m.items[at];
  const link = (i: number) => {
    const it = m.items[i];
    return it?.resource ? { to: `/myLearning/${m.id}/resources/${it.resource.id}`, title: it.title } : null;
  };
  const active = m.status === 'Enrolled' || m.status === 'Completed';
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 960 }}>
      <Button component={Link} to={`/myLearning/${m.id}`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {m.title}
      </Button>
      <Box sx={{ mb: 2 }}>
        <MyProgress mine={m} />
      </Box>
      {!item && <Alert severity="warning">{LEARNING_TEXTS.notThisResource}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {item && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              Resource {at + 1} of {m.items.length}
            </Typography>
            <Chip
              size="small"
              label={ITEM_STATE_LABELS[item.state]}
              color={item.state === 'complete' ? 'success' : 'primary'}
              variant="outlined"
            />
            {item.due_date && item.state !== 'complete' && (
              <Typography
                variant="body2"
                color={item.days_left !== null && item.days_left < 0 ? 'error.main' : 'text.secondary'}
              >
                Due {formatDay(item.due_date)} · {item.days_left_text}
              </Typography>
            )}
          </Stack>
        )}
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 2, overflowWrap: 'anywhere' }}>
          {resource.data.title}
        </Typography>
        <ResourceContent resource={resource.data} />
        {item && active && (
          <Box sx={{ mt: 3 }}>
            {item.state === 'complete' ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.main' }}>
                <CheckCircle />
                <Typography sx={{ fontWeight: 600 }}>Done</Typography>
              </Stack>
            ) : item.state === 'open' ? (
              <Button variant="contained" onClick={() => complete.mutate(item.id)} disabled={complete.isPending}>
                Mark as done
              </Button>
            ) : null}
          </Box>
        )}
      </Paper>
      {item && <PrevNext prev={link(at - 1)} next={link(at + 1)} />}
    </Box>
  );
}
