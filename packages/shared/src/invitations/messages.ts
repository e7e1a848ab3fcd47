import { INVITATION_LIMITS } from './constants';

export const INVITATION_TEXTS = {
  chooseStudents: 'Please enter at least one student email',
  tooMany: `You can invite at most ${INVITATION_LIMITS.perRequest} students at a time`,
  invalidEmail: (email: string) => `${email} is not a valid email address`,
  /** Accepting an invitation whose club or event has closed since. */
  notOpen: 'This club or event is no longer open.',
  alreadyAnswered: 'You have already answered this invitation.',
} as const;
