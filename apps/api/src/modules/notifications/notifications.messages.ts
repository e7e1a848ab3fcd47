import type { ApplicationStatus, AtRiskReason, JobPostingType } from '@lbd/shared';
import { clip } from './notifier';

/*
 * The words of each notification. The spec shows none; these say who did what to which item, in the
 * product's plain voice, within the 300-character message column.
 */

const at = (org: string | null) => (org ? ` at ${org}` : '');
const by = (org: string | null) => (org ? ` by ${org}` : '');

/** What a nudge says after '<mentor> sent you a nudge:', by the reason the mentor gave. */
const NUDGE_WORDS: Record<AtRiskReason, (title: string | null) => string> = {
  late: (title) =>
    title ? `the deadline of ${title} has passed. Send what you have.` : 'a deadline has passed. Send what you have.',
  inactive: (title) =>
    title ? `${title} is waiting for your next step.` : 'your activities are waiting for your next step.',
  low_score: (title) =>
    title ? `your score on ${title} can go up. Ask them how.` : 'your scores can go up. Ask them how.',
};

export const NOTIFICATION_MESSAGES = {
  jobAlert: (type: JobPostingType, title: string, org: string | null) =>
    clip(`New ${type === 'Internship' ? 'internship' : 'job'} for you: ${title}${at(org)}`),
  eventAlert: (title: string, org: string | null) => clip(`New event for you: ${title}${by(org)}`),
  applicationStatus: (status: ApplicationStatus, title: string, org: string | null) => {
    switch (status) {
      case 'shortlisted':
        return clip(`You are shortlisted for ${title}${at(org)}`);
      case 'selected':
        return clip(`Congratulations! You are selected for ${title}${at(org)}`);
      case 'rejected':
        return clip(`Your application for ${title}${at(org)} was not taken forward`);
      default:
        return clip(`Your application for ${title}${at(org)} is now ${status}`);
    }
  },
  jobInvitation: (type: JobPostingType, title: string, org: string | null) =>
    clip(
      `${org ?? 'An organisation'} invites you to apply to the ${type === 'Internship' ? 'internship' : 'job'} ${title}`,
    ),
  clubInvitation: (title: string, org: string | null) =>
    clip(`${org ?? 'An organisation'} invites you to join the club ${title}`),
  eventInvitation: (title: string, org: string | null) =>
    clip(`${org ?? 'An organisation'} invites you to the event ${title}`),
  eventJoinAccepted: (title: string) => clip(`Your registration for ${title} is accepted: see you there`),
  clubJoinAccepted: (title: string) => clip(`Welcome to ${title}: your request to join is accepted`),
  orgApplication: (student: string, title: string) => clip(`${student} applied to ${title}`),
  orgWithdrawal: (student: string, title: string) => clip(`${student} withdrew their application to ${title}`),
  orgEventRequest: (student: string, title: string, waits: boolean) =>
    clip(waits ? `${student} asks to join ${title}: accept or decline it` : `${student} registered for ${title}`),
  orgClubRequest: (student: string, title: string) => clip(`${student} asks to join ${title}: accept or decline it`),
  activityEnrolled: (title: string) => clip(`You are enrolled in the activity ${title}`),
  mentorNudge: (mentor: string, reason: AtRiskReason, title: string | null) =>
    clip(`${mentor} sent you a nudge: ${NUDGE_WORDS[reason](title)}`),
} as const;
