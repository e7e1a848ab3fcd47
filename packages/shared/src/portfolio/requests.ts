import { z } from 'zod';
import { SKILL_TYPES } from '../enums';
import { SECTION_KEYS } from './constants';
import { requiredText } from './fields';
import { PORTFOLIO_MESSAGES } from './messages';

/*
 * Request bodies of the portfolio endpoints other than the card saves (those are in cards.ts), and
 * the texts the portfolio API answers with.
 */

/** Texts of portfolio API answers the spec leaves to us. */
export const PORTFOLIO_API_TEXTS = {
  noPortfolio: 'Choose your career paths first.',
  tooManyVerifications: 'You have sent too many verification requests today. Please try again tomorrow.',
  verificationLinkInvalid: 'This verification link is not valid.',
  verificationLinkExpired: 'This verification link has expired.',
  verificationAnswered: 'This verification request has already been answered.',
  invalidEmail: 'Enter a valid email id',
} as const;

/** Longest skill name (the catalogue's limit). */
export const SKILL_NAME_MAX = 120;
const INT_MAX = 2_147_483_647;

/** POST /api/skills: the inline 'Create New "x"' option of a skills multi-select. */
export const createSkillBodySchema = z.object({
  display_name: requiredText('Skill', SKILL_NAME_MAX),
  type: z.enum(SKILL_TYPES).default('TECHNICAL'),
});
/** A create-skill body. */
export type CreateSkillBody = z.infer<typeof createSkillBodySchema>;

/**
 * POST /api/my_portfolio/portfolios: start the student's portfolio. `is_public` is the answer to the
 * onboarding question whether anyone with the link may see it; private until the student says so.
 */
export const startPortfolioBodySchema = z.preprocess(
  // No body at all (as before the question was asked) starts a private portfolio.
  (v) => (v === null ? undefined : v),
  z
    .object({ is_public: z.boolean({ error: PORTFOLIO_MESSAGES.fieldEmpty }).default(false) })
    .default({ is_public: false }),
);
/** A start-portfolio body. */
export type StartPortfolioBody = z.input<typeof startPortfolioBodySchema>;

/** PUT /api/my_portfolio/visibility: whether the public portfolio link works. */
export const visibilityBodySchema = z.object({ is_public: z.boolean({ error: PORTFOLIO_MESSAGES.fieldEmpty }) });
/** A visibility body. */
export type VisibilityBody = z.infer<typeof visibilityBodySchema>;

/** POST /api/my_portfolio/verifications: ask someone to vouch for one of your entries. */
export const verificationRequestBodySchema = z.object({
  section: z.enum(SECTION_KEYS, { error: PORTFOLIO_MESSAGES.invalidChoice('Section') }),
  entry_id: z
    .number({ error: PORTFOLIO_MESSAGES.fieldEmpty })
    .int()
    .positive()
    .max(INT_MAX, PORTFOLIO_MESSAGES.fieldEmpty),
  verifier_name: requiredText('Name', 100),
  verifier_email: z
    .string({ error: PORTFOLIO_API_TEXTS.invalidEmail })
    .trim()
    .max(254, PORTFOLIO_API_TEXTS.invalidEmail)
    .pipe(z.email(PORTFOLIO_API_TEXTS.invalidEmail)),
  verifier_organisation: requiredText('Organisation', 200),
});
/** A verification request body. */
export type VerificationRequestBody = z.infer<typeof verificationRequestBodySchema>;

/** POST /api/entry_verifications/{token}: the verifier's answer. */
export const verificationDecisionBodySchema = z.object({
  decision: z.enum(['confirm', 'decline'], { error: PORTFOLIO_MESSAGES.invalidChoice('decision') }),
});
/** A verifier's answer. */
export type VerificationDecisionBody = z.infer<typeof verificationDecisionBodySchema>;

/** Path parameter of the verification link endpoints: the emailed token (32 random bytes, base64url). */
export const verificationTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(100) });

/** GET /api/public_portfolio?profile_id=... */
export const publicPortfolioQuerySchema = z.object({ profile_id: z.coerce.number().int().positive().max(INT_MAX) });
