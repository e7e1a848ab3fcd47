import { PORTFOLIO_API_TEXTS } from '@lbd/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { toPortfolio, toPublicPortfolio, toSummary } from './portfolio.mapper';
import type { PdfRenderer } from './portfolio.pdf';
import { createPortfolioReadCache } from './portfolio.cache';
import { isPubliclyVisible, pdfFileName } from './portfolio.policy';
import { createPortfolioRepo, type PortfolioRead, type PortfolioState } from './portfolio.repo';
import { createPortfolioStateCache, mayChangePortfolios } from './portfolio.state-cache';

const noPortfolio = () => new NotFoundError(PORTFOLIO_API_TEXTS.noPortfolio);

/** Reading portfolios: the student's own, a public one, the PDF; and the public switch. */
export function createPortfolioService({
  db,
  clock,
  renderPdf,
  watchWrites,
}: {
  db: Db;
  clock: () => Date;
  renderPdf: PdfRenderer;
  /**
   * Only for a database this process is the only client of (the embedded one): tells of every statement
   * this process sends, so that portfolio states can be kept in memory between writes. Without it every
   * read asks the version.
   */
  watchWrites?: (onStatement: (sql: string) => void) => () => void;
}) {
  const repo = createPortfolioRepo(db);
  const kept = createPortfolioReadCache();
  const reading = new Map<string, Promise<PortfolioRead | null>>();
  const states = watchWrites ? createPortfolioStateCache() : undefined;
  const unwatch = states
    ? watchWrites!((text) => {
        if (mayChangePortfolios(text)) states.forgetAll();
      })
    : undefined;

  type Which = Parameters<typeof repo.read>[0];

  /** The portfolio's id, version and waiting requests: from memory while they hold, else one cheap statement. */
  async function stateOf(which: Which): Promise<PortfolioState | null> {
    if (!states) return repo.state(which);
    const key =
      which.view === 'public' ? `p:${which.profileId}` : `o:${which.profileId}:${which.portfolioId ?? ''}`;
    const nowMs = which.view === 'public' ? clock().getTime() : which.now.getTime();
    const known = states.get(key, nowMs);
    if (known) return known;
    const mark = states.mark();
    const read = await repo.state(which);
    if (!read) return null;
    const { pendingUntilMs, ...state } = read;
    states.set(mark, key, state, nowMs, pendingUntilMs);
    return state;
  }

  /**
   * A whole portfolio: the read kept in memory when the portfolio is still at its version (its state
   * from memory on the embedded database, else one cheap statement asking the version and the waiting
   * requests), else the full statement, kept for next time.
   */
  async function read(which: Which): Promise<PortfolioRead | null> {
    const state = await stateOf(which);
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

    /** Stops watching the database's statements (the app closes). */
    close() {
      unwatch?.();
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
