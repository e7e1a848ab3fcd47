import { z } from 'zod';
import { countParam, dataEnvelope, listEnvelope, pageParam } from '../api';
import { PROFILE_TYPES } from '../enums';
import {
  TESTIMONIAL_CONSENT_TEXT,
  TESTIMONIAL_DECISIONS,
  TESTIMONIAL_LIMITS as L,
  TESTIMONIAL_STATUSES,
  TESTIMONIAL_TYPES,
} from './constants';
import { TESTIMONIAL_TEXTS as T } from './messages';

const text = z.string().trim().min(L.textMin, T.textShort).max(L.textMax, T.textLong);
const rating = z
  .number({ error: T.ratingRange })
  .int(T.ratingRange)
  .min(L.ratingMin, T.ratingRange)
  .max(L.ratingMax, T.ratingRange);

/** GET /api/testimonials?type: one audience's approved testimonials, featured first (SPEC §7.7). */
export const testimonialsQuerySchema = z.object({
  type: z.enum(TESTIMONIAL_TYPES),
  /** Only the featured ones (the marketing pages). */
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  count: z.coerce.number().int().min(1).max(L.shownMax).default(L.shownMax),
});

/** A testimonial as the public pages show it. */
export const publicTestimonialSchema = z.object({
  id: z.number().int(),
  type: z.enum(TESTIMONIAL_TYPES),
  text: z.string(),
  rating: z.number().int(),
  featured: z.boolean(),
  author_name: z.string(),
  /** Role or organisation ('Student, Pune Institute of Technology'). */
  author_role: z.string().nullable(),
  author_profile_type: z.enum(PROFILE_TYPES),
  avatar_url: z.string().nullable(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;
export const testimonialsResponseSchema = dataEnvelope(z.array(publicTestimonialSchema));

/** POST /api/testimonials: the text, the rating, the audience and the explicit consent. */
export const createTestimonialBodySchema = z.object({
  text,
  rating,
  /** The audience; the author's own profile type when left out. */
  type: z.enum(TESTIMONIAL_TYPES).optional(),
  consent: z.literal(true, { error: T.consentRequired }),
  /** The wording the author agreed to: it must be today's. */
  consent_text: z
    .string()
    .max(1000)
    .refine((v) => v === TESTIMONIAL_CONSENT_TEXT, T.consentOutdated),
});
export type CreateTestimonialBody = z.infer<typeof createTestimonialBodySchema>;

/** The author's own testimonial, with its status and consent record. */
export const myTestimonialSchema = z.object({
  id: z.number().int(),
  type: z.enum(TESTIMONIAL_TYPES),
  /** Null once consent is withdrawn: the words are gone. */
  text: z.string().nullable(),
  rating: z.number().int().nullable(),
  status: z.enum(TESTIMONIAL_STATUSES),
  consent_text: z.string(),
  consent_at: z.string(),
  consent_withdrawn_at: z.string().nullable(),
  inserted_at: z.string(),
});
export type MyTestimonial = z.infer<typeof myTestimonialSchema>;
export const myTestimonialResponseSchema = dataEnvelope(myTestimonialSchema);
export const myTestimonialsResponseSchema = dataEnvelope(z.array(myTestimonialSchema));

/** GET /api/admin/testimonials?status: the review queue and the other lists. */
export const adminTestimonialsQuerySchema = z.object({
  status: z.enum(TESTIMONIAL_STATUSES).default('PENDING'),
  type: z.enum(TESTIMONIAL_TYPES).optional(),
  page: pageParam,
  count: countParam,
});
export const adminTestimonialSchema = publicTestimonialSchema.extend({
  status: z.enum(TESTIMONIAL_STATUSES),
  profile_id: z.number().int(),
  consent_at: z.string(),
  inserted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const adminTestimonialsResponseSchema = listEnvelope(adminTestimonialSchema);

/** PUT /api/admin/testimonials/{id}/status */
export const testimonialStatusBodySchema = z.object({ status: z.enum(TESTIMONIAL_DECISIONS) });
export type TestimonialStatusBody = z.infer<typeof testimonialStatusBodySchema>;
export const adminTestimonialResponseSchema = dataEnvelope(adminTestimonialSchema);
