import type { AppModule } from '../module';
import { entryAchievementRef, portfolioAchievementSource } from './achievements';
import { createPortfolioRecords } from './bulk-records';
import { entriesRoutes } from './entries.routes';
import { createEntriesService, type EntriesService } from './entries.service';
import { createPortfolioFacts, type PortfolioFacts } from './portfolio.facts';
import type { PdfRenderer } from './portfolio.pdf';
import { portfolioRoutes } from './portfolio.routes';
import { createPortfolioService } from './portfolio.service';
import { createSkillsService } from './skills.service';
import { verificationsRoutes } from './verifications.routes';
import { createVerificationsService } from './verifications.service';

export {
  createEntriesService,
  createPortfolioRecords,
  createPortfolioService,
  createSkillsService,
  createVerificationsService,
};
export { entriesRoutes, portfolioRoutes, verificationsRoutes };
export { entryAchievementRef, portfolioAchievementSource };

export type { EntriesService, PortfolioFacts };
export { studentPointsSql } from './portfolio.facts';

declare module '../module' {
  interface Facts {
    /** Saving portfolio entries (the readings catalogue adds a reading to a student's portfolio). */
    entries: EntriesService;
    /** Reading a student's portfolio points and skills (the student dashboard). */
    portfolioFacts: PortfolioFacts;
  }
}

/*
 * react-pdf (with React, its layout engine and font tables) adds some 45 MB to the process, all of it
 * idle until someone downloads a PDF: it is loaded on the first portfolio asked for, not at start (the
 * first one takes a moment longer).
 */
const renderPortfolioPdf: PdfRenderer = async (portfolio, now) =>
  (await import('./portfolio.pdf')).createPdfRenderer()(portfolio, now);

/** A student's portfolio: its entries, the public page and PDF, and entry verifications. */
export const portfolioModule: AppModule = {
  name: 'portfolio',
  register(ctx) {
    const { db, clock } = ctx;
    const entries = createEntriesService({ db, clock });
    ctx.provide('entries', entries);
    ctx.provide('portfolioFacts', createPortfolioFacts(db));
    ctx.provide('portfolioAchievements', portfolioAchievementSource(db));
    // Degrees and semester subjects written from a spreadsheet (the bulk imports' portfolio tool).
    ctx.provide('portfolioRecords', createPortfolioRecords());
    // The embedded database has one client, this process: its writes are all seen here (0071).
    const portfolio = createPortfolioService({
      db,
      clock,
      renderPdf: renderPortfolioPdf,
      watchWrites: ctx.database.kind === 'pglite' ? ctx.database.watchStatements : undefined,
    });
    ctx.onClose(() => portfolio.close());
    ctx.routes(async (api) => {
      await api.register(entriesRoutes, { service: entries, clock });
      await api.register(portfolioRoutes, {
        service: portfolio,
        skills: createSkillsService({ db }),
      });
      await api.register(verificationsRoutes, {
        service: createVerificationsService({ db, mailer: ctx.mailer, origin: ctx.origin, clock }),
      });
    });
  },
};
