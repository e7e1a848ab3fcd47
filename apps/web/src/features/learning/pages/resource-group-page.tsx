import { ENROLMENT_STATUS_LABELS, LEARNING_TEXTS, RESOURCE_KIND_LABELS, type ResourceGroupDetail } from '@lbd/shared';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import EditOutlined from '@mui/icons-material/EditOutlined';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';

import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { enrolInGroup, LEARNING_KEY, useResourceGroup } from '../api';
import { KIND_ICONS, TagChips } from '../components/learning-cards';
import { RichText } from '../components/resource-content';
import { priceText } from '../learning-view';
import { formatMinutes } from '../rich-text';
import { RatingSummary } from '../../feedback';
import { needsPayment, PricingDialog } from '../../payments';

// Only the path's authors answer its students' requests: their chunk loads for them alone.
const LearningRequests = lazy(() =>
  import('../../../components/learning/learning-requests').then((m) => ({ default: m.LearningRequests })),
);

const STATUS_SENTENCE = {
  draft: 'This learning path is a draft: only you and your organisation see it.',
  published: 'This learning path is published.',
  archived: 'This learning path is archived: it has left the lists.',
} as const;

/** Enrol and I'm interested (students), or the caller's progress when enrolled. */
function EnrolPanel({ group }: { group: ResourceGroupDetail }) {
  const { user, openLogin } = useSession();
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const { showToast, showPopup } = useFeedback();
  const [pricing, setPricing] = useState(false);
  const enrol = useMutation({
    mutationFn: (status: 'Enrolled' | 'Interested') => enrolInGroup(group.id, status),
    meta: { handleErrors: false },
    onSuccess: (result, status) => {
      void queryClient.invalidateQueries({ queryKey: LEARNING_KEY });
      showToast({
        message: status === 'Enrolled' ? LEARNING_TEXTS.enrolled : LEARNING_TEXTS.interested,
        kind: 'success',
      });
      if (status === 'Enrolled') navigateTo(['myLearning', result.id]);
    },
    // Paid and not held: its pricing in place, not an error (issue 30 item 9).
    onError: (error) => (needsPayment(error) ? setPricing(true) : showPopup(failurePopup(error))),
  });
  if (user && user.profile?.profile_type !== 'STUDENT') return null;
  const mine = group.my_enrolment;
  const active = mine && (mine.status === 'Enrolled' || mine.status === 'Completed');
  if (active) {
    return (
      <Stack spacing={1} sx={{ minWidth: { sm: 260 } }}>
        <Typography sx={{ fontWeight: 600 }}>
          {ENROLMENT_STATUS_LABELS[mine.status]} · {mine.progress}% done
        </Typography>
        <LinearProgress variant="determinate" value={mine.progress} aria-label={`Progress ${mine.progress}%`} />
        <Button variant="contained" component={Link} to={`/myLearning/${mine.id}`}>
          {mine.status === 'Completed' ? 'Open my learning path' : 'Continue'}
        </Button>
      </Stack>
    );
  }
  const open = group.status === 'published';
  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          size="large"
          disabled={!open || enrol.isPending}
          onClick={() => (user ? enrol.mutate('Enrolled') : openLogin('login'))}
        >
          {mine?.status === 'Dropped' ? 'Enrol again' : 'Enrol'}
        </Button>
        {mine?.status !== 'Interested' && mine?.status !== 'Dropped' && (
          <Button
            variant="outlined"
            size="large"
            startIcon={<BookmarkBorder />}
            disabled={!open || enrol.isPending}
            onClick={() => (user ? enrol.mutate('Interested') : openLogin('login'))}
          >
            I&apos;m interested
          </Button>
        )}
      </Stack>
      {mine?.status === 'Interested' && (
        <Typography variant="body2" color="text.secondary">
          In your Interested list.
        </Typography>
      )}
      {mine?.status === 'Dropped' && (
        <Typography variant="body2" color="text.secondary">
          Your completed work is kept and comes back when you enrol again.
        </Typography>
      )}
      {!open && (
        <Typography variant="body2" color="text.secondary">
          {LEARNING_TEXTS.notOpen}
        </Typography>
      )}
      {pricing && (
        <Suspense fallback={null}>
          <PricingDialog kind="learning_path" id={group.id} open onClose={() => setPricing(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** /resourceGroups/{id}: the learning path's outline in order, duration, certificate and enrolment. */
export default function ResourceGroupPage() {
  const id = Number(useParams().id);
  const group = useResourceGroup(id);
  if (!group.data) return <PageLoading />;
  const g = group.data;
  const duration = formatMinutes(g.duration);
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 }}>
      {g.can_edit && (
        <Alert
          severity={g.status === 'published' ? 'success' : 'warning'}
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<EditOutlined />}
              component={Link}
              to={`/editResourceGroup/${g.id}`}
            >
              Edit
            </Button>
          }
        >
          {STATUS_SENTENCE[g.status]}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Chip label="Learning path" size="small" color="primary" variant="outlined" />
          <Chip label={priceText(g.price_paise)} size="small" variant="outlined" />
          {g.certificate && <Chip icon={<WorkspacePremium />} label="Certificate of completion" size="small" />}
        </Stack>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}>
          {g.title}
        </Typography>
        {(g.org ?? g.author) && <Typography color="text.secondary">by {g.org?.name ?? g.author?.name}</Typography>}
        <RatingSummary itemType="LEARNING_PATH" itemId={g.id} />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between', mt: 2, alignItems: { md: 'flex-start' } }}
        >
          <Stack spacing={1}>
            {g.summary && <Typography sx={{ overflowWrap: 'anywhere' }}>{g.summary}</Typography>}
            <Typography color="text.secondary">
              {g.item_count} resource{g.item_count === 1 ? '' : 's'}
              {duration ? ` · ${duration} in all` : ''} · {g.enrolled_count} enrolled
            </Typography>
          </Stack>
          <EnrolPanel group={g} />
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="outline-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="outline-title" variant="h6" component="h2">
          Outline
        </Typography>
        <List component="ol" aria-label="Resources in order" sx={{ p: 0 }}>
          {g.items.map((item, i) => {
            const minutes = formatMinutes(item.resource.duration);
            const facts = [
              RESOURCE_KIND_LABELS[item.resource.kind],
              minutes,
              item.required ? null : 'Optional',
              item.due_days !== null
                ? `Due ${item.due_days} day${item.due_days === 1 ? '' : 's'} after you enrol`
                : null,
            ].filter(Boolean);
            return (
              <ListItem key={item.id} disablePadding component="li">
                <ListItemButton component={Link} to={`/resourceGroups/${g.id}/resources/${item.resource.id}`}>
                  <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                    {KIND_ICONS[item.resource.kind]}
                  </ListItemIcon>
                  <ListItemText
                    primary={`${i + 1}. ${item.resource.title}`}
                    secondary={facts.join(' · ')}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        {g.items.length === 0 && <Typography color="text.secondary">No resources in it yet.</Typography>}
      </Paper>
      {g.can_edit && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="requests-title"
          sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
        >
          <Typography id="requests-title" variant="h6" component="h2">
            Students’ requests
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Students of this path ask to skip a resource or for more time. What you grant is for that student only.
          </Typography>
          <Suspense fallback={<LinearProgress aria-label="Loading requests" />}>
            <LearningRequests kindOfContent="resource_group" contentId={g.id} />
          </Suspense>
        </Paper>
      )}
      {(g.description || g.skills.length > 0) && (
        <Paper variant="outlined" component="section" aria-labelledby="about-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="about-title" variant="h6" component="h2">
            About this learning path
          </Typography>
          <RichText html={g.description} />
          {g.skills.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Skills
              </Typography>
              <TagChips tags={g.skills} max={20} />
            </Box>
          )}
        </Paper>
      )}
    </Box>
  );
}
