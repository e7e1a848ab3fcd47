import type { EndpointTable, RouteTable } from './endpoint-table';
import { ACCESS_LEVELS_ENDPOINTS } from './access-levels/endpoints';
import { ACCOUNT_ENDPOINTS } from './account/endpoints';
import { ACHIEVEMENTS_ENDPOINTS } from './achievements/endpoints';
import { ACTIVITIES_ENDPOINTS } from './activities/endpoints';
import { ADMIN_DASHBOARD_ENDPOINTS } from './admin-dashboard/endpoints';
import { CATALOGUE_ENDPOINTS } from './catalogue/endpoints';
import { CLUBS_ENDPOINTS } from './clubs/endpoints';
import { DEV_MAILBOX_ENDPOINTS } from './dev-mailbox/endpoints';
import { EVENTS_ENDPOINTS } from './events/endpoints';
import { FEEDBACK_ENDPOINTS } from './feedback/endpoints';
import { HEALTH_ENDPOINTS } from './health/endpoints';
import { IMPORTS_ENDPOINTS } from './imports/endpoints';
import { IDENTITY_ENDPOINTS } from './identity/endpoints';
import { INSTITUTE_DASHBOARD_ENDPOINTS } from './institute-dashboard/endpoints';
import { JOBS_ENDPOINTS } from './jobs/endpoints';
import { LEARNING_ENDPOINTS } from './learning/endpoints';
import { LOOKUPS_ENDPOINTS } from './lookups/endpoints';
import { MAIL_NOTIFICATIONS_ENDPOINTS } from './mail-notifications/endpoints';
import { MENTOR_DASHBOARD_ENDPOINTS } from './mentor-dashboard/endpoints';
import { NOTIFICATION_EMAILS_ENDPOINTS } from './notification-emails/endpoints';
import { NOTIFICATIONS_ENDPOINTS } from './notifications/endpoints';
import { PAYMENTS_ENDPOINTS } from './payments/endpoints';
import { ORG_DASHBOARD_ENDPOINTS } from './org-dashboard/endpoints';
import { ORG_MEMBERS_ENDPOINTS } from './org-members/endpoints';
import { MEETINGS_ENDPOINTS } from './meetings/endpoints';
import { ORGS_ENDPOINTS } from './orgs/endpoints';
import { PEOPLE_ENDPOINTS } from './people/endpoints';
import { PHOTO_CATALOG_ENDPOINTS } from './photo-catalog/endpoints';
import { PORTFOLIO_ENDPOINTS } from './portfolio/endpoints';
import { POSTS_ENDPOINTS } from './posts/endpoints';
import { PROFILES_ENDPOINTS, UPLOADED_FILE_ENDPOINTS } from './profiles/endpoints';
import { QUESTS_ENDPOINTS } from './quests/endpoints';
import { QUIZZES_ENDPOINTS } from './quizzes/endpoints';
import { READINGS_ENDPOINTS } from './readings/endpoints';
import { SHORTLISTS_ENDPOINTS } from './shortlists/endpoints';
import { SKILLS_DASHBOARD_ENDPOINTS } from './skills-dashboard/endpoints';
import { STUDENT_DASHBOARD_ENDPOINTS } from './student-dashboard/endpoints';
import { TESTIMONIALS_ENDPOINTS } from './testimonials/endpoints';
import { INVITATIONS_ENDPOINTS } from './invitations/endpoints';

export * from './endpoint-table';

/**
 * Every route of the API under /api with the schemas its route declares (issue 22), one table per
 * feature (`<feature>/endpoints.ts`). The API's endpoints test proves the table and the registered
 * routes agree; the web's client is typed from `Endpoints`. A new route: add its schemas to the
 * feature's schemas.ts, its entry to the feature's endpoints.ts (and a new feature's table here).
 */
