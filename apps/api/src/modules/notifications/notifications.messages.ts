import type { ApplicationStatus, JobPostingType } from '@lbd/shared';
import { clip } from './notifier';

/*
 * The words of each notification. The spec shows none; these say who did what to which item, in the
 * product's plain voice, within the 300-character message column.
 */

const at = (org: string | null) => (org ? ` at ${org}` : '');
const by = (org: string | null) => (org ? ` by ${org}` : '');

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
  eventJoinAccepted: (title: string) => clip(`Your registration for ${title} is accepted: see you there`),
  clubJoinAccepted: (title: string) => clip(`Welcome to ${title}: your request to join is accepted`),
  orgApplication: (student: string, title: string) => clip(`${student} applied to ${title}`),
  orgWithdrawal: (student: string, title: string) => clip(`${student} withdrew their application to ${title}`),
  orgEventRequest: (student: string, title: string, waits: boolean) =>
    clip(waits ? `${student} asks to join ${title}: accept or decline it` : `${student} registered for ${title}`),
  orgClubRequest: (student: string, title: string) => clip(`${student} asks to join ${title}: accept or decline it`),
  activityEnrolled: (title: string) => clip(`You are enrolled in the activity ${title}`),
} as const;
