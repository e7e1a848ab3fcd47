import type { SkillsDemandKind, SkillsGraph } from './constants';

/** Texts of the skills dashboard (the spec names its filters and graphs: the words are the product's). */
export const SKILLS_DASHBOARD_TEXTS = {
  heading: 'Skills dashboard',
  intro:
    'Your students’ scores, branches and portfolio points, and the skills postings ask for against the skills they show.',
  filtersHeading: 'Filters',
  years: 'Batches',
  branches: 'Branches',
  placed: 'Include placed students',
  backlogs: 'Include students with backlogs',
  academicScore: 'Academic score (%)',
  scoreRange: (min: number, max: number) => `Your students’ scores run from ${min}% to ${max}%.`,
  noScores: 'None of your students has a scored degree yet.',
  reset: 'Reset',
  matching: (n: number) => `${n} ${n === 1 ? 'student matches' : 'students match'}`,
  demandHeading: 'Skills in demand',
  demandCaption: (kind: string) =>
    `The skills most published ${kind} ask for, and how many of the matching students show each in their portfolio.`,
  noDemand: (kind: string) => `No published ${kind} name skills yet.`,
  noStudents: 'No students match these filters.',
  notForYou: 'This dashboard is for institutions and their college admins.',
  loadFailed: 'We could not load this part of the dashboard. Please try again.',
} as const;

export const SKILLS_GRAPH_LABELS: Record<SkillsGraph, string> = {
  academic: 'Academic score',
  branch: 'Branch',
  xceler: 'Xceler score (all portfolio points)',
  education: 'Education points',
  experience: 'Experience points',
  exposure: 'Exposure points',
};

export const SKILLS_DEMAND_LABELS: Record<SkillsDemandKind, string> = {
  jobs: 'jobs',
  events: 'events',
  clubs: 'clubs',
};
