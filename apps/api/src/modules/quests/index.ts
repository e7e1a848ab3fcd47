import type { Scorecard } from '@lbd/shared';
import { createSnapshots } from '../../lib/snapshots';
import type { AppModule } from '../module';
import { createLearnersService } from './learners.service';
import { createQuestMentorService } from './mentor.service';
import { questsRoutes } from './quests.routes';
import { createQuestsService } from './quests.service';
import { createStanding } from './standing';
import { questAchievementSource } from './achievements';
import { questEnrolmentTarget } from './enrolment-target';
import { quests as questsTable } from '../../db/schema';
import { tableAuthorSource } from '../../lib/author-sources';

export { createLearnersService, createQuestMentorService, createQuestsService, createStanding };

/** How often enrolled students' standings are recorded (progress for lists, completion and its notices). */
export const QUEST_SWEEP_EVERY_MS = 60_000;

/* react-pdf is loaded on the first scorecard asked for, not at start (as the portfolio's PDF). */
const renderPdf = async (card: Scorecard) => (await import('./scorecard.pdf')).renderQuestScorecard(card);

/** Quests (issue 27, decision 0078): journeys of projects, paths, quizzes, banks and activities behind gates. */
export const questsModule: AppModule = {
  name: 'quests',
  register(ctx) {
    const { db, clock } = ctx;
    const notifier = ctx.use('notifier');
    ctx.provide('questAuthors', tableAuthorSource(db, { quest: questsTable }));
    const standing = createStanding({
      db,
      clock,
      sources: [ctx.use('learningSteps'), ctx.use('quizSteps'), ctx.use('activitySteps')],
    });
    const quests = createQuestsService({ db, clock, standing, paidAccess: ctx.use('paidAccess') });
    const learners = createLearnersService({
      db,
      clock,
      standing,
      quests,
      notifier,
      paidAccess: ctx.use('paidAccess'),
    });
    const snapshots = createSnapshots({ ttlMs: ctx.env.DASHBOARD_CACHE_SECONDS * 1000, clock });
    const mentor = createQuestMentorService({
      snapshots,
      db,
      clock,
      standing,
      quests,
      learners,
      notifier,
      mailer: ctx.mailer,
      renderPdf,
    });
    // Work finished elsewhere counts at once on every page; completion's entry and notices follow within a minute.
    ctx.every(QUEST_SWEEP_EVERY_MS, 'quest-sweep', () => learners.sweep());
    ctx.use('questCards').current = mentor;
    ctx.provide('questAchievements', questAchievementSource(db, ctx.authSecret));
    ctx.provide('questEnrolments', questEnrolmentTarget(db));
    ctx.routes((api) => api.register(questsRoutes, { quests, learners, mentor }));
  },
};
