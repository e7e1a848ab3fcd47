import type { PortfolioRead } from './portfolio.repo';

/** How long a kept read may show catalogue names (institute, degree, career paths' skills) that changed since. */
export const PORTFOLIO_READ_TTL_MS = 60_000;
/** Portfolios kept per process (a read is 10-50 KB in memory); the least recently used go first. */
export const PORTFOLIO_READS_KEPT = 500;

interface Kept {
  read: Omit<PortfolioRead, 'pending'>;
  keptAt: number;
}

/**
 * Whole portfolio reads kept in memory by profile, each with the portfolio version it was read at
 * (docs/decisions/0070). A kept read answers only while the portfolio is still at that version, which
 * every write to what the read shows moves in its own transaction (triggers of migration 0025), so a
 * write is seen by the next read in any process. What the version does not cover: names from the
 * catalogue (an organisation's, a degree's, a career path's skills), held at most `ttlMs` as the
 * catalogue names in memory are. Waiting verification requests are never kept: the caller reads them
 * with the version.
 */
export function createPortfolioReadCache({
  ttlMs = PORTFOLIO_READ_TTL_MS,
  max = PORTFOLIO_READS_KEPT,
  now = () => Date.now(),
}: { ttlMs?: number; max?: number; now?: () => number } = {}) {
  const kept = new Map<number, Kept>();
  return {
    /** The read kept for this profile if it is of this portfolio at this version and young enough. */
    get(profileId: number, portfolioId: number, version: number): Omit<PortfolioRead, 'pending'> | undefined {
      const entry = kept.get(profileId);
      if (!entry) return undefined;
      if (entry.read.version !== version || entry.read.portfolio.id !== portfolioId || now() - entry.keptAt >= ttlMs) {
        kept.delete(profileId);
        return undefined;
      }
      // Most recently used last, so the first in the map is the one to drop.
      kept.delete(profileId);
      kept.set(profileId, entry);
      return entry.read;
    },
    /** Keeps a fresh read (a newer one for the profile replaces an older one, never the reverse). */
    set(profileId: number, read: PortfolioRead) {
      const current = kept.get(profileId);
      if (current && current.read.portfolio.id === read.portfolio.id && current.read.version > read.version) return;
      const { pending: _pending, ...rest } = read;
      kept.delete(profileId);
      kept.set(profileId, { read: rest, keptAt: now() });
      while (kept.size > max) kept.delete(kept.keys().next().value!);
    },
    get size() {
      return kept.size;
    },
  };
}

export type PortfolioReadCache = ReturnType<typeof createPortfolioReadCache>;
