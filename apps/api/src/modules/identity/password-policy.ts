import { dictionary } from '@zxcvbn-ts/language-common';
import { IDENTITY_TEXTS } from '@lbd/shared';

/**
 * The most common passwords (about 49,000 from public breach lists, as the zxcvbn-ts project ships
 * them), lower-cased. Built on first use (some 70 ms), not at start.
 */
let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())));

/** The shortest part of an email address's name that a password may not contain. */
const MIN_NAME_PART = 4;

/**
 * Why a new password is refused, or null: one of the most common passwords (any case), or one that
 * holds the account's email name ('asha.rao' in asha.rao@example.com). Length is the form's own rule.
 */
export function passwordProblem(password: string, email?: string): string | null {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return IDENTITY_TEXTS.passwordTooCommon;
  const name = email?.split('@')[0]?.toLowerCase();
  if (name && name.length >= MIN_NAME_PART && lower.includes(name)) return IDENTITY_TEXTS.passwordHasEmail;
  return null;
}
