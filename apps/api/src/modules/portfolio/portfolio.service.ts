import { PORTFOLIO_API_TEXTS } from '@lbd/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { toPortfolio, toPublicPortfolio, toSummary } from './portfolio.mapper';
import type { PdfRenderer } from './portfolio.pdf';
import { createPortfolioReadCache } from './portfolio.cache';
import { isPubliclyVisible, pdfFileName } from './portfolio.policy';
import { createPortfolioRepo, type PortfolioRead } from './portfolio.repo';

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
  const kept = createPortfolioReadCache();
  const reading = new Map<string, Promise<PortfolioRead | null>>();

  type Which = Parameters<typeof repo.read>[0];

  /**
   * A whole portfolio: the read kept in memory when the portfolio is still at its version (one cheap
   * statement asks the version and the waiting requests), else the full statement, kept for next time.
   */
  async function read(which: Which): Promise<PortfolioRead | null> {
    const state = await repo.state(which);
    if (!state) return null;
    const hit = kept.get(which.profileId, state.portfolioId, state.version);
    if (hit) return { ...hit, pending: state.pending };
    // Reads that miss together (after a write, many requests at once) share one full statement.
    const key = `${which.profileId}:${state.portfolioId}:${state.version}`;
    let shared = reading.get(key);
    if (!shared) {
      shared = repo.read(which).finally(() => reading.delete(key));
      reading.set(key, shared);
    }
    const fresh = await shared;
    if (!fresh) return null;
    kept.set(which.profileId, fresh);
    // The statement's own waiting requests are the owner's at its `now`; this caller's come with its state.
    return { ...fresh, pending: state.pending };
  }

  /** The student's own portfolio (another student's id answers as if it did not exist). */
  async function own(profileId: number, portfolioId?: number) {
    const found = await read({ view: 'owner', profileId, portfolioId, now: clock() });
    if (!found) throw portfolioId === undefined ? noPortfolio() : new NotFoundError();
    return toPortfolio(found);
  }

  return {
    /** GET /api/my_portfolio/portfolios (no id) and /portfolios/{id}: the student's own portfolio. */
    own,

    /** GET /api/my_portfolio/profile_portfolios: the student's portfolios in brief (a student has one). */
    async summaries(profileId: number) {
      const found = await read({ view: 'owner', profileId, now: clock() });
      return found ? [toSummary(toPortfolio(found))] : [];
    },

    /**
     * GET /api/public_portfolio?profile_id=: a student's portfolio for anyone, when the student made it
     * public; its career paths show the skills shown, never the gaps.
     */
    async publicOf(profileId: number) {
      const found = await read({ view: 'public', profileId });
      if (!found || !isPubliclyVisible(found.profile.profile_type, found.portfolio)) throw new NotFoundError();
      return toPublicPortfolio(found);
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
