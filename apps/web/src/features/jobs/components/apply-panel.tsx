import { JOB_TEXTS, type JobDetail } from '@lbd/shared/jobs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { applyToJob, fetchEligibility, JOBS_KEY, jobKeys, withdrawFromJob } from '../api';
import { ineligibleReason, STATUS_LABELS } from '../job-helpers';
import { ApplyProblemDialog, ConfirmDialog, type ApplyProblem } from './apply-dialogs';
import { EligibilityList } from './eligibility-panel';

/** The student's side of a job: eligibility before applying, Apply (20 s), Applied, Withdraw. */
export function ApplyPanel({ job }: { job: JobDetail }) {
  const { user, openLogin } = useSession();
  const profile = user?.profile ?? null;
  return (
    <Paper variant="outlined" component="aside" aria-label="Apply" sx={{ p: 2, position: { md: 'sticky' }, top: 16 }}>
      {!profile ? (
        <>
          <Typography sx={{ mb: 1.5 }}>Sign in as a student to check your eligibility and apply.</Typography>
          <Button variant="contained" onClick={() => openLogin('login')}>
            LOGIN
          </Button>
        </>
      ) : profile.profile_type !== 'STUDENT' ? (
        <Typography color="text.secondary">Only students can apply to jobs and internships.</Typography>
      ) : (
        <StudentApply job={job} />
      )}
    </Paper>
  );
}

function StudentApply({ job }: { job: JobDetail }) {
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const [coverNote, setCoverNote] = useState('');
  const [problem, setProblem] = useState<ApplyProblem | null>(null);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  // After Apply the button is gone: the focus goes to the result, so a screen reader says it.
  const [justApplied, setJustApplied] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const eligibility = useQuery({
    queryKey: jobKeys.eligibility(job.id),
    queryFn: () => fetchEligibility(job.id),
    meta: { handleErrors: false },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: JOBS_KEY });

  const apply = useMutation({
    mutationFn: () => applyToJob(job.id, coverNote),
    meta: { handleErrors: false },
    onSuccess: () => {
      showSnackbar('Your application was sent.');
      setJustApplied(true);
      void refresh();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.message === JOB_TEXTS.ineligible) {
        const latest = await eligibility.refetch();
        setProblem({
          kind: 'ineligible',
          message: error.popup?.message ?? JOB_TEXTS.ineligible,
          eligibility: latest.data ?? null,
        });
        return;
      }
      const popup = failurePopup(error);
      setProblem({ kind: 'error', heading: popup.heading, message: popup.message });
    },
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawFromJob(job.id),
    meta: { handleErrors: false },
    onSuccess: () => {
      setConfirmWithdraw(false);
      showSnackbar('Your application was withdrawn.');
      void refresh();
    },
    onError: (error) => {
      setConfirmWithdraw(false);
      showPopup(failurePopup(error));
    },
  });

  const mine = job.my_application;
  useEffect(() => {
    if (!justApplied || !mine) return;
    resultRef.current?.focus();
    setJustApplied(false);
  }, [justApplied, mine]);
  const isOpen = job.status === 'published' && job.days_left !== JOB_TEXTS.closed;
  const canWithdraw = mine && (mine.status === 'applied' || mine.status === 'shortlisted');
  // Said before the click (issue 23 item 22): the criteria not met, as the server's 'Ineligible' says
  // them. The server refuses an application below 100%, so Apply waits until they are met; if the
  // eligibility could not be read, Apply stays and the server decides (its popup then says why).
  const notYet = eligibility.data ? ineligibleReason(eligibility.data) : null;
  const reasonId = useId();
  const scoreUnmet = Boolean(
    notYet && eligibility.data?.criteria.some((c) => !c.met && ['CGPA', 'Percentage', 'Backlogs'].includes(c.name)),
  );

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Your eligibility
      </Typography>
      {eligibility.data ? (
        <EligibilityList eligibility={eligibility.data} />
      ) : eligibility.isError ? (
        <Typography color="text.secondary">We could not work out your eligibility just now.</Typography>
      ) : (
        <Skeleton variant="rounded" height={80} aria-label="Loading eligibility" />
      )}
      <Box sx={{ mt: 2 }}>
        {mine ? (
          <>
            <Box
              ref={resultRef}
              tabIndex={-1}
              role="status"
              data-testid="application-result"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, '&:focus': { outline: 'none' } }}
            >
              <Typography>Your application:</Typography>
              <Chip
                color={mine.status === 'rejected' || mine.status === 'withdrawn' ? 'default' : 'success'}
                label={STATUS_LABELS[mine.status]}
                data-testid="application-status"
              />
            </Box>
            {canWithdraw && (
              <Button variant="outlined" color="error" onClick={() => setConfirmWithdraw(true)}>
                Withdraw
              </Button>
            )}
          </>
        ) : isOpen ? (
          <>
            {!notYet && (
              <TextField
                label="Cover note (optional)"
                value={coverNote}
                onChange={(e) => setCoverNote(e.target.value)}
                multiline
                minRows={3}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 2000 } }}
                sx={{ mb: 1.5 }}
              />
            )}
            {notYet && (
              <Alert severity="warning" id={reasonId} sx={{ mb: 1.5 }} data-testid="ineligible-reason">
                <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  You cannot apply yet.
                </Box>
                {notYet}
                {scoreUnmet && (
                  <>
                    {' '}
                    <Link component={RouterLink} to="/myPortfolio">
                      Your score and backlogs come from your latest degree in My Portfolio.
                    </Link>
                  </>
                )}
              </Alert>
            )}
            <Button
              variant="contained"
              fullWidth
              onClick={() => apply.mutate()}
              disabled={apply.isPending || notYet !== null}
              aria-describedby={notYet ? reasonId : undefined}
            >
              {apply.isPending ? 'Applying…' : 'Apply'}
            </Button>
          </>
        ) : (
          <Typography color="text.secondary">{JOB_TEXTS.notOpen}</Typography>
        )}
      </Box>
      <ApplyProblemDialog problem={problem} onClose={() => setProblem(null)} />
      <ConfirmDialog
        open={confirmWithdraw}
        title="Withdraw your application?"
        message="The organisation will no longer consider you for this role, and you cannot apply to it again."
        confirm="Withdraw"
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
        onClose={() => setConfirmWithdraw(false)}
      />
    </Box>
  );
}
