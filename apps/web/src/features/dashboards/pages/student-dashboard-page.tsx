import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import { useSession } from '../../../lib/session';
import { loadStudentActivityList } from '../../activities';

const StudentActivityList = lazy(() => loadStudentActivityList().then((m) => ({ default: m.StudentActivityList })));

/** Being built (issue 24): for now the placeholder and the student's activities. */
export default function StudentDashboardPage() {
  const { user } = useSession();
  const isStudent = user?.profile?.profile_type === 'STUDENT';
  return (
    <>
      <AreaPlaceholder area="dashboards" />
      {isStudent && (
        <Box sx={{ px: { xs: 2, md: 4 }, pb: { xs: 3, md: 5 }, maxWidth: 880 }}>
          <Suspense fallback={null}>
            <StudentActivityList />
          </Suspense>
        </Box>
      )}
    </>
  );
}
