import { PORTFOLIO_API_TEXTS } from '@lbd/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { toPortfolio, toPublicPortfolio, toSummary } from './portfolio.mapper';
import type { PdfRenderer } from './portfolio.pdf';
import { isPubliclyVisible, pdfFileName } from './portfolio.policy';
import { createPortfolioRepo } from './portfolio.repo';

const noPortfolio = () => new NotFoundError(PORTFOLIO_API_TEXTS.noPortfolio);

/** Reading portfolios: the student's own, a public one, the PDF; and the public switch. */
export function createPortfolioService({
  db,
  clock,
  renderPdf,
}: {
  db: Db;
  clock: () => Date;
  renderPdf: PdfRenderer;
}) {
  const repo = createPortfolioRepo(db);

  /** The student's own portfolio (another student's id answers as if it did not exist). */
  async function own(profileId: number, portfolioId?: number) {
    const read = await repo.read({ view: 'owner', profileId, portfolioId, now: clock() });
    if (!read) throw portfolioId === undefined ? noPortfolio() : new NotFoundError();
    return toPortfolio(read);
  }

  return {
    /** GET /api/my_portfolio/portfolios (no id) and /portfolios/{id}: the student's own portfolio. */
    own,

    /** GET /api/my_portfolio/profile_portfolios: the student's portfolios in brief (a student has one). */
    async summaries(profileId: number) {
      const read = await repo.read({ view: 'owner', profileId, now: clock() });
      return read ? [toSummary(toPortfolio(read))] : [];
    },

    /**
     * GET /api/public_portfolio?profile_id=: a student's portfolio for anyone, when the student made it
     * public; its career paths show the skills shown, never the gaps.
     */
    async publicOf(profileId: number) {
      const read = await repo.read({ view: 'public', profileId });
      if (!read || !isPubliclyVisible(read.profile.profile_type, read.portfolio)) throw new NotFoundError();
      return toPublicPortfolio(read);
    },

    /** PUT /api/my_portfolio/visibility. */
    async setVisibility(profileId: number, isPublic: boolean) {
      const row = await repo.setVisibility(profileId, isPublic);
      if (!row) throw noPortfolio();
      return row;
    },

    /** GET /api/generate_portfolio_pdf/{id}: the owner's portfolio as a PDF and its file name. */
    async pdf(profileId: number, portfolioId: number) {
      const portfolio = await own(profileId, portfolioId);
      const now = clock();
      return { bytes: await renderPdf(portfolio, now), fileName: pdfFileName(portfolio.profile.first_name, now) };
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
