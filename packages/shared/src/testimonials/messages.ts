import { TESTIMONIAL_LIMITS as L } from './constants';

/** Texts of testimonials (not in the spec: the product's own words). */
export const TESTIMONIAL_TEXTS = {
  sectionTitle: 'What our community says',
  myHeading: 'My testimonials',
  myIntro:
    'Tell others what Learn By Doing did for you. Our team reads every testimonial before it appears on our public pages.',
  textLabel: 'Your testimonial',
  ratingLabel: 'Your rating',
  typeLabel: 'Who should read it',
  submit: 'Send for review',
  submitted: 'Thank you! Your testimonial is waiting for review.',
  withdraw: 'Withdraw consent',
  withdrawConfirm:
    'Withdraw your consent? Your testimonial is removed from every page within a minute and cannot be restored.',
  withdrawn: 'Your consent is withdrawn and your testimonial removed.',
  withdrawnOn: (when: string) => `Consent withdrawn on ${when}; the testimonial was removed.`,
  consentGivenOn: (when: string) => `Consent given on ${when}`,
  none: 'You have not written a testimonial yet.',
  adminHeading: 'Testimonials',
  adminEmpty: 'No testimonials here.',
  approve: 'Approve',
  feature: 'Feature',
  unfeature: 'Unfeature',
  reject: 'Reject',
  statusChanged: 'The testimonial was updated.',
  // Validation and refusals.
  textShort: `Please write at least ${L.textMin} characters`,
  textLong: `A testimonial cannot exceed ${L.textMax} characters`,
  ratingRange: `Choose a rating from ${L.ratingMin} to ${L.ratingMax}`,
  consentRequired: 'Please tick the box to give your consent',
  consentOutdated: 'The consent text has changed; please reload the page and read it again',
  alreadyWritten: 'You already have a testimonial; withdraw it before writing a new one',
  orgNotApproved: 'Only approved, active members of an organisation can write for it',
  featureNeedsApproval: 'Approve a testimonial before featuring it',
} as const;

/** How each status reads to its author and to admins. */
export const TESTIMONIAL_STATUS_LABELS = {
  PENDING: 'Waiting for review',
  APPROVED: 'Approved',
  FEATURED: 'Featured',
  REJECTED: 'Not published',
  WITHDRAWN: 'Consent withdrawn',
} as const;

/** The audiences as a writer picks them. */
export const TESTIMONIAL_TYPE_LABELS = {
  STUDENT: 'Students',
  ADVISOR: 'Mentors',
  COMPANY: 'Companies',
  INSTITUTION: 'Institutes',
} as const;
