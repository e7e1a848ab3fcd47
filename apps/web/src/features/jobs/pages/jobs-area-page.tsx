import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';

// Career-path selection belongs to profile completion (SPEC §4.1); it lives with the profile feature.
const SelectJobRolesPage = lazy(() => import('../../profile/pages/select-job-roles-page'));
const JobRolesPage = lazy(() => import('../../profile/pages/job-roles-page'));

/** Entry of the 'jobs' area (SPEC §2.1). Jobs and internships come with a later issue; until then, a placeholder. */
export default function JobsAreaPage({ pattern }: AreaPageProps) {
  if (pattern === '/selectJobRoles') return <SelectJobRolesPage />;
  if (pattern === '/jobRoles') return <JobRolesPage />;
  return <AreaPlaceholder area="jobs" />;
}
