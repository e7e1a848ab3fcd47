import type { CardType } from '../portfolio/constants';

/*
 * Shared achievements (issue 28 item 6, decision 0083): a student shares a verified portfolio entry, or a
 * project, learning path or quest they finished, as a post; the post's 'Verified' badge links to the live
 * verification at /achievement/{kind}/{ref}, and goes when the verification does. Plain values only.
 */

/** What can be shared: a portfolio entry (verified by someone), or a finished project, learning path or quest. */
export const ACHIEVEMENT_KINDS = ['portfolio_entry', 'project', 'learning_path', 'quest'] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

export const ACHIEVEMENT_KIND_LABELS: Record<AchievementKind, string> = {
  portfolio_entry: 'Portfolio entry',
  project: 'Project',
  learning_path: 'Learning path',
  quest: 'Quest',
};

/** A portfolio entry's kind in words, by its card. */
export const ENTRY_ACHIEVEMENT_LABELS: Readonly<Record<CardType, string>> = {
  books: 'Book',
  articles: 'Article',
  clubs: 'Club',
  education: 'Degree',
  semester: 'Subject',
  projects: 'Project',
  events: 'Event',
  internships: 'Internship',
  courses: 'Course',
  certification: 'Certification',
  jobs: 'Job',
};

export const ACHIEVEMENT_LIMITS = {
  /** A ref names one item: 'section.uuid' for an entry, 'id.signature' for a finished item. */
  refMax: 80,
  /** Items the share dialog lists at most (newest first). */
  shareableMax: 200,
} as const;

/** A ref is letters, digits, '.', '_' and '-' (it travels in a URL path as it is). */
export const ACHIEVEMENT_REF_PATTERN = /^[A-Za-z0-9._-]+$/;

/** The web page of an achievement's live verification (the badge's link). */
export const achievementPath = (kind: AchievementKind, ref: string) => `/achievement/${kind}/${ref}`;

/** The line a finished project, learning path or quest shows where an entry shows its verifier. */
export const COMPLETED_ON_LBD = 'Completed on Learn By Doing';

/** 'Verified by Priya Nair, Infosys' (the organisation left out when there is none). */
export const verifiedByLine = (name: string, organisation: string | null) =>
  `Verified by ${name}${organisation ? `, ${organisation}` : ''}`;
