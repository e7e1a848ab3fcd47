import type { EnrollmentStatus } from './constants';

export const EVENT_TEXTS = {
  empty: (label: string) => `${label} cannot be empty`,
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  between: (label: string, min: number, max: number) => `${label} should be between ${min} and ${max}`,
  tooMany: (label: string, max: number) => `You can select at most ${max} ${label}`,
  chooseCategory: 'Please select a category',
  locationOrOnline: 'Venue cannot be empty unless the event is online',
  invalidStart: 'Please enter a valid date and time',
  startInPast: 'The event must start in the future',
  deadlinePast: 'The registration deadline cannot be in the past',
  deadlineAfterStart: 'Registration must close on or before the day the event starts',
  onlyAdminFeatures: 'Only an admin can feature an event',
  chooseOrg: 'Please select the organisation this event belongs to',
  awaitingApproval: 'Your organisation profile is awaiting approval.',
  onlyDraftsDiscarded: 'Only a draft can be discarded.',
  alreadyPublished: 'This event is already published.',
  alreadyClosed: 'This event is already closed.',
  onlyPublishedClosed: 'Only a published event can be closed.',
  // Joining
  notOpen: 'This event is not taking registrations.',
  deadlinePassed: 'Registration for this event has closed.',
  full: 'This event is full.',
  alreadyJoined: 'You have already joined this event.',
  alreadyRequested: 'You have already asked to join this event.',
  declined: 'The organiser has declined your request to join this event.',
  cannotWithdraw: 'Only a request or a place you hold can be withdrawn.',
  notEnoughSeats: (left: number) =>
    left === 0
      ? 'There are no seats left at this event.'
      : `Only ${left} seat${left === 1 ? '' : 's'} left at this event.`,
  cannotMove: (from: EnrollmentStatus, to: EnrollmentStatus) => `An enrolment cannot move from ${from} to ${to}`,
  notApplicant: 'Some of these students have not registered for this event.',
  image: (mb: number) => `Please upload a JPG, PNG or WebP image of at most ${mb} MB.`,
  emptyTitle: 'Title cannot be empty',
} as const;
