import fs from 'node:fs';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { pidFile } from './config/pid-file';
import { resolveAuthSecret } from './config/secrets';
import { missingWebBuild } from './config/web-build';
import { databaseFromEnv } from './db/client';
import { seedDatabase } from './seed';
import { announceDemoAccounts, seedDemoAccounts } from './seed/demo';
import { seedDemoEvents } from './seed/demo-events';
import { seedDemoInstituteCohort } from './seed/demo-institute-cohort';
import { seedDemoActivities } from './seed/demo-activities';
import { seedDemoClubs } from './seed/demo-clubs';
import { seedDemoJobApplications } from './seed/demo-job-applications';
import { seedDemoJobs } from './seed/demo-jobs';
import { seedDemoLearning } from './seed/demo-learning';
import { seedDemoMenteesAtRisk } from './seed/demo-mentees-at-risk';
import { seedDemoQuizResults } from './seed/demo-quiz-results';
import { seedDemoQuizBytes } from './seed/demo-quiz-bytes';
import { seedDemoPosts } from './seed/demo-posts';
import { seedDemoPostModeration } from './seed/demo-post-moderation';
import { seedDemoAchievementPost } from './seed/demo-achievement-post';
import { seedDemoQuests } from './seed/demo-quests';
import { seedDemoFeedback } from './seed/demo-feedback';
import { seedDemoTestimonials } from './seed/demo-testimonials';
import { seedDemoMeetings } from './seed/demo-meetings';
import { seedDemoPhotoCatalog } from './seed/demo-photo-catalog';
import { seedDemoQuizzes } from './seed/demo-quizzes';
import { seedDemoImports } from './seed/demo-imports';
import { seedDemoPayments, seedDemoSeats } from './seed/demo-payments';
import { seedDemoInvitations } from './seed/demo-invitations';
import { seedDemoOrgContent } from './seed/demo-org-content';
import { seedDemoOrgs } from './seed/demo-orgs';
import { seedDemoPendingOrg } from './seed/demo-pending-org';
import { seedDemoCataloguePeople } from './seed/demo-catalogue-people';
import { seedDemoShortlist } from './seed/demo-shortlist';
import { ensureAdmin } from './modules/identity';

const env = loadEnv();
// Without the web app every page would answer a bare 404: say so and stop, before any work.
const noWebBuild = missingWebBuild(env);
if (noWebBuild) {
  process.stderr.write(`${noWebBuild}\n`);
  process.exit(1);
}
const database = await databaseFromEnv(env);
fs.mkdirSync(env.DATA_DIR, { recursive: true });

