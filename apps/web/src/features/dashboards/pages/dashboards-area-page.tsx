import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';
import { useSession } from '../../../lib/session';
import { loadStudentActivityList } from '../../activities';

const StudentActivityList = lazy(() => loadStudentActivityList().then((m) => ({ default: m.StudentActivityList })));

/**
 * Entry of the 'dashboards' area (SPEC §2.1). Its screens come with a later issue; until then, a
 * placeholder — and on the student's /dashboard, the list of their activities.
 */
export default function DashboardsAreaPage({ pattern }: AreaPageProps) {
  const { user } = useSession();
  const showsActivities = pattern === '/dashboard' && user?.profile?.profile_type === 'STUDENT';
  return (
    <>
      <AreaPlaceholder area="dashboards" />
      {showsActivities && (
        <Box sx={{ px: { xs: 2, md: 4 }, pb: { xs: 3, md: 5 }, maxWidth: 880 }}>
          <Suspense fallback={null}>
            <StudentActivityList />
          </Suspense>
        </Box>
      )}
    </>
  );
}
