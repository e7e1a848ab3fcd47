import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';
import { IDENTITY_TEXTS, passwordSchema } from './identity';

/*
 * The account in Profile Settings (issue 23 item 28): changing the password, exporting one's data and
 * deleting the account. What a deletion keeps and why is decision 0068; the settings page says it in
 * the words below.
 */

export const ACCOUNT_TEXTS = {
  currentPasswordRequired: 'Please enter your current password.',
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'Your new password must be different from your current password.',
  noPassword:
    'This account signs in with a one-time code or a social account, so it has no password to change. Use "Forgot password" on the login popup to set one.',
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  deletePasswordRequired: 'Please enter your password to confirm.',
  wrongDeletePassword: 'The password you entered is incorrect.',
  /** Accounts without a password (one-time code, social) confirm by typing this word. */
  deleteWord: 'DELETE',
  deleteWordRequired: 'Type DELETE to confirm.',
  adminCannotDelete:
    'An admin account cannot delete itself here. Another admin removes it, so the platform always keeps one.',
  accountDeleted: 'Your account has been deleted. Thank you for learning with us.',
  exportFileName: 'learn-by-doing-my-data.json',
} as const;

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

/** What a deletion removes and what it keeps, as the settings page says it (decision 0068). */
export const ACCOUNT_DELETION_TERMS = {
  deleted: [
    'Your sign-in: email, password, phone number, linked Google or Facebook accounts and every session.',
    'Your profile details: name, photo, contact details, city, degree, bio and topic interests.',
    'Your portfolio with every entry and career path, and its public link.',
    'Your notifications, job alerts and email settings, and the emails and messages we still hold for you.',
    'Your club memberships, pending club requests, invitations and places on shortlists.',
  ],
  kept: [
    'Applications and event registrations an organisation already received stay in its records as "Deleted user", without your name, contact details or cover note, so its counts and decisions stay true.',
    'Activity work you submitted and reviews you wrote for other students stay as "Deleted user", so a class\'s scores and feedback still add up.',
    'Jobs, events, clubs and activities you published for an organisation stay with the organisation.',
    'The audit log keeps who did what on the platform, including this deletion, under an anonymous account id, to answer for it later.',
  ],
} as const;
