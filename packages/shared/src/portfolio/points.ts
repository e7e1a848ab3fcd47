import type { CardType } from './constants';

/**
 * How portfolio points work
 *
 * Every entry on your portfolio earns points in exactly one category:
 *   - exposure:   books, articles, clubs, events
 *   - experience: projects, internships, jobs
 *   - education:  degrees, semester subjects, courses, certification
 *
 *   points = round down( (base + per unit x min(duration, cap)) x status factor )
 *
 *   card           category    base   per unit of duration    cap           most points
 *   books          exposure      10   -                       -              10
 *   articles       exposure       5   -                       -               5
 *   clubs          exposure      15   -                       -              15
 *   events         exposure       5   2 per hour              20 hours       45
 *   projects       experience    20   5 per week              12 weeks       80
 *   internships    experience    30   5 per week              26 weeks      160
 *   jobs           experience    50   10 per month            24 months     290
 *   degrees        education     50   -                       -              50
 *   subjects       education      5   -                       -               5
 *   courses        education     10   1 per hour              40 hours       50
 *   certification  education     25   -                       -              25
 *
 *   status factor: complete 1 (full points), ongoing or Enrolled 0.5 (half), applied or interested
 *   (a book the student wants to read) 0 (none).
 *   Cards without a status (degrees, subjects) count as complete; any other status earns nothing.
 *   A missing or invalid duration counts as 1 unit; durations are whole units (rounded down).
 *
 * Example: a 4-week project still Enrolled earns round down((20 + 5 x 4) x 0.5) = 20 experience points.
 * Your totals are the sums per category, and the overall total is the sum of the three.
 */

/** The three point categories. */
export const POINTS_CATEGORIES = ['exposure', 'experience', 'education'] as const;
/** One of POINTS_CATEGORIES. */
export type PointsCategory = (typeof POINTS_CATEGORIES)[number];

/** One card's points rule: its category, base points, and per-unit points with their cap for cards with a duration. */
export interface PointsRule {
  category: PointsCategory;
  base: number;
  perUnit?: { points: number; unit: 'hours' | 'weeks' | 'months'; cap: number };
}

/** The points table above, per card. */
export const POINTS_RULES: Readonly<Record<CardType, PointsRule>> = {
  books: { category: 'exposure', base: 10 },
  articles: { category: 'exposure', base: 5 },
  clubs: { category: 'exposure', base: 15 },
  events: { category: 'exposure', base: 5, perUnit: { points: 2, unit: 'hours', cap: 20 } },
  projects: { category: 'experience', base: 20, perUnit: { points: 5, unit: 'weeks', cap: 12 } },
  internships: { category: 'experience', base: 30, perUnit: { points: 5, unit: 'weeks', cap: 26 } },
  jobs: { category: 'experience', base: 50, perUnit: { points: 10, unit: 'months', cap: 24 } },
  education: { category: 'education', base: 50 },
  semester: { category: 'education', base: 5 },
  courses: { category: 'education', base: 10, perUnit: { points: 1, unit: 'hours', cap: 40 } },
  certification: { category: 'education', base: 25 },
};

/** What points are computed from: the card, its status and its duration (in the card's unit). */
export interface PointsEntry {
  card: CardType;
  status?: string | null;
  duration?: number | null;
}

/** Share of the points a status earns: complete (or none) 1, ongoing/Enrolled 0.5, applied or anything else 0. */
export function statusFactor(status: string | null | undefined): number {
  if (status === null || status === undefined || status === 'complete') return 1;
  if (status === 'ongoing' || status === 'Enrolled') return 0.5;
  return 0;
}

/** Points one entry earns and the category they count in. */
export function entryPoints(entry: PointsEntry): { category: PointsCategory; points: number } {
  const rule = POINTS_RULES[entry.card];
  let raw = rule.base;
  if (rule.perUnit) {
    const d = entry.duration;
    const units = typeof d === 'number' && Number.isFinite(d) && d >= 1 ? Math.floor(d) : 1;
    raw += rule.perUnit.points * Math.min(units, rule.perUnit.cap);
  }
  return { category: rule.category, points: Math.floor(raw * statusFactor(entry.status)) };
}

/**
 * Points per category and overall, as shown on the portfolio and returned with it. The schema lives
 * in responses.ts: a page that only uses the point rules of this module then loads no zod.
 */
export interface PortfolioTotals {
  exposure: number;
  experience: number;
  education: number;
  total: number;
}

/** Sums the points of all entries per category and overall. */
export function portfolioTotals(entries: Iterable<PointsEntry>): PortfolioTotals {
  const totals = { exposure: 0, experience: 0, education: 0, total: 0 };
  for (const entry of entries) {
    const { category, points } = entryPoints(entry);
    totals[category] += points;
    totals.total += points;
  }
  return totals;
}
