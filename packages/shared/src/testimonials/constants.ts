/*
 * Testimonials (issue 28 item 8, decision 0080): what students, mentors and organisations say about the
 * product, shown on the marketing page of their audience once an admin approved (and featured) them.
 */

/** The audience a testimonial speaks to, i.e. the marketing page that shows it (SPEC §7.7 `type`). */
export const TESTIMONIAL_TYPES = ['STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION'] as const;
export type TestimonialType = (typeof TESTIMONIAL_TYPES)[number];

/** pending -> approved -> featured, or rejected; set by admins. */
export const TESTIMONIAL_STATUSES = ['PENDING', 'APPROVED', 'FEATURED', 'REJECTED'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** What an admin may set (a testimonial starts PENDING). */
export const TESTIMONIAL_DECISIONS = ['APPROVED', 'FEATURED', 'REJECTED'] as const;
export type TestimonialDecision = (typeof TESTIMONIAL_DECISIONS)[number];

/** The statuses the public sees. */
export const SHOWN_TESTIMONIAL_STATUSES = ['APPROVED', 'FEATURED'] as const;

export const TESTIMONIAL_LIMITS = {
  textMin: 20,
  textMax: 600,
  ratingMin: 1,
  ratingMax: 5,
  /** Testimonials a marketing page asks for. */
  shownMax: 12,
  /** Seconds a public answer may be kept (by this server and by browsers): a withdrawal is gone within a minute. */
  cacheSeconds: 30,
} as const;

/** The marketing page of each audience. */
export const TESTIMONIAL_PAGE_OF: Record<TestimonialType, string> = {
  STUDENT: '/Home',
  ADVISOR: '/MentorHome',
  COMPANY: '/CompanyHome',
  INSTITUTION: '/InstituteHome',
};

/**
 * The consent checkbox, word for word. Its exact wording is stored with each testimonial and the time it
 * was ticked; a new wording is a new version here (the server accepts only the current one).
 */
export const TESTIMONIAL_CONSENT_TEXT =
  'I agree that Learn By Doing may show this testimonial, with my name, my role or organisation, my photo and my rating, on its public pages. I can withdraw this consent at any time, and it is then removed within a minute.';