const app = await buildApp({ env, database, authSecret: resolveAuthSecret(env) });
app.log.info({ database: database.kind }, 'applying migrations');
await database.migrate();
await seedDatabase(database.db, { demo: env.SEED_DEMO, log: app.log });
if (env.SEED_DEMO) {
  const accounts = await seedDemoAccounts(database.db, app.services.identityProvider);
  if (accounts) announceDemoAccounts(accounts, env.DATA_DIR, (s) => process.stdout.write(s));
  const demoJobs = await seedDemoJobs(database.db);
  if (demoJobs > 0) app.log.info({ jobs: demoJobs }, 'demo jobs and internships seeded');
  const demoOrgs = await seedDemoOrgs(database.db);
  if (demoOrgs > 0) app.log.info({ orgs: demoOrgs }, 'demo organisation pages seeded');
  const demoEvents = await seedDemoEvents(database.db);
  if (demoEvents > 0) app.log.info({ events: demoEvents }, 'demo events seeded');
  const demoClubs = await seedDemoClubs(database.db);
  if (demoClubs > 0) app.log.info({ clubs: demoClubs }, 'demo clubs seeded');
  const demoApplications = await seedDemoJobApplications(database.db);
  if (demoApplications > 0) app.log.info({ applications: demoApplications }, 'demo job applications seeded');
  const demoCohort = await seedDemoInstituteCohort(database.db);
  if (demoCohort > 0) app.log.info({ applications: demoCohort }, 'demo institute cohort seeded');
  const demoShortlist = await seedDemoShortlist(database.db);
  if (demoShortlist > 0) app.log.info({ students: demoShortlist }, 'demo shortlist seeded');
  const demoOrgContent = await seedDemoOrgContent(database.db);
  if (demoOrgContent > 0) app.log.info({ items: demoOrgContent }, 'demo drafts and closed content seeded');
  const demoActivities = await seedDemoActivities(database.db, { notifier: app.services.notifications.notifier });
  if (demoActivities > 0) app.log.info({ activities: demoActivities }, 'demo activity seeded');
  const demoLearning = await seedDemoLearning(database.db, {
    notifier: app.services.notifications.notifier,
    storage: app.services.objectStorage,
  });
  if (demoLearning > 0) app.log.info({ items: demoLearning }, 'demo learning content seeded');
  const demoQuizzes = await seedDemoQuizzes(database.db);
  if (demoQuizzes > 0) app.log.info({ questions: demoQuizzes }, 'demo question banks and quiz seeded');
  const demoQuizResults = await seedDemoQuizResults(database.db);
  if (demoQuizResults > 0) app.log.info({ attempts: demoQuizResults }, 'demo quiz attempts and results seeded');
  const demoBytes = await seedDemoQuizBytes(database.db, { notifier: app.services.notifications.notifier });
  if (demoBytes > 0) app.log.info({ answers: demoBytes }, 'demo quiz byte and practice seeded');
  const demoQuests = await seedDemoQuests(database.db, { notifier: app.services.notifications.notifier });
  if (demoQuests > 0) app.log.info({ quests: demoQuests }, 'demo quests seeded');
  const demoPosts = await seedDemoPosts(database.db, { storage: app.services.storage });
  if (demoPosts > 0) app.log.info({ posts: demoPosts }, 'demo posts seeded');
  if ((await seedDemoPostModeration(database.db)) > 0)
    app.log.info('demo reported posts and campus channel post seeded');
  if ((await seedDemoAchievementPost(database.db)) > 0) app.log.info('demo shared achievement seeded');
  const demoTestimonials = await seedDemoTestimonials(database.db);
  if (demoTestimonials > 0) app.log.info({ testimonials: demoTestimonials }, 'demo testimonials seeded');
  const demoFeedback = await seedDemoFeedback(database.db);
  if (demoFeedback > 0) app.log.info({ ratings: demoFeedback }, 'demo feedback seeded');
  const demoPhotos = await seedDemoPhotoCatalog(database.db, { storage: app.services.storage });
  if (demoPhotos > 0) app.log.info({ photos: demoPhotos }, 'demo photo catalog seeded');
  if ((await seedDemoMeetings(database.db)) > 0) app.log.info('demo live sessions seeded');
  if ((await seedDemoImports(database.db, { storage: app.services.storage })) > 0)
    app.log.info('demo bulk imports seeded');
  if ((await seedDemoPayments(database.db)) > 0) app.log.info('demo payment pages seeded');
  if ((await seedDemoSeats(database.db)) > 0) app.log.info('demo seats and subscription seeded');
  if ((await seedDemoInvitations(database.db, { notifier: app.services.notifications.notifier })) > 0)
    app.log.info('demo club and event invitations seeded');
  if ((await seedDemoMenteesAtRisk(database.db, { notifier: app.services.notifications.notifier })) > 0)
    app.log.info('demo mentees at risk seeded');
  if ((await seedDemoPendingOrg(database.db, app.services.identityProvider)) > 0)
    app.log.info('demo company awaiting approval seeded');
  if ((await seedDemoCataloguePeople(database.db, app.services.identityProvider)) > 0)
    app.log.info('demo duplicate skill, batches and incomplete accounts seeded');
}
if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
  const result = await ensureAdmin(database.db, app.services.identityProvider, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  app.log.info({ admin: env.ADMIN_EMAIL, result }, 'admin from ADMIN_EMAIL');
}

await app.listen({ host: env.HOST, port: env.PORT });
if (!env.DATABASE_URL) fs.writeFileSync(pidFile(env.DATA_DIR), String(process.pid));
app.log.info(`Learn By Doing is running on http://localhost:${env.PORT}`);

let closing = false;
// Once shutting down, background work still running when the database closes (a notification slice, a
// sweep) loses its database: its transaction rolls back and the work runs again at the next start. Its
// rejection is logged with its stack rather than crashing an exit that is otherwise clean.
process.on('unhandledRejection', (err) => {
  if (!closing) throw err;
  app.log.warn({ err }, 'background work cut off by the shutdown');
});
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('graceful shutdown timed out');
    process.exit(1);
  }, env.SHUTDOWN_GRACE_SECONDS * 1000);
  force.unref();
  try {
    await app.close();
    await database.close();
    fs.rmSync(pidFile(env.DATA_DIR), { force: true });
    app.log.info('shutdown complete');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
