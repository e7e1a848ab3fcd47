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

/** GET /api/my_account: what the settings page needs to ask the right confirmation. */
export const accountSummaryResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    has_password: z.boolean(),
    /** Admins cannot delete their own account (decision 0068). */
    can_delete: z.boolean(),
  }),
});
export type AccountSummary = z.infer<typeof accountSummaryResponseSchema>['data'];
