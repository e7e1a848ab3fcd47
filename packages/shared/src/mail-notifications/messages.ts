/*
 * An organisation's email to one of its lists (SPEC §7.8 generate_mail_notification): the
 * applicants of a job with a status, the students enrolled in an event, the members of a club.
 */

export const MAIL_NOTIFICATION_TEXTS = {
  chooseOne: 'Choose one job, event or club to write to',
  noRecipients: 'There is no one on this list yet',
  unknownList: 'Please choose who should get this email',
  subject: 'Please enter a subject',
  message: 'Please enter a message',
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  queued: (n: number) => `Your email is on its way to ${n} ${n === 1 ? 'person' : 'people'}.`,
} as const;
