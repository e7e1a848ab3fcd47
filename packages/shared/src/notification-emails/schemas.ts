import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notifications/constants';
import {
  EMAIL_MODES,
  UNSUBSCRIBE_KINDS,
  UNSUBSCRIBE_TOKEN_MAX,
  UNSUBSCRIBE_TOKEN_PATTERN,
  type UnsubscribeKind,
} from './constants';
import { NOTIFICATION_EMAIL_TEXTS } from './messages';

const t = NOTIFICATION_EMAIL_TEXTS;

/** The profile id and kind a token names, or null when it is not shaped like one (the signature is not checked). */
export function readUnsubscribeToken(token: string): { profileId: number; kind: UnsubscribeKind } | null {
  const match = UNSUBSCRIBE_TOKEN_PATTERN.exec(token.trim());
  if (!match) return null;
  const kind = match[2] as UnsubscribeKind;
  if (!(UNSUBSCRIBE_KINDS as readonly string[]).includes(kind)) return null;
  const profileId = Number(match[1]);
  return Number.isSafeInteger(profileId) && profileId <= 2_147_483_647 ? { profileId, kind } : null;
}

// ---- requests ---------------------------------------------------------------------------------

const mode = z.enum(EMAIL_MODES, { error: t.badMode });

/** PUT /api/myprofile/notification_settings: the kinds to change (the others stay as they are). */
export const updateNotificationEmailSettingsBodySchema = z.object({
  settings: z.partialRecord(z.enum(NOTIFICATION_KINDS, { error: t.unknownKind }), mode),
});
export type UpdateNotificationEmailSettingsBody = z.infer<typeof updateNotificationEmailSettingsBodySchema>;

const token = z.string({ error: t.linkInvalid }).trim().max(UNSUBSCRIBE_TOKEN_MAX, t.linkInvalid);

/**
 * POST /api/notifications/unsubscribe: `{ token }` from the page, or a mail client's one-click
 * unsubscribe (RFC 8058: form-encoded `List-Unsubscribe=One-Click`, the token in the query string).
 */
export const unsubscribeBodySchema = z
  .object({
    token: token.optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .default({});
export const unsubscribeQuerySchema = z.object({ token: token.optional() });

// ---- responses --------------------------------------------------------------------------------

export const notificationEmailSettingSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  label: z.string(),
  email: z.enum(EMAIL_MODES),
});
export type NotificationEmailSetting = z.infer<typeof notificationEmailSettingSchema>;

export const notificationEmailSettingsSchema = z.object({ settings: z.array(notificationEmailSettingSchema) });
export type NotificationEmailSettings = z.infer<typeof notificationEmailSettingsSchema>;

export const unsubscribeResultSchema = z.object({ kind: z.enum(UNSUBSCRIBE_KINDS), label: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
export const notificationEmailSettingsResponseSchema = z.object({ data: notificationEmailSettingsSchema });
export const unsubscribeResultResponseSchema = z.object({ data: unsubscribeResultSchema });
