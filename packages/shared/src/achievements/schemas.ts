import { z } from 'zod';
import { dataEnvelope } from '../api';
import { ACHIEVEMENT_KINDS, ACHIEVEMENT_LIMITS as L, ACHIEVEMENT_REF_PATTERN } from './constants';
import { ACHIEVEMENT_TEXTS as T } from './messages';

/* Shared achievements (issue 28 item 6, decision 0083): what a post carries, what a student may share, the live verification. */

const ref = z.string().trim().min(1, T.achievementUnknown).max(L.refMax, T.achievementUnknown);

/** An achievement a post names: its kind and ref (one of GET /api/posts/achievements). */
export const achievementRefSchema = z.object({
  kind: z.enum(ACHIEVEMENT_KINDS, { error: T.achievementUnknown }),
  ref: ref.regex(ACHIEVEMENT_REF_PATTERN, T.achievementUnknown),
});
export type AchievementRef = z.infer<typeof achievementRefSchema>;

const itemFields = {
  kind: z.enum(ACHIEVEMENT_KINDS),
  ref: z.string(),
  title: z.string(),
  /** What it is: 'Internship', 'Project', 'Learning path', 'Quest', ... */
  label: z.string(),
};

/** One item the student may share now (verified, or finished). */
export const shareableAchievementSchema = z.object({
  ...itemFields,
  /** 'Verified by <name>, <organisation>', or 'Completed on Learn By Doing'. */
  verified_by: z.string(),
  /** When it was verified or finished (ISO). */
  verified_at: z.string().nullable(),
});
export type ShareableAchievement = z.infer<typeof shareableAchievementSchema>;
export const shareableAchievementsResponseSchema = dataEnvelope(z.array(shareableAchievementSchema));

/**
 * The achievement a post carries, as it stands now: while still verified (or finished) the verifier's line,
 * its date and the link to the live verification; once withdrawn, only what it was (no badge, no link).
 */
export const postAchievementSchema = z.object({
  ...itemFields,
  verified: z.boolean(),
  verified_by: z.string().nullable(),
  verified_at: z.string().nullable(),
  /** The web page of the live verification (/achievement/{kind}/{ref}); null once withdrawn. */
  verification_url: z.string().nullable(),
});
export type PostAchievement = z.infer<typeof postAchievementSchema>;

/** GET /api/achievements/{kind}/{ref}: public; 404 when unknown or no longer verified. */
export const achievementParamsSchema = z.object({
  kind: z.enum(ACHIEVEMENT_KINDS),
  ref: z.string().min(1).max(L.refMax),
});
export const achievementVerificationSchema = z.object({
  ...itemFields,
  student_name: z.string(),
  verified_by: z.string(),
  verified_at: z.string().nullable(),
});
export type AchievementVerification = z.infer<typeof achievementVerificationSchema>;
export const achievementVerificationResponseSchema = dataEnvelope(achievementVerificationSchema);
