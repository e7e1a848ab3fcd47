import { LEARNING_TEXTS, PROJECT_TASK_KIND_LABELS, type ProjectDetail } from '@lbd/shared';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { enrolInProject, fetchProject, leaveProject, projectKey, PROJECTS_KEY, useProject } from '../api/catalogue';
import { MY_LEARNING_KEY } from '../api/student';
import { isEmptyRichText } from '../../../components/rich-text/rich-text';
import { RichText } from '../../../components/rich-text/rich-text-view';
import { myProjectPath, projectFacts } from '../project-view';
import { RatingSummary } from '../../feedback';
import { needsPayment } from '../../payments';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Tags({
  label,
  items,
  outlined,
}: {
  label: string;
  items: { id: number; name: string }[];
  outlined?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {items.map((t) => (
          <Chip key={t.id} size="small" label={t.name} variant={outlined ? 'outlined' : 'filled'} />
        ))}
      </Stack>
    </Box>
  );
}

/** Enrol, I'm interested, or the way to the student's own project once enrolled. */
function EnrolPanel({ project }: { project: ProjectDetail }) {
  const { user, openLogin } = useSession();
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const { showToast, showPopup } = useFeedback();
  const refresh = async () => {
    const fresh = await fetchProject(project.id);
    queryClient.setQueryData(projectKey(project.id), fresh);
    void queryClient.invalidateQueries({ queryKey: [...PROJECTS_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: MY_LEARNING_KEY });
    return fresh;
  };
  const enrol = useMutation({
    mutationFn: async (status: 'Enrolled' | 'Interested') => {
      await enrolInProject(project.id, status);
      return refresh();
    },
    meta: { handleErrors: false },
    onSuccess: (fresh, status) => {
      showToast({
        message: status === 'Enrolled' ? LEARNING_TEXTS.enrolled : LEARNING_TEXTS.interested,
        kind: 'success',
      });
      if (status === 'Enrolled' && fresh.my_enrolment) navigateTo(['myProjects', fresh.my_enrolment.id]);
    },
    onError: (e) => {
      // Paid and not held: the pricing page, not an error (issue 30 item 9).
      if (needsPayment(e)) return navigateTo(['projectPricing', project.id]);
      showPopup(failurePopup(e));
      void refresh().catch(() => undefined);
    },
  });
  const leave = useMutation({
    mutationFn: async () => {
      await leaveProject(project.id);
      return refresh();
    },
    meta: { handleErrors: false },
    onSuccess: () => showToast({ message: LEARNING_TEXTS.unenrolled, kind: 'info' }),
    onError: (e) => showPopup(failurePopup(e)),
  });

  if (user && user.profile?.profile_type !== 'STUDENT') return null;
  const mine = project.my_enrolment;
  const busy = enrol.isPending || leave.isPending;
  const open = project.status === 'published';
  if (mine && (mine.status === 'Enrolled' || mine.status === 'Completed')) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" size="large" component={RouterLink} to={myProjectPath(mine.id)}>
          {mine.status === 'Completed' ? 'See my completed project' : `Continue · ${mine.progress}% done`}
        </Button>
        {mine.status === 'Enrolled' && (
          <Button color="inherit" onClick={() => leave.mutate()} disabled={busy}>
            Leave project
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      {project.price_paise > 0 && (
        <Typography variant="body2">
          Paid project ·{' '}
          <Link component={RouterLink} to={`/projectPricing/${project.id}`}>
            see pricing
          </Link>
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          disabled={!open || busy}
          onClick={() => (user ? enrol.mutate('Enrolled') : openLogin('login'))}
        >
          {enrol.isPending && enrol.variables === 'Enrolled' ? 'Enrolling…' : 'Enrol'}
        </Button>
        {mine?.status !== 'Interested' && (
          <Button
            variant="outlined"
            size="large"
            disabled={!open || busy}
            onClick={() => (user ? enrol.mutate('Interested') : openLogin('login'))}
          >
            I&apos;m interested
          </Button>
        )}
      </Stack>
      {mine?.status === 'Interested' && (
        <Typography variant="body2" color="text.secondary">
          It is on your Interested list.{' '}
          <Button size="small" color="inherit" onClick={() => leave.mutate()} disabled={busy}>
            Remove it
          </Button>
        </Typography>
      )}
      {mine?.status === 'Dropped' && (
        <Typography variant="body2" color="text.secondary">
          You left this project. Enrol again and your completed work comes back.
        </Typography>
      )}
      {!open && (
        <Typography variant="body2" color="text.secondary">
          {LEARNING_TEXTS.notOpen}
        </Typography>
      )}
    </Stack>
  );
}

function ProjectView({ project }: { project: ProjectDetail }) {
  return (
    <Stack spacing={2.5}>
      <Box>
        <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mb: 1, alignItems: 'center' }}>
          <Chip size="small" color="primary" label={project.difficulty} />
          {project.status !== 'published' && (
            <Chip size="small" variant="outlined" label={project.status === 'draft' ? 'Draft' : 'Archived'} />
          )}
          {project.org && (
            <Typography variant="body2" color="text.secondary">
              by {project.org.name}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'start' }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, overflowWrap: 'anywhere' }}>
            {project.title}
          </Typography>
          {project.can_edit && (
            <Button
              startIcon={<EditOutlined />}
              variant="outlined"
              component={RouterLink}
              to={`/createProject/${project.id}`}
            >
              Edit
            </Button>
          )}
        </Stack>
        <RatingSummary itemType="PROJECT" itemId={project.id} />
        {project.summary && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {project.summary}
          </Typography>
        )}
        <Typography sx={{ mt: 1 }}>
          {[...projectFacts(project), `${project.enrolled_count} enrolled`].join(' · ')}
        </Typography>
      </Box>
      <EnrolPanel project={project} />
      <Section title="About this project">
        {!isEmptyRichText(project.description) ? (
          <RichText html={project.description} />
        ) : (
          <Typography color="text.secondary">No description yet.</Typography>
        )}
        <Tags label="Skills" items={project.skills} />
        <Tags label="Career paths" items={project.job_roles} outlined />
        <Tags label="Life skills" items={project.life_skills} outlined />
      </Section>
      <Section title="Tasks">
        {project.tasks.length === 0 ? (
          <Typography color="text.secondary">No tasks yet.</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Tasks in order">
            {project.tasks.map((task, i) => (
              <Box component="li" key={task.id} sx={{ display: 'flex', gap: 1.5 }}>
                <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }} aria-hidden>
                  {i + 1}
                </Avatar>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{task.title}</Typography>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center', my: 0.5 }}>
                    <Chip size="small" label={PROJECT_TASK_KIND_LABELS[task.kind]} />
                    {!task.required && <Chip size="small" variant="outlined" label="Optional" />}
                    {task.due_days !== null && (
                      <Typography variant="caption" color="text.secondary">
                        {`Due ${task.due_days} day${task.due_days === 1 ? '' : 's'} after enrolling`}
                      </Typography>
                    )}
                  </Stack>
                  {!isEmptyRichText(task.description) && <RichText html={task.description} />}
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Mentors">
        {project.mentors.length === 0 ? (
          <Typography color="text.secondary">Mentors are being chosen.</Typography>
        ) : (
          <List dense disablePadding>
            {project.mentors.map((m) => (
              <ListItem key={m.profile_id} disableGutters>
                <ListItemAvatar>
                  <Avatar>{m.name.charAt(0)}</Avatar>
                </ListItemAvatar>
                <ListItemText primary={m.name} />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
    </Stack>
  );
}

/** /projects/{id}: the project, its tasks in order and mentors; students enrol, managers edit. */
export default function ProjectDetailPage() {
  const id = Number(useParams().id);
  const project = useProject(Number.isInteger(id) ? id : 0);
  if (!project.data) return <PageLoading />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 }}>
      <ProjectView project={project.data} />
    </Box>
  );
}
