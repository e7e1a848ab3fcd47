import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { IDENTITY_TEXTS } from '../identity/messages';
import { passwordSchema } from '../identity/schemas';
import { ACCOUNT_TEXTS } from './messages';

const t = ACCOUNT_TEXTS;

/** POST /api/my_account/change_password. The new password follows the sign-up rules (SPEC §5.2). */
export const changePasswordBodySchema = z
  .object({
    current_password: z
      .string({ error: t.currentPasswordRequired })
      .min(1, t.currentPasswordRequired)
      .max(128, 'A password can have at most 128 characters.'),
    password: passwordSchema.refine((p) => p.length >= MIN_PASSWORD_LENGTH, IDENTITY_TEXTS.passwordTooShort),
    confirm_password: z.string({ error: IDENTITY_TEXTS.passwordMismatch }).max(128),
  })
  .refine((b) => b.password === b.confirm_password, {
    path: ['confirm_password'],
    message: IDENTITY_TEXTS.passwordMismatch,
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * POST /api/my_account/delete: the account's password; an account without one (one-time code or
 * social sign-in) types the word DELETE instead.
 */
export const deleteAccountBodySchema = z.object({
  password: z.string().max(128, 'A password can have at most 128 characters.').optional(),
  confirm: z.string().trim().max(20, t.deleteWordRequired).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const accountOkResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

/**
 * One of the caller's active sessions (decision 0088). `id` names the session for signing it out; it is
 * not the session's token and signs nobody in.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** The browser and system, as people say it: 'Chrome on Windows'. */
  device: z.string(),
  /** The address with its last part hidden ('203.0.113.*'), null when unknown. */
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  last_used_at: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/**
 * GET /api/my_account: what the settings page needs to ask the right confirmation, the sign-in alert
 * setting and the active sessions (the most recently used first, at most MAX_LISTED_SESSIONS).
 */
export const accountSummaryResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    has_password: z.boolean(),
    /** Admins cannot delete their own account (decision 0068). */
    can_delete: z.boolean(),
    sign_in_alerts: z.boolean(),
    sessions: z.array(accountSessionSchema),
  }),
});
export type AccountSummary = z.infer<typeof accountSummaryResponseSchema>['data'];

/** POST /api/update_settings (SPEC §7.1): the account's settings; only sign_in_alerts today, nothing else accepted. */
export const updateSettingsBodySchema = z.strictObject(
  { sign_in_alerts: z.boolean({ error: t.signInAlertsInvalid }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? t.unknownSetting : undefined) },
);
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const accountSettingsResponseSchema = z.object({ data: z.object({ sign_in_alerts: z.boolean() }) });
export type AccountSettings = z.infer<typeof accountSettingsResponseSchema>['data'];

/** POST /api/my_account/sessions/:id/sign_out: the session's id as GET /api/my_account lists it. */
export const accountSessionParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The sign-out calls: how many sessions ended. */
export const sessionsEndedResponseSchema = z.object({ data: z.object({ ended: z.number().int().min(0) }) });
