/** The kinds of postings whose skills the skills dashboard weighs against the students' (SPEC §7.8 show_skills_dashboard). */
export const SKILLS_DEMAND_KINDS = ['jobs', 'events', 'clubs'] as const;
export type SkillsDemandKind = (typeof SKILLS_DEMAND_KINDS)[number];

/** The graphs of the skills dashboard (SPEC §3.6). */
export const SKILLS_GRAPHS = ['academic', 'branch', 'xceler', 'education', 'experience', 'exposure'] as const;
export type SkillsGraph = (typeof SKILLS_GRAPHS)[number];

/**
 * Where the points graphs cut: students with 0–49 points, 50–99, 100–199, 200–399, 400–799 and 800 or
 * more (the portfolio's points table makes a few hundred a full year's work).
 */
export const POINTS_BUCKET_EDGES = [0, 50, 100, 200, 400, 800] as const;

/** How many skills the demand chart names. */
export const SKILLS_DEMAND_SIZE = 15;

/** The filter a fresh page (and Reset) starts from (SPEC §3.6, issue 24 item 5). */
export const SKILLS_FILTER_DEFAULTS = {
  years: [] as number[],
  branches: [] as number[],
  /** Include students who are placed (off: only those still looking). */
  placed: false,
  /** Include students with backlogs. */
  backlogs: true,
  academicScore: { from: 0, to: 100 },
};
export type SkillsFilter = typeof SKILLS_FILTER_DEFAULTS;

/** At most this many batches and branches in one filter. */
export const SKILLS_FILTER_MAX_YEARS = 10;
export const SKILLS_FILTER_MAX_BRANCHES = 50;
