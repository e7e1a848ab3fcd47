import type { PortfolioJobRole } from '@lbd/shared/identity';
import type { JobRole } from '@lbd/shared/lookups';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { createPortfolio, fetchJobRolesPage, JOB_ROLES_KEY } from '../api';
import { JobRolesDialog } from '../components/job-roles-dialog';

/** Skills and life skills of a chosen career path, found by a name search of the catalogue. */
async function fetchRoleDetails(entry: PortfolioJobRole): Promise<JobRole | null> {
  const page = await fetchJobRolesPage(entry.job_role.name, 1, 20);
  return page.data.find((role) => role.id === entry.job_role.id) ?? null;
}

function CareerPathCard({
  entry,
  details,
  isLoading,
}: {
  entry: PortfolioJobRole;
  details: JobRole | null;
  isLoading: boolean;
}) {
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 18 }}>
          {entry.job_role.name}
        </Typography>
        {entry.job_role.type && <Chip label={entry.job_role.type} size="small" variant="outlined" />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {entry.job_role.description}
      </Typography>
      {isLoading && <Skeleton variant="rounded" height={48} />}
      {details && (
        <Stack spacing={1}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
            <Typography variant="caption" sx={{ fontWeight: 700, mr: 0.5 }}>
              Skills
            </Typography>
            {details.skills.map((skill) => (
              <Chip key={skill.id} label={skill.display_name} size="small" />
            ))}
          </Box>
          {details.life_skills.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
              <Typography variant="caption" sx={{ fontWeight: 700, mr: 0.5 }}>
                Life skills
              </Typography>
              {details.life_skills.map((skill) => (
                <Chip key={skill.id} label={skill.name} size="small" variant="outlined" />
              ))}
            </Box>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** The onboarding question of who may see the portfolio (issue 23 item 23: private until the student says so). */
export const PORTFOLIO_PRIVACY_TEXTS = {
  heading: 'Who can see your portfolio?',
  intro:
    'You can share a public link to your portfolio with recruiters and colleges. It shows your entries and the skills they show, never the skills you are still working on. You can change this at any time on My Portfolio.',
  private: 'Only me, for now',
  public: 'Anyone with the link',
  degree: 'The degree you named on your profile will be your first entry: add your score to it.',
} as const;

function PrivacyQuestion({ isPublic, onChange }: { isPublic: boolean; onChange: (isPublic: boolean) => void }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="portfolio-privacy"
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}
    >
      <Typography variant="h6" component="h2" id="portfolio-privacy" sx={{ fontSize: 18, mb: 0.5 }}>
        {PORTFOLIO_PRIVACY_TEXTS.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {PORTFOLIO_PRIVACY_TEXTS.intro}
      </Typography>
      <RadioGroup
        aria-labelledby="portfolio-privacy"
        name="portfolio-privacy"
        value={isPublic ? 'public' : 'private'}
        onChange={(event) => onChange(event.target.value === 'public')}
      >
        <FormControlLabel value="private" control={<Radio />} label={PORTFOLIO_PRIVACY_TEXTS.private} />
        <FormControlLabel value="public" control={<Radio />} label={PORTFOLIO_PRIVACY_TEXTS.public} />
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {PORTFOLIO_PRIVACY_TEXTS.degree}
      </Typography>
    </Paper>
  );
}

/**
 * /jobRoles: the student's career paths with their skills and life skills; 'Edit career paths'
 * reopens the dialog; before the portfolio exists it asks who may see it (private until the student
 * says otherwise), and 'Start my portfolio' creates it and goes to the dashboard.
 */
export default function JobRolesPage() {
  const { user, refetchUser } = useSession();
  const { showPopup } = useFeedback();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [isPublic, setIsPublic] = useState(false);
  const entries = user?.portfolio_job_roles ?? [];
  const details = useQueries({
    queries: entries.map((entry) => ({
      queryKey: [...JOB_ROLES_KEY, 'details', entry.job_role.id],
      queryFn: () => fetchRoleDetails(entry),
      staleTime: 10 * 60_000,
      meta: { handleErrors: false },
    })),
  });
  const start = useMutation({
    mutationFn: async () => {
      await createPortfolio(isPublic);
      await refetchUser();
    },
    meta: { handleErrors: false },
    onSuccess: () => void navigate('/dashboard'),
    onError: (error) => showPopup(failurePopup(error)),
  });

  if (!user) return <PageLoading />;
  const hasPortfolio = Boolean(user.portfolio);

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 }, maxWidth: 960 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <Box sx={{ maxWidth: 620 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 1 }}>
            Your career paths
          </Typography>
          <Typography color="text.secondary">
            {hasPortfolio
              ? 'Your portfolio entries are tied to these career paths and the skills they need.'
              : 'These are the careers you are working towards and the skills they need. Start your portfolio to record what you learn and build towards them.'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)}>
            Edit career paths
          </Button>
          {hasPortfolio ? (
            <Button variant="contained" component={RouterLink} to="/myPortfolio">
              Go to my portfolio
            </Button>
          ) : (
            <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
              {start.isPending ? 'Starting…' : 'Start my portfolio'}
            </Button>
          )}
        </Stack>
      </Box>
      {!hasPortfolio && <PrivacyQuestion isPublic={isPublic} onChange={setIsPublic} />}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {entries.map((entry, index) => (
          <CareerPathCard
            key={entry.id}
            entry={entry}
            details={details[index]?.data ?? null}
            isLoading={details[index]?.isPending ?? false}
          />
        ))}
      </Stack>
      {editing && (
        <JobRolesDialog
          open
          current={entries.map((entry) => ({ id: entry.job_role.id, name: entry.job_role.name }))}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </Box>
  );
}