export const FEATURE_ENDPOINTS = {
  'access-levels': ACCESS_LEVELS_ENDPOINTS,
  account: ACCOUNT_ENDPOINTS,
  achievements: ACHIEVEMENTS_ENDPOINTS,
  activities: ACTIVITIES_ENDPOINTS,
  'admin-dashboard': ADMIN_DASHBOARD_ENDPOINTS,
  catalogue: CATALOGUE_ENDPOINTS,
  clubs: CLUBS_ENDPOINTS,
  events: EVENTS_ENDPOINTS,
  feedback: FEEDBACK_ENDPOINTS,
  identity: IDENTITY_ENDPOINTS,
  'institute-dashboard': INSTITUTE_DASHBOARD_ENDPOINTS,
  jobs: JOBS_ENDPOINTS,
  learning: LEARNING_ENDPOINTS,
  lookups: LOOKUPS_ENDPOINTS,
  'mail-notifications': MAIL_NOTIFICATIONS_ENDPOINTS,
  meetings: MEETINGS_ENDPOINTS,
  'mentor-dashboard': MENTOR_DASHBOARD_ENDPOINTS,
  'notification-emails': NOTIFICATION_EMAILS_ENDPOINTS,
  notifications: NOTIFICATIONS_ENDPOINTS,
  'org-dashboard': ORG_DASHBOARD_ENDPOINTS,
  'org-members': ORG_MEMBERS_ENDPOINTS,
  orgs: ORGS_ENDPOINTS,
  people: PEOPLE_ENDPOINTS,
  'photo-catalog': PHOTO_CATALOG_ENDPOINTS,
  portfolio: PORTFOLIO_ENDPOINTS,
  posts: POSTS_ENDPOINTS,
  profiles: PROFILES_ENDPOINTS,
  quests: QUESTS_ENDPOINTS,
  quizzes: QUIZZES_ENDPOINTS,
  readings: READINGS_ENDPOINTS,
  shortlists: SHORTLISTS_ENDPOINTS,
  'skills-dashboard': SKILLS_DASHBOARD_ENDPOINTS,
  'student-dashboard': STUDENT_DASHBOARD_ENDPOINTS,
  testimonials: TESTIMONIALS_ENDPOINTS,
  imports: IMPORTS_ENDPOINTS,
  payments: PAYMENTS_ENDPOINTS,
  invitations: INVITATIONS_ENDPOINTS,
} as const satisfies Record<string, EndpointTable>;

export const ENDPOINTS = {
  ...ACCESS_LEVELS_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...ACHIEVEMENTS_ENDPOINTS,
  ...ACTIVITIES_ENDPOINTS,
  ...ADMIN_DASHBOARD_ENDPOINTS,
  ...CATALOGUE_ENDPOINTS,
  ...CLUBS_ENDPOINTS,
  ...EVENTS_ENDPOINTS,
  ...FEEDBACK_ENDPOINTS,
  ...IDENTITY_ENDPOINTS,
  ...IMPORTS_ENDPOINTS,
  ...INSTITUTE_DASHBOARD_ENDPOINTS,
  ...JOBS_ENDPOINTS,
  ...LEARNING_ENDPOINTS,
  ...LOOKUPS_ENDPOINTS,
  ...MAIL_NOTIFICATIONS_ENDPOINTS,
  ...MEETINGS_ENDPOINTS,
  ...MENTOR_DASHBOARD_ENDPOINTS,
  ...NOTIFICATION_EMAILS_ENDPOINTS,
  ...NOTIFICATIONS_ENDPOINTS,
  ...PAYMENTS_ENDPOINTS,
  ...ORG_DASHBOARD_ENDPOINTS,
  ...ORG_MEMBERS_ENDPOINTS,
  ...ORGS_ENDPOINTS,
  ...PEOPLE_ENDPOINTS,
  ...PHOTO_CATALOG_ENDPOINTS,
  ...PORTFOLIO_ENDPOINTS,
  ...POSTS_ENDPOINTS,
  ...PROFILES_ENDPOINTS,
  ...QUESTS_ENDPOINTS,
  ...QUIZZES_ENDPOINTS,
  ...READINGS_ENDPOINTS,
  ...SHORTLISTS_ENDPOINTS,
  ...SKILLS_DASHBOARD_ENDPOINTS,
  ...STUDENT_DASHBOARD_ENDPOINTS,
  ...TESTIMONIALS_ENDPOINTS,
  ...INVITATIONS_ENDPOINTS,
} as const satisfies EndpointTable;
export type Endpoints = typeof ENDPOINTS;

/**
 * The other routes that declare schemas, which the web's client does not call: the health probes and
 * uploaded files (outside /api), and the development mailbox (not registered in production). Their
 * schemas live in the contract too; the API's endpoints test holds each entry to its route as it
 * holds ENDPOINTS.
 */
export const OUTSIDE_CLIENT_ENDPOINTS = {
  ...HEALTH_ENDPOINTS,
  ...UPLOADED_FILE_ENDPOINTS,
  ...DEV_MAILBOX_ENDPOINTS,
} as const satisfies RouteTable;
