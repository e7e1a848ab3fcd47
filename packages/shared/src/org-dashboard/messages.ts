import type { FunnelStage, OrgEntityKind, OrgEntityStatus } from './constants';

/** Texts of the organisation's dashboard (the spec shows none: the product's own words). */
export const ORG_DASHBOARD_TEXTS = {
  heading: 'Dashboard',
  contentHeading: 'Your content',
  funnelHeading: 'Applicant funnel',
  funnelCaption: 'Where each application to your jobs and internships stands now.',
  firstResponse: 'Median time to first response',
  firstResponseHelp: 'From applying to your first shortlist, selection or rejection.',
  noResponseYet: 'No responses yet',
  waitingForResponse: (n: number) => `${n} ${n === 1 ? 'application waits' : 'applications wait'} for a first response`,
  noApplications: 'No applications yet. They appear here as students apply to your jobs and internships.',
  applicationsInAll: (n: number) => `${n} ${n === 1 ? 'application' : 'applications'} in all`,
  perJobHeading: 'Per job',
  skillMixHeading: 'Applicants’ skills',
  skillMixCaption: 'The skills a job’s applicants show in their portfolios, and how many of them show each.',
  noSkills: 'Its applicants show no skills in their portfolios yet.',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  exportCsv: 'Export CSV',
  none: (kind: OrgEntityKind) => `You have no ${KIND_LABELS[kind].toLowerCase()} here yet.`,
  allStatuses: 'All',
  drafts: 'Drafts',
  loadFailed: 'We could not load this part of your dashboard. Please try again.',
} as const;

export const KIND_LABELS: Record<OrgEntityKind, string> = {
  jobs: 'Jobs',
  internships: 'Internships',
  events: 'Events',
  clubs: 'Clubs',
};

/** What the people count of a row counts, per kind. */
export const KIND_PEOPLE_LABELS: Record<OrgEntityKind, string> = {
  jobs: 'Applicants',
  internships: 'Applicants',
  events: 'Registrations',
  clubs: 'Members',
};

export const ENTITY_STATUS_LABELS: Record<OrgEntityStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
};

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  selected: 'Selected',
  withdrawn: 'Withdrawn',
  rejected: 'Rejected',
};
