import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, OTP_LENGTH } from './constants';

/** Texts of sign-in, sign-up, phone code and password reset (SPEC §5.2, §8). */
export const IDENTITY_TEXTS = {
  invalidEmail: 'Enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: 'Please enter a password with atleast 8 characters.',
  passwordMismatch: 'Your password and confirmation password do not match.',
  passwordTooCommon: 'This password is one of the most common ones. Please choose one that is harder to guess.',
  passwordHasEmail: 'Please choose a password that does not contain your email address.',
  unknownUser: 'This username does not exist in our records. Please check your username or proceed to signup',
  wrongPassword: 'The password you entered is incorrect.',
  emailInUse: 'This email address is already registered. Please sign in instead.',
  loginFailed: 'Please enter correct username and password',
  accountDisabled: 'This account has been disabled. Please contact us.',
  invalidPhone: 'Enter a valid phone number.',
  wrongOtp: 'The OTP entered by you does not match the one sent to your phone number. Please enter the valid OTP.',
  otpRequired: 'Please enter the OTP.',
  otpExpired: 'The OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
  unknownResetEmail:
    'This email address does not exist in our records. Please check your email address to proceed with password reset procedure',
  resetFailed: 'Something went wrong while processing your request. Please try to reset password after some time.',
  resetLinkSent: 'We have sent a link to reset your password. Please check your email.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  refreshingSession: 'Please wait while we refresh your session',
  popupClosed: 'The sign-in window was closed or blocked. Please allow pop-ups and try again.',
  accountExistsDifferentCredential:
    'An account already exists with the same email address but different sign-in credentials. Enter your password to link both.',
  linkFailed: 'We could not link your accounts, but you are signed in.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

export const emailSchema = z
  .string({ error: IDENTITY_TEXTS.invalidEmail })
  .trim()
  .max(254, IDENTITY_TEXTS.invalidEmail)
  .email(IDENTITY_TEXTS.invalidEmail);

export const passwordSchema = z
  .string({ error: IDENTITY_TEXTS.passwordRequired })
  .min(1, IDENTITY_TEXTS.passwordRequired)
  .max(128, 'A password can have at most 128 characters.');

export const signInBodySchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signUpBodySchema = z
  .object({
    email: emailSchema,
    password: passwordSchema.refine((p) => p.length >= MIN_PASSWORD_LENGTH, IDENTITY_TEXTS.passwordTooShort),
    confirm_password: z.string().max(128),
  })
  .refine((b) => b.password === b.confirm_password, {
    path: ['confirm_password'],
    message: IDENTITY_TEXTS.passwordMismatch,
  });
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** A phone number as the sign-in form sends it: the country's dial code and the local digits. */
export const phoneBodySchema = z.object({
  country_code: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}( \d{1,4})?$/, IDENTITY_TEXTS.invalidPhone),
  phone: z
    .string()
    .trim()
    .regex(/^\d{3,14}$/, IDENTITY_TEXTS.invalidPhone),
});
export type PhoneBody = z.infer<typeof phoneBodySchema>;

export const verifyOtpBodySchema = phoneBodySchema.extend({
  code: z
    .string({ error: IDENTITY_TEXTS.otpRequired })
    .trim()
    .min(1, IDENTITY_TEXTS.otpRequired)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), IDENTITY_TEXTS.wrongOtp),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetBodySchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema.refine((p) => p.length >= MIN_PASSWORD_LENGTH, IDENTITY_TEXTS.passwordTooShort),
    confirm_password: z.string().max(128),
  })
  .refine((b) => b.password === b.confirm_password, {
    path: ['confirm_password'],
    message: IDENTITY_TEXTS.passwordMismatch,
  });

/** What every successful sign-in answers: a short-lived access token and when it expires. */
export const sessionTokensSchema = z.object({
  access_token: z.string(),
  /** Expiry of the access token, epoch milliseconds. */
  expires_at: z.number().int(),
  is_new_user: z.boolean(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;
export const sessionTokensResponseSchema = z.object({ data: sessionTokensSchema });

export const socialProviderSchema = z.enum(['google', 'facebook']);
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const identityConfigResponseSchema = z.object({
  data: z.object({ social_providers: z.array(socialProviderSchema) }),
});
export const socialStartBodySchema = z.object({ provider: socialProviderSchema, link: z.boolean().optional() });
export const socialStartResponseSchema = z.object({ data: z.object({ url: z.string() }) });
export const linkAccountBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  provider: socialProviderSchema,
});
