import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session';
import { CompletionShell } from '../components/completion-shell';
import { JobRolesDialog } from '../components/job-roles-dialog';

/**
 * /selectJobRoles: an active student without career paths lands here with the add-job-roles
 * dialog open (SPEC §4.1); after saving, /jobRoles.
 */
export default function SelectJobRolesPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return <PageLoading />;
  const current = (user.portfolio_job_roles ?? []).map((entry) => ({
    id: entry.job_role.id,
    name: entry.job_role.name,
  }));
  const goOn = () => void navigate('/jobRoles', { replace: true });
  return (
    <CompletionShell>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 1 }}>
        Choose your career paths
      </Typography>
      <Typography color="text.secondary">
        Your portfolio is organised around the careers you are working towards.
      </Typography>
      {/* The Terms of Use come first: the dialog opens once they are accepted. */}
      <JobRolesDialog
        open={user.profile?.terms_nd_cond === true}
        current={current}
        onClose={current.length > 0 ? goOn : undefined}
        onSaved={goOn}
      />
    </CompletionShell>
  );
}
