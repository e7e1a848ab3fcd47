import { PORTFOLIO_API_TEXTS, type Portfolio } from '@lbd/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { createNamesRepo } from './names.repo';
import { toPortfolio, toSummary } from './portfolio.mapper';
import type { PdfRenderer } from './portfolio.pdf';
import { isPubliclyVisible, pdfFileName } from './portfolio.policy';
import { createPortfolioRepo, type PortfolioRow } from './portfolio.repo';

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
  const names = createNamesRepo(db);

  /** The whole portfolio: one query per table, names in three, career paths in one. */
  async function assemble(portfolio: PortfolioRow, view: 'owner' | 'public'): Promise<Portfolio> {
    const [profile, stored, careerPaths, pending] = await Promise.all([
      repo.profileCard(portfolio.profile_id),
      repo.allEntries(portfolio.profile_id),
      repo.careerPaths(portfolio.profile_id),
      // Waiting requests are the student's business, not the public's.
      view === 'owner' ? repo.pendingKeys(portfolio.profile_id, clock()) : new Set<string>(),
    ]);
    if (!profile) throw new NotFoundError();
    const maps = await names.namesOf({
      skills: stored.flatMap((e) => e.row.skill_ids),
      jobRoles: stored.flatMap((e) => e.row.job_role_ids),
      lifeSkills: stored.flatMap((e) => e.row.life_skill_ids),
    });
    return toPortfolio({ portfolio, profile, stored, names: maps, pending, careerPaths });
  }

  async function own(profileId: number, portfolioId?: number) {
    const portfolio = portfolioId === undefined ? await repo.byProfile(profileId) : await repo.byId(portfolioId);
    if (!portfolio) throw portfolioId === undefined ? noPortfolio() : new NotFoundError();
    // Another student's portfolio id answers as if it did not exist.
    if (portfolio.profile_id !== profileId) throw new NotFoundError();
    return assemble(portfolio, 'owner');
  }

  return {
    /** GET /api/my_portfolio/portfolios (no id) and /portfolios/{id}: the student's own portfolio. */
    own,

    /** GET /api/my_portfolio/profile_portfolios: the student's portfolios in brief (a student has one). */
    async summaries(profileId: number) {
      const portfolio = await repo.byProfile(profileId);
      return portfolio ? [toSummary(await assemble(portfolio, 'owner'))] : [];
    },

    /** GET /api/public_portfolio?profile_id=: a student's portfolio for anyone, unless switched off. */
    async publicOf(profileId: number) {
      const [profile, portfolio] = await Promise.all([repo.profileCard(profileId), repo.byProfile(profileId)]);
      if (!profile || !isPubliclyVisible(profile.profile_type, portfolio)) throw new NotFoundError();
      return assemble(portfolio!, 'public');
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
