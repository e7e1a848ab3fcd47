import { indiaMonth, monthsEnding, POINTS_CATEGORIES, type GapCloserKind, type PointsCategory } from '@lbd/shared';

/*
 * The student dashboard's pure rules: how points grew month by month, and which skills of a career path
 * the portfolio shows, which it lacks and what could close each gap.
 */

export type Points = Record<PointsCategory | 'total', number>;

const zero = (): Points => ({ exposure: 0, experience: 0, education: 0, total: 0 });

/** Totals per category of every entry. */
export function pointsTotals(ledger: readonly { category: PointsCategory; points: number }[]): Points {
  const totals = zero();
  for (const row of ledger) {
    totals[row.category] += row.points;
    totals.total += row.points;
  }
  return totals;
}

/**
 * The points held at the end of each of the last `months` months (entries counted from the month they
 * were added; earlier entries open the first month). The last month equals today's totals.
 */
export function pointsGrowth(
  ledger: readonly { category: PointsCategory; points: number; inserted_at: Date }[],
  now: Date,
  months: number,
): (Points & { month: string })[] {
  const labels = monthsEnding(now, months);
  const added = new Map(labels.map((month) => [month, zero()]));
  const opening = zero();
  for (const row of ledger) {
    const month = indiaMonth(row.inserted_at);
    const bucket = month < labels[0]! ? opening : (added.get(month) ?? added.get(labels[labels.length - 1]!)!);
    bucket[row.category] += row.points;
    bucket.total += row.points;
  }
  const running = { ...opening };
  return labels.map((month) => {
    const step = added.get(month)!;
    for (const key of [...POINTS_CATEGORIES, 'total'] as const) running[key] += step[key];
    return { month, ...running };
  });
}

export interface Closer {
  kind: GapCloserKind;
  id: number;
  title: string;
  path: string;
  skill_ids: readonly number[];
}

export interface PathCoverage {
  id: number;
  name: string;
  skills_total: number;
  covered: { id: number; name: string }[];
  missing: { id: number; name: string; closer: Omit<Closer, 'skill_ids'> | null }[];
  missing_total: number;
}

/**
 * Each career path's skills split into those the portfolio shows and those it lacks (at most
 * `missingShown` listed), each missing one paired with the first closer carrying it, in the closers'
 * order (learning first: events, clubs, readings, then internships and jobs).
 */
export function careerPathCoverage(
  paths: readonly { id: number; name: string; skills: readonly { id: number; name: string }[] }[],
  portfolioSkills: ReadonlySet<number>,
  closers: readonly Closer[],
  missingShown: number,
): PathCoverage[] {
  return paths.map((path) => {
    const covered = path.skills.filter((s) => portfolioSkills.has(s.id));
    const missing = path.skills.filter((s) => !portfolioSkills.has(s.id));
    return {
      id: path.id,
      name: path.name,
      skills_total: path.skills.length,
      covered: covered.map(({ id, name }) => ({ id, name })),
      missing: missing.slice(0, missingShown).map(({ id, name }) => {
        const closer = closers.find((c) => c.skill_ids.includes(id));
        return {
          id,
          name,
          closer: closer ? { kind: closer.kind, id: closer.id, title: closer.title, path: closer.path } : null,
        };
      }),
      missing_total: missing.length,
    };
  });
}

/** The order closers are offered in: what teaches a skill before what asks for it. */
export const CLOSER_ORDER: readonly GapCloserKind[] = ['event', 'club', 'reading', 'internship', 'job'];
