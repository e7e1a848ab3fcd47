import { LearningRequests } from '../../../../components/learning/learning-requests';
import { ProjectEnrolments, type ProjectFilters } from './enrolments';
import { ReviewQueue } from './review-queue';

/*
 * The widgets of /projectDashboard (the dashboards feature's stats page, its STATS_WIDGETS registry):
 * each takes the page's filters, one lazy chunk for the three.
 */

/** Submissions waiting for review (the filters do not narrow it: everything waiting is shown). */
export function ReviewQueueWidget(_props: { filters: ProjectFilters }) {
  return <ReviewQueue />;
}

/** Students' requests for more time on the caller's projects (a learning path's are on its own page). */
export function LearningRequestsWidget(_props: { filters: ProjectFilters }) {
  return <LearningRequests kindOfContent="project" />;
}

/** Enrolments of the project chosen among those whose name matches the search, enrolled within the dates. */
export function EnrolmentsWidget({ filters }: { filters: ProjectFilters }) {
  return <ProjectEnrolments filters={filters} />;
}
