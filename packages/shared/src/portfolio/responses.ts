import { z } from 'zod';
import { CARD_TYPES, SECTION_KEYS } from './constants';
import {
  articleEntryResponseSchema,
  bookEntryResponseSchema,
  certificationEntryResponseSchema,
  clubEntryResponseSchema,
  courseEntryResponseSchema,
  educationEntryResponseSchema,
  eventEntryResponseSchema,
  internshipEntryResponseSchema,
  jobEntryResponseSchema,
  projectEntryResponseSchema,
  subjectEntryResponseSchema,
} from './entry-responses';
import type { PortfolioTotals } from './points';

/* What the portfolio endpoints answer: whole portfolios, summaries, skills, verification requests. */

const id = z.number().int();

/** Points per category and overall, as shown on the portfolio and returned with it. */
export const portfolioTotalsSchema = z.object({
  exposure: z.number().int().nonnegative(),
  experience: z.number().int().nonnegative(),
  education: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
}) satisfies z.ZodType<PortfolioTotals>;
const text = z.string();

/** The entries of each section, newest first (degrees by finish date). */
export const portfolioSectionsSchema = z.object({
  education: z.array(educationEntryResponseSchema),
  semester: z.array(subjectEntryResponseSchema),
  external_courses: z.array(courseEntryResponseSchema),
  certificate: z.array(certificationEntryResponseSchema),
  readings: z.array(z.discriminatedUnion('card', [bookEntryResponseSchema, articleEntryResponseSchema])),
  social_clubs: z.array(clubEntryResponseSchema),
  external_projects: z.array(projectEntryResponseSchema),
  internships: z.array(internshipEntryResponseSchema),
  jobs: z.array(jobEntryResponseSchema),
  external_events: z.array(eventEntryResponseSchema),
});
/** The entries of each section. */
export type PortfolioSections = z.infer<typeof portfolioSectionsSchema>;

/** The student a portfolio belongs to: nothing private (no email, no phone). */
export const portfolioProfileSchema = z.object({
  id,
  first_name: text,
  full_name: text,
  avatar_url: text.nullable(),
  institute: text.nullable(),
  degree: text.nullable(),
  specialization: text.nullable(),
  graduation_year: id.nullable(),
});

/** How much of a career path's skills the portfolio shows. */
export const careerPathCoverageSchema = z.object({
  /** Display names of the path's skills that some entry shows. */
  covered: z.array(text),
  missing: z.array(text),
  /** covered / all, 0 to 100, rounded. */
  percent: z.number().int().min(0).max(100),
});

/** A career path the student chose, with its skills and their coverage. */
export const portfolioCareerPathSchema = z.object({
  id,
  name: text,
  type: text,
  description: text,
  skills: z.array(z.object({ id, display_name: text })),
  coverage: careerPathCoverageSchema,
});
/** A chosen career path with coverage. */
export type PortfolioCareerPath = z.infer<typeof portfolioCareerPathSchema>;

/** A whole portfolio: the signed-in student's, or a public one (same shape, nothing private). */
export const portfolioSchema = z.object({
  id,
  uuid: text,
  is_public: z.boolean(),
  profile: portfolioProfileSchema,
  points: portfolioTotalsSchema,
  career_paths: z.array(portfolioCareerPathSchema),
  sections: portfolioSectionsSchema,
});
/** A whole portfolio. */
export type Portfolio = z.infer<typeof portfolioSchema>;
export const portfolioResponseSchema = z.object({ data: portfolioSchema });

/**
 * A career path as the public portfolio shows it: the path and the skills the portfolio shows for it.
 * Never its other skills: what a student has yet to learn is theirs to see, not the public's (issue 23).
 */
export const publicCareerPathSchema = z.object({
  id,
  name: text,
  type: text,
  description: text,
  /** Display names of the path's skills that some entry shows. */
  shown: z.array(text),
});
/** A career path on the public portfolio. */
export type PublicCareerPath = z.infer<typeof publicCareerPathSchema>;

/** GET /api/public_portfolio: the portfolio anyone with the link sees; career paths without their gaps. */
export const publicPortfolioSchema = portfolioSchema
  .omit({ career_paths: true })
  .extend({ career_paths: z.array(publicCareerPathSchema) });
/** A public portfolio. */
export type PublicPortfolio = z.infer<typeof publicPortfolioSchema>;
export const publicPortfolioResponseSchema = z.object({ data: publicPortfolioSchema });

/** A portfolio in a list: who, points, career paths and how many entries. */
export const portfolioSummarySchema = z.object({
  id,
  uuid: text,
  is_public: z.boolean(),
  profile: portfolioProfileSchema,
  points: portfolioTotalsSchema,
  career_paths: z.array(z.object({ id, name: text })),
  entry_count: z.number().int().nonnegative(),
});
/** A portfolio in a list. */
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;
export const portfolioSummariesResponseSchema = z.object({ data: z.array(portfolioSummarySchema) });

/** PUT /api/my_portfolio/visibility answer. */
export const visibilityResponseSchema = z.object({ data: z.object({ is_public: z.boolean() }) });

/** A skill as POST /api/skills answers it (201 created, 200 already there). */
export const createdSkillResponseSchema = z.object({
  data: z.object({ id, name: text, display_name: text, type: z.enum(['DOMAIN', 'TECHNICAL']) }),
});

/** Status of a verification request as the verifier sees it. */
export const VERIFICATION_STATUSES = ['pending', 'confirmed', 'declined'] as const;

/** POST /api/my_portfolio/verifications answer (201). */
export const verificationRequestResponseSchema = z.object({
  data: z.object({
    section: z.enum(SECTION_KEYS),
    entry_id: id,
    verifier_name: text,
    verifier_organisation: text,
    status: z.literal('pending'),
    expires_at: text,
  }),
});

/** What a verifier sees behind the emailed link: who asks, and the entry in one line. */
export const entryVerificationViewSchema = z.object({
  data: z.object({
    student_name: text,
    verifier_name: text,
    verifier_organisation: text,
    entry: z.object({
      card: z.enum(CARD_TYPES),
      title: text,
      /** e.g. '12 Mar 2024' or 'Jan 2023 – Jun 2023'. */
      dates: text,
      /** Host, source, institute or author; null when the card has none. */
      host: text.nullable(),
    }),
    status: z.enum(VERIFICATION_STATUSES),
  }),
});
/** What a verifier sees. */
export type EntryVerificationView = z.infer<typeof entryVerificationViewSchema>['data'];

/** POST /api/entry_verifications/{token} answer. */
export const verificationDecisionResponseSchema = z.object({
  data: z.object({ status: z.enum(['confirmed', 'declined']) }),
});
