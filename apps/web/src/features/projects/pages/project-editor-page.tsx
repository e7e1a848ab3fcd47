import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { useProject } from '../api/catalogue';
import { ProjectEditor } from '../components/project-editor';

/** /createProject/{id}: the project in edit mode, for its author, their organisation and admins. */
export default function ProjectEditorPage() {
  const id = Number(useParams().id);
  const project = useProject(Number.isInteger(id) ? id : 0);
  if (!project.data) return <PageLoading />;
  if (!project.data.can_edit) return <ErrorView type="unauthorized" />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 }}>
      <Button component={RouterLink} to={`/projects/${id}`} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        Project page
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 2, overflowWrap: 'anywhere' }}>
        {project.data.status === 'draft' ? 'Draft project' : 'Edit project'}
      </Typography>
      <ProjectEditor key={project.data.id} project={project.data} />
    </Box>
  );
}
