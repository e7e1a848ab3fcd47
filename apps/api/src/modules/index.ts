import { accessLevelsModule } from './access-levels';
import { accountModule } from './account';
import { activitiesModule } from './activities';
import { adminModule } from './admin';
import { adminDashboardModule } from './admin-dashboard';
import { benchModule } from './bench';
import { careerPathsModule } from './career-paths';
import { clubsModule } from './clubs';
import { eventsModule } from './events';
import { feedbackModule } from './feedback';
import { instituteDashboardModule } from './institute-dashboard';
import { invitationsModule } from './invitations';
import { identityModule } from './identity';
import { jobsModule } from './jobs';
import { learningModule } from './learning';
import { quizzesModule } from './quizzes';
import { questsModule } from './quests';
import { lookupsModule } from './lookups';
import { catalogueModule } from './catalogue';
import { mailNotificationsModule } from './mail-notifications';
import { importsModule } from './imports';
import { paymentsModule } from './payments';
import { meetingsModule } from './meetings';
import { mentorDashboardModule } from './mentor-dashboard';
import type { AppModule } from './module';
import { notificationEmailsModule } from './notification-emails';
import { notificationsModule } from './notifications';
import { orgDashboardModule } from './org-dashboard';
import { orgMembersModule } from './org-members';
import { orgsModule } from './orgs';
import { photoCatalogModule } from './photo-catalog';
import { portfolioModule } from './portfolio';
import { postsModule } from './posts';
import { profilesModule } from './profiles';
import { readingsModule } from './readings';
import { skillsDashboardModule } from './skills-dashboard';
import { shortlistsModule } from './shortlists';
import { studentDashboardModule } from './student-dashboard';
import { testimonialsModule } from './testimonials';

/**
 * Every feature of the API, in the order app.ts registers them: a module comes after the modules whose
 * facts it uses (ctx.use), and its routes, queue handlers and periodic tasks follow this order too.
 * A new feature adds one line here.
 */
export const MODULES: readonly AppModule[] = [
  benchModule,
  lookupsModule,
  identityModule, // provides identity, identityProvider, authenticate
  accountModule, // uses identity
  notificationEmailsModule, // provides notificationEmails
  notificationsModule, // uses notificationEmails; provides notifications, notifier, liveHub, unviewedCountSql
  mailNotificationsModule, // uses notifier; provides mailLists
  orgMembersModule, // provides orgJoinRequested
  profilesModule, // uses unviewedCountSql, orgJoinRequested
  careerPathsModule,
  catalogueModule,
  accessLevelsModule,
  portfolioModule, // provides entries, portfolioAchievements, portfolioRecords
  jobsModule, // uses notifier
  readingsModule, // uses entries
  eventsModule, // uses notifier; provides publishedEventCount
  clubsModule, // uses notifier; provides publishedClubCount
  orgsModule, // uses publishedEventCount, publishedClubCount
  invitationsModule, // uses notifier, clubEnrolments, eventEnrolments
  activitiesModule, // uses notifier; provides activityFiles
  paymentsModule, // provides paidAccess (learning and quests ask it)
  learningModule, // uses notifier, paidAccess; provides learningAchievements
  quizzesModule, // uses notifier
  questsModule, // uses notifier, learningSteps, quizSteps, activitySteps; provides questAchievements
  adminModule, // uses identityProvider and every module's author source (jobAuthors, eventAuthors, ...)
  feedbackModule, // uses eventFeedback, clubFeedback, learningFeedback, activityFeedback
  testimonialsModule,
  studentDashboardModule, // uses portfolioFacts
  mentorDashboardModule, // uses notifier
  adminDashboardModule,
  orgDashboardModule,
  instituteDashboardModule,
  skillsDashboardModule, // uses portfolioFacts
  shortlistsModule, // uses mailLists; builds on the institute dashboard's scope
  postsModule, // uses notifier, portfolioAchievements, learningAchievements, questAchievements
  photoCatalogModule,
  meetingsModule, // uses notifier, entries
  importsModule, // uses identityProvider, portfolioRecords and every enrolment target (eventEnrolments, quizEnrolments, ...)
];
