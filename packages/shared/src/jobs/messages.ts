import { type ApplicationStatus, JOB_INVITATION_LIMITS } from './constants';

export const JOB_TEXTS = {
  /** The error message of an application to a job that is not open (SPEC §7.4, §8). */
  invalidData: 'Invalid data',
  /** The error message and popup heading of an application below full eligibility (SPEC §8). */
  ineligible: 'Ineligible',
  notOpen: 'This job is not accepting applications.',
  ineligibleMessage: (unmet: string[]) => `You do not meet these criteria: ${unmet.join('; ')}.`,
  alreadyApplied: 'You have already applied to this job.',
  awaitingApproval: 'Your organisation profile is awaiting approval.',
  onlyDraftsDiscarded: 'Only a draft can be discarded.',
  alreadyPublished: 'This job is already published.',
  alreadyClosed: 'This job is already closed.',
  chooseOrg: 'Please select the organisation this job belongs to',
  empty: (label: string) => `${label} cannot be empty`,
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  between: (label: string, min: number, max: number) => `${label} should be between ${min} and ${max}`,
  tooMany: (label: string, max: number) => `You can select at most ${max} ${label}`,
  salaryOrder: 'Maximum salary should be at least the minimum',
  locationOrRemote: 'Location cannot be empty unless the job is remote',
  cannotMove: (from: ApplicationStatus, to: ApplicationStatus) => `An application cannot move from ${from} to ${to}`,
  cannotWithdraw: 'Only an application that is applied or shortlisted can be withdrawn.',
  emptyQuery: 'Please enter something to search for',
  lastDay: 'Last Day',
  closed: 'Closed',
  /** DELETE /api/jobs/{id}?if_untouched=true on a draft someone has saved since it was created. */
  draftTouched: 'This draft has been edited, so it was kept.',
} as const;

export const JOB_INVITATION_TEXTS = {
  chooseStudents: 'Please enter at least one student email',
  tooMany: `You can invite at most ${JOB_INVITATION_LIMITS.perRequest} students at a time`,
  invalidEmail: (email: string) => `${email} is not a valid email address`,
  notOpen: 'Only a published job that is still taking applications can have invitations.',
  invited: 'Invited',
} as const;
