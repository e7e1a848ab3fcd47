import { quizEnrolmentTarget } from './enrolment-target';
import type { AppModule } from '../module';
import { createAttemptsService } from './attempts.service';
import { createBanksService } from './banks.service';
import { dashboardRoutes } from './dashboard.routes';
import { createOverviewService } from './overview.service';
import { bytesRoutes } from './bytes.routes';
import { createBytesService } from './bytes.service';
import { createPracticeService } from './practice.service';
import { quizzesRoutes } from './quizzes.routes';
import { createQuizzesService } from './quizzes.service';
import { createReviewService } from './review.service';
import { createStatsService } from './stats.service';
import { quizStepSource } from './quest-steps';
import { transferRoutes } from './transfer.routes';
import { createTransferService } from './transfer.service';
import { questionBanks, quizzes as quizzesTable } from '../../db/schema';
import { tableAuthorSource } from '../../lib/author-sources';

export { quizStepSource };
export {
  createAttemptsService,
  createBanksService,
  createBytesService,
  createPracticeService,
  createQuizzesService,
  createReviewService,
  createStatsService,
};

/** How often the server looks for attempts past their deadline (and submits them). */
export const AUTO_SUBMIT_EVERY_MS = 10_000;
/** How often quizzes with new finished attempts have their statistics counted again. */
export const STATS_EVERY_MS = 60_000;
/** How often the day's practice notices are looked for (each student and bank hears once a day). */
export const BYTE_REMINDERS_EVERY_MS = 10 * 60_000;

/** Quizzes, question banks and attempts (issue 26, decision 0075). */
export const quizzesModule: AppModule = {
  name: 'quizzes',
  register(ctx) {
    const { db, clock } = ctx;
    ctx.provide('quizSteps', quizStepSource(db));
    ctx.provide('quizEnrolments', quizEnrolmentTarget(db));
    ctx.provide('quizAuthors', tableAuthorSource(db, { quiz: quizzesTable, question_bank: questionBanks }));
    const banks = createBanksService({ db, clock });
    const quizzes = createQuizzesService({ db, clock, banks });
    const attempts = createAttemptsService({ db, clock, quizzes, pathsForSkills: ctx.use('learningPathsForSkills') });
    const review = createReviewService({ db, clock, banks, quizzes, attempts });
    const stats = createStatsService({ db, clock, quizzes, notifier: ctx.use('notifier') });
    // The browser may never come back: the server closes what ran out of time, with its saved answers.
    ctx.every(AUTO_SUBMIT_EVERY_MS, 'quiz-auto-submit', () => attempts.autoSubmitExpired());
    // Statistics and question health are counted in the background, a few quizzes a minute.
    ctx.every(STATS_EVERY_MS, 'quiz-stats', () => stats.refreshStale());
    const transfer = createTransferService({ db, clock, banks });
    ctx.routes((api) => api.register(quizzesRoutes, { banks, quizzes, attempts, review, stats }));
    ctx.routes((api) => api.register(transferRoutes, { transfer }));
    const overview = createOverviewService({ db, quizzes });
    ctx.routes((api) => api.register(dashboardRoutes, { overview }));
    // Quiz bytes (decision 0077): practice by spaced repetition, and its daily notice.
    const bytes = createBytesService({ db, clock, banks, notifier: ctx.use('notifier') });
    const practice = createPracticeService({ db, clock, banks });
    ctx.every(BYTE_REMINDERS_EVERY_MS, 'quiz-byte-reminders', () => bytes.remindDue(), { onStart: true });
    ctx.routes((api) => api.register(bytesRoutes, { bytes, practice }));
  },
};
