import { INDIA_UTC_OFFSET_MINUTES, todayOf, type CardType, type ProfileType } from '@lbd/shared';

/*
 * Pure portfolio rules: what counts as an entry's substance, how much of a career path the
 * portfolio covers, the limits on verification requests, who sees a public portfolio.
 */

/**
 * Fields whose change makes an earlier verification meaningless: what, when, where, in which role
 * (plus the grades of degrees and subjects, and durations, which earn points). Description, skills
 * and career paths may change freely.
 */
export const SUBSTANCE_FIELDS: Readonly<Record<CardType, readonly string[]>> = {
  books: ['kind', 'title', 'author', 'date'],
  articles: ['kind', 'title', 'author', 'date'],
  clubs: ['title', 'type', 'role', 'date', 'source'],
  projects: ['title', 'date', 'duration', 'source'],
  events: ['title', 'role', 'date', 'duration', 'source'],
  courses: ['title', 'type', 'date', 'duration', 'source'],
  certification: ['title', 'type', 'role', 'date', 'source'],
  internships: ['title', 'type', 'host', 'startdate', 'finishdate'],
  jobs: ['title', 'type', 'host', 'startdate', 'finishdate'],
  education: ['institute', 'degree', 'specialization', 'tenure', 'format', 'score'],
  semester: ['education_id', 'name', 'semester_number', 'type', 'date', 'score'],
};

/** True when an edit changes the entry's substance (see SUBSTANCE_FIELDS). */
export function substanceChanged(
  card: CardType,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): boolean {
  const norm = (v: unknown) => JSON.stringify(v === '' || v === undefined ? null : v);
  return SUBSTANCE_FIELDS[card].some((field) => norm(before[field]) !== norm(after[field]));
}

/** Covered and missing skills of a career path, given the skill ids the portfolio's entries show. */
export function careerPathCoverage(
  pathSkills: readonly { id: number; display_name: string }[],
  shown: ReadonlySet<number>,
): { covered: string[]; missing: string[]; percent: number } {
  const covered = pathSkills.filter((s) => shown.has(s.id)).map((s) => s.display_name);
  const missing = pathSkills.filter((s) => !shown.has(s.id)).map((s) => s.display_name);
  const percent = pathSkills.length === 0 ? 0 : Math.round((covered.length / pathSkills.length) * 100);
  return { covered, missing, percent };
}

/** Verification requests a student may send per entry and in all, per day (India's calendar day). */
export const VERIFICATION_LIMITS = { perEntryPerDay: 5, perStudentPerDay: 20 } as const;
/** How long an emailed verification link works. */
export const VERIFICATION_TTL_DAYS = 14;

/** The instant today's calendar day began in India, which is when the daily limits reset. */
export function startOfIndiaDay(now: Date): Date {
  return new Date(`${todayOf(now)}T00:00:00+05:30`);
}

/** Whether another request fits in today's limits, given how many were sent today. */
export function verificationAllowed(sentForEntry: number, sentInAll: number): boolean {
  return sentForEntry < VERIFICATION_LIMITS.perEntryPerDay && sentInAll < VERIFICATION_LIMITS.perStudentPerDay;
}

/** A public portfolio is shown only for a student who has one and left it public. */
export function isPubliclyVisible(profileType: ProfileType, portfolio: { is_public: boolean } | null): boolean {
  return profileType === 'STUDENT' && portfolio !== null && portfolio.is_public;
}

/** `portfolio-<first-name>-<YYYYMMDD-HHmmss>.pdf`, the time in India; the name kept to safe characters. */
export function pdfFileName(firstName: string, now: Date): string {
  const india = new Date(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString();
  const stamp = `${india.slice(0, 10).replaceAll('-', '')}-${india.slice(11, 19).replaceAll(':', '')}`;
  const name =
    firstName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'student';
  return `portfolio-${name}-${stamp}.pdf`;
}

/** How long a degree usually runs in India, by its name (the catalogue's), else by its level. */
const DEGREE_YEARS_BY_NAME: Readonly<Record<string, number>> = {
  'B.Tech': 4,
  'B.E.': 4,
  'B.Pharm': 4,
  'B.Arch': 5,
  'B.Plan': 4,
  'B.Des': 4,
  BFA: 4,
  MBBS: 5,
  BDS: 5,
  BAMS: 5,
  BHMS: 5,
  BUMS: 5,
  BPT: 4,
  'B.Sc Nursing': 4,
  'BVSc & AH': 5,
  'B.Sc Agriculture': 4,
  'BA LLB': 5,
  'BBA LLB': 5,
  BHM: 4,
  'ITI Certificate': 2,
};
const DEGREE_YEARS_BY_LEVEL: Readonly<Record<string, number>> = { DIPLOMA: 3, UG: 3, PG: 2, DOCTORATE: 4 };

/**
 * The months a degree named at profile creation runs, as the degree form holds them ('YYYYMM'): it
 * ends in June of the graduation year and starts in July its usual length before (an Indian academic
 * year), but never after this month (a first-year student's degree has begun). Null when the year is
 * outside what the form accepts (1970 to this year plus 15).
 */
export function profileDegreeTenure(
  degree: { name: string; level: string },
  graduationYear: number,
  now: Date,
): [string, string] | null {
  const today = todayOf(now);
  const thisYear = Number(today.slice(0, 4));
  if (graduationYear < 1971 || graduationYear > thisYear + 15) return null;
  const years = DEGREE_YEARS_BY_NAME[degree.name] ?? DEGREE_YEARS_BY_LEVEL[degree.level] ?? 3;
  const thisMonth = today.slice(0, 4) + today.slice(5, 7);
  const start = `${graduationYear - years}07`;
  const finish = `${graduationYear}06`;
  return [start < thisMonth ? start : thisMonth, finish];
}
