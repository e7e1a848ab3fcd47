import { LEARNING_TEXTS, type MyItem } from '@lbd/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { askForTime, askToSkip, leaveGroup, LEARNING_KEY, myGroupKey, useMyGroup } from '../api';
import { MyItemRow } from '../components/my-item-row';
import { MyProgress, useCompleteItem } from '../components/my-progress';
import {
  LearningRequestDialog,
  type LearningRequestKind as RequestKind,
} from '../../../components/learning/learning-request-dialog';
import { RichText } from '../components/resource-content';

/** Leave the learning path, after a confirm that says completed work is kept. */
function LeaveButton({ groupId }: { groupId: number }) {
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  const [open, setOpen] = useState(false);
  const leave = useMutation({
    mutationFn: () => leaveGroup(groupId),
    meta: { handleErrors: false },
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: LEARNING_KEY });
      showToast({ message: LEARNING_TEXTS.unenrolled, kind: 'info' });
    },
    onError: (error) => showPopup(failurePopup(error)),
  });
  return (
    <>
      <Button color="inherit" onClick={() => setOpen(true)}>
        Unenrol
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="leave-title">
        <DialogTitle id="leave-title">Unenrol from this learning path?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            It leaves your learning list. The resources you have completed are kept and count again if you enrol later.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Stay enrolled</Button>
          <Button color="warning" variant="contained" onClick={() => leave.mutate()} disabled={leave.isPending}>
            Unenrol
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** /myLearning/{id}: the student's learning path, progress as the API says, each resource and its requests. */
export default function MyLearningPage() {
  const id = Number(useParams().id);
  const mine = useMyGroup(id);
  const queryClient = useQueryClient();
  const complete = useCompleteItem(id);
  const [request, setRequest] = useState<{ kind: RequestKind; item: MyItem } | null>(null);
  if (!mine.data) return <PageLoading />;
  const m = mine.data;
  const active = m.status === 'Enrolled' || m.status === 'Completed';
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 960 }}>
      <Button component={Link} to={`/resourceGroups/${m.content_id}`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        About this learning path
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
            {m.title}
          </Typography>
          {m.status === 'Enrolled' && (
            <Box sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              <LeaveButton groupId={m.content_id} />
            </Box>
          )}
        </Stack>
        <MyProgress mine={m} />
        {m.status === 'Completed' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            You have completed this learning path{m.portfolio_entry_id ? '; it is in your portfolio' : ''}.
          </Alert>
        )}
        {m.status === 'Dropped' && (
          <Alert
            severity="info"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" component={Link} to={`/resourceGroups/${m.content_id}`}>
                Enrol again
              </Button>
            }
          >
            You have left this learning path. Your completed work is kept if you come back.
          </Alert>
        )}
        {m.mentors.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Mentor{m.mentors.length === 1 ? '' : 's'}: {m.mentors.map((p) => p.name).join(', ')}
          </Typography>
        )}
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Resources
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Resources of my learning path">
        {m.items.map((item, index) => (
          <MyItemRow
            key={item.id}
            item={item}
            index={index}
            open={active}
            busy={complete.isPending}
            to={item.resource ? `/myLearning/${m.id}/resources/${item.resource.id}` : null}
            onDone={() => complete.mutate(item.id)}
            onRequest={(kind) => setRequest({ kind, item })}
          />
        ))}
      </Stack>
      {m.description && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
          <RichText html={m.description} />
        </Paper>
      )}
      {request && (
        <LearningRequestDialog
          kind={request.kind}
          item={request.item}
          send={({ reason, requested_date }) =>
            request.kind === 'skip'
              ? askToSkip({ my_resource_group_id: m.id, item_id: request.item.id, reason })
              : askForTime({
                  kind: 'resource_group',
                  my_learning_id: m.id,
                  item_id: request.item.id,
                  reason,
                  requested_date,
                })
          }
          onClose={() => setRequest(null)}
          onSent={() => {
            void queryClient.invalidateQueries({ queryKey: myGroupKey(m.id) });
            setRequest(null);
          }}
        />
      )}
    </Box>
  );
}
