import type { Assignment } from '@lbd/shared/activities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useAdminAccessLevel } from '../../../lib/admin-access-level';
import { useFeedback } from '../../../lib/feedback';
import { useSession } from '../../../lib/session';
import { allocateReviewers, allocationHeadline } from '../api/author';
import {
  fetchAssignment,
  fetchMyAssignmentByActivity,
  peerAccessCheck,
  studentActivityKeys,
  type MyAssignmentDetail,
} from '../api/student';
import type { PeerViewer } from '../components/peer-comment-thread';
import { PeerEvaluationTab } from '../components/peer-evaluation-tab';
import { PeerLearningTab } from '../components/peer-learning-tab';
import { PeerMyReviewsTab } from '../components/peer-my-reviews-tab';
import { StudentActivityHeader } from '../components/student-activity-header';
import { StudentScoreSummary } from '../components/student-score-summary';
import { StudentSubmissionPanel } from '../components/student-submission-panel';

const TABS = {
  learning: 'Peer Learning',
  evaluation: 'Peer Evaluation',
  received: 'Reviews of My Work',
} as const;
type TabKey = keyof typeof TABS;

/**
 * /peerLearning/{id} (an activity's id): the peer learning / peer evaluation screen of SPEC §2.6.
 * It first posts the access check; a failure records the error and goes to /unauthorized (SPEC §8).
 */
export default function PeerLearningPage() {
  const activityId = Number(useParams().id);
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const profileId = user?.profile?.id ?? null;
  const valid = Number.isInteger(activityId) && activityId > 0;
  const access = useQuery({
    queryKey: studentActivityKeys.access(activityId, profileId ?? 0),
    queryFn: () => peerAccessCheck(activityId, profileId!),
    enabled: valid && profileId !== null,
    retry: false,
    staleTime: Infinity,
    meta: { handleErrors: false },
  });
  // Signed in without a profile: nobody to check access for. Signed out, the session guard shows
  // Access Denied and keeps the path for after sign-in.
  const failed =
    access.isError || (!isLoading && user !== null && profileId === null) || (access.data && !access.data.allowed);
  useEffect(() => {
    if (!failed) return;
    console.error('Peer activity access check failed:', access.error?.message ?? 'no profile');
    void navigate('/unauthorized', { replace: true });
  }, [failed, access.error, navigate]);

  if (!valid) return <Navigate to="/error?type=notfound" replace />;
  if (!access.data || failed || profileId === null) return <PageLoading />;
  return access.data.role === 'mentor' ? (
    <MentorPeerScreen activityId={activityId} profileId={profileId} />
  ) : (
    <StudentPeerScreen activityId={activityId} profileId={profileId} />
  );
}

function StudentPeerScreen({ activityId, profileId }: { activityId: number; profileId: number }) {
  const my = useQuery({
    queryKey: studentActivityKeys.byActivity(activityId),
    queryFn: () => fetchMyAssignmentByActivity(activityId),
  });
  if (!my.data) return <PageLoading />;
  const a = my.data.assignment;
  return (
    <Screen>
      <StudentActivityHeader
        assignment={a}
        status={my.data.status}
        submissionDeadline={my.data.submission_deadline}
        actions={
          <Button component={RouterLink} to={`/myActivity/${my.data.id}`} variant="outlined" size="small">
            My Activity
          </Button>
        }
      />
      <StudentScoreSummary my={my.data} />
      <StudentSubmissionPanel my={my.data} />
      <PeerTabs assignment={a} viewer={{ profileId, isMentor: false }} my={my.data} />
    </Screen>
  );
}

function MentorPeerScreen({ activityId, profileId }: { activityId: number; profileId: number }) {
  const assignment = useQuery({
    queryKey: studentActivityKeys.assignment(activityId),
    queryFn: () => fetchAssignment(activityId),
  });
  // SPEC §7.6: the screen reads the advisor admin access level (once per session). The allocation of
  // reviewers no longer waits on it: the activity's mentor allocates as an admin does (issue 23 item 14).
  useAdminAccessLevel();
  if (!assignment.data) return <PageLoading />;
  return (
    <Screen>
      <StudentActivityHeader
        assignment={assignment.data}
        submissionDeadline={assignment.data.disable_at}
        actions={
          <>
            <Button component={RouterLink} to={`/activityDashboard/${activityId}`} variant="outlined" size="small">
              Activity Dashboard
            </Button>
            {assignment.data.peer_evaluation && <AllocateButton activityId={activityId} />}
          </>
        }
      />
      <PeerTabs assignment={assignment.data} viewer={{ profileId, isMentor: true }} my={null} />
    </Screen>
  );
}

/** The allocation of reviewers (the activity's mentor or an admin), from the peer screen; the dashboard shows who is short. */
function AllocateButton({ activityId }: { activityId: number }) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const allocate = useMutation({
    mutationFn: () => allocateReviewers(activityId),
    meta: { handleErrors: false },
    onSuccess: (result) => {
      const short = result.shortfall.length ? ' Some submissions are still short of reviewers: see the dashboard.' : '';
      showSnackbar(allocationHeadline(result) + short);
      void queryClient.invalidateQueries({ queryKey: studentActivityKeys.peer(activityId) });
    },
    onError: () => showSnackbar('Reviewers could not be allocated.'),
  });
  return (
    <Button variant="contained" size="small" onClick={() => allocate.mutate()} disabled={allocate.isPending}>
      Allocate reviewers
    </Button>
  );
}

function Screen({ children }: { children: ReactNode }) {
  return <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 980 }}>{children}</Box>;
}

/** The tabbed list of peer submissions: learning (comments), evaluation, and the reviews received. */
function PeerTabs({
  assignment,
  viewer,
  my,
}: {
  assignment: Assignment;
  viewer: PeerViewer;
  my: MyAssignmentDetail | null;
}) {
  const [search, setSearch] = useSearchParams();
  const keys: TabKey[] = [
    'learning',
    ...(assignment.peer_evaluation ? (['evaluation'] as const) : []),
    ...(assignment.peer_evaluation && my ? (['received'] as const) : []),
  ];
  const asked = search.get('tab') as TabKey | null;
  const tab: TabKey = asked && keys.includes(asked) ? asked : 'learning';
  const select = (next: TabKey) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'learning') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return (
    <Paper component="section" aria-label="Peer submissions" variant="outlined" sx={{ mb: 2 }}>
      <Tabs
        value={tab}
        onChange={(_e, next: TabKey) => select(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Peer submissions"
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}
      >
        {keys.map((k) => (
          <Tab key={k} value={k} label={TABS[k]} id={`peer-tab-${k}`} aria-controls={`peer-panel-${k}`} />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`peer-panel-${tab}`}
        aria-labelledby={`peer-tab-${tab}`}
        sx={{ p: { xs: 1.5, sm: 2.5 } }}
      >
        {tab === 'learning' && <PeerLearningTab assignment={assignment} viewer={viewer} />}
        {tab === 'evaluation' && <PeerEvaluationTab assignment={assignment} viewer={viewer} />}
        {tab === 'received' && my && (
          <PeerMyReviewsTab assignment={assignment} myAssignmentId={my.id} viewer={viewer} />
        )}
      </Box>
    </Paper>
  );
}
