import { RESOURCE_KIND_LABELS, type ResourceGroupDetail } from '@lbd/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';

import { PageLoading } from '../../../components/page-loading';
import { useResource, useResourceGroup } from '../api';
import { KIND_ICONS, TagChips } from '../components/learning-cards';
import { PrevNext } from '../components/prev-next';
import { ResourceContent } from '../components/resource-content';
import { formatMinutes } from '../rich-text';

function neighbours(group: ResourceGroupDetail | undefined, resourceId: number) {
  if (!group) return null;
  const at = group.items.findIndex((i) => i.resource.id === resourceId);
  if (at < 0) return null;
  const link = (i: number) => {
    const item = group.items[i];
    return item
      ? { to: `/resourceGroups/${group.id}/resources/${item.resource.id}`, title: item.resource.title }
      : null;
  };
  return { prev: link(at - 1), next: link(at + 1), position: `${at + 1} of ${group.items.length}` };
}

const STATUS_SENTENCE = {
  draft: 'This resource is a draft: only you and your organisation see it.',
  published: 'This resource is published.',
  archived: 'This resource is archived: it has left the lists.',
} as const;

/**
 * /resources/{id} and /resourceGroups/{resource_group_id}/resources/{id}: one resource; inside a
 * learning path, with the path's previous and next resources.
 */
export default function ResourcePage() {
  const params = useParams();
  const id = Number(params.id);
  const groupId = params.resource_group_id ? Number(params.resource_group_id) : NaN;
  const resource = useResource(id);
  const group = useResourceGroup(groupId);
  if (!resource.data) return <PageLoading />;
  const r = resource.data;
  const duration = formatMinutes(r.duration);
  const around = neighbours(group.data, r.id);
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 960 }}>
      {group.data && (
        <Button component={Link} to={`/resourceGroups/${group.data.id}`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
          {group.data.title}
        </Button>
      )}
      {r.can_edit && (
        <Alert
          severity={r.status === 'published' ? 'success' : 'warning'}
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<EditOutlined />}
              component={Link}
              to={`/editResource/${r.id}`}
            >
              Edit
            </Button>
          }
        >
          {STATUS_SENTENCE[r.status]}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', color: 'primary.main', mb: 1, flexWrap: 'wrap' }}
        >
          {KIND_ICONS[r.kind]}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {RESOURCE_KIND_LABELS[r.kind]}
          </Typography>
          {duration && <Chip size="small" label={duration} />}
          {around && (
            <Typography variant="body2" color="text.secondary">
              Resource {around.position}
            </Typography>
          )}
        </Stack>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}>
          {r.title}
        </Typography>
        {(r.org ?? r.author) && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            by {r.org?.name ?? r.author?.name}
          </Typography>
        )}
        <ResourceContent resource={r} />
        {(r.skills.length > 0 || r.job_roles.length > 0 || r.life_skills.length > 0) && (
          <Stack spacing={1} sx={{ mt: 3 }}>
            {r.skills.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h2">
                  Skills
                </Typography>
                <TagChips tags={r.skills} max={20} />
              </>
            )}
            {r.job_roles.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h2">
                  Career paths
                </Typography>
                <TagChips tags={r.job_roles} max={10} />
              </>
            )}
            {r.life_skills.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h2">
                  Life skills
                </Typography>
                <TagChips tags={r.life_skills} max={10} />
              </>
            )}
          </Stack>
        )}
      </Paper>
      {around && <PrevNext prev={around.prev} next={around.next} />}
    </Box>
  );
}
