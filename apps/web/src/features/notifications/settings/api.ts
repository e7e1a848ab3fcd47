import type { EmailMode, NotificationEmailSettings, UnsubscribeResult } from '@lbd/shared/notification-emails';
import type { NotificationKind } from '@lbd/shared/notifications';
import { api } from '../../../lib/api-client';

/** Notification email calls: the profile's choices per kind, and the unsubscribe link of an email. */

export const EMAIL_SETTINGS_KEY = ['notifications', 'email-settings'] as const;

export async function fetchEmailSettings(): Promise<NotificationEmailSettings> {
  return (await api.get('/api/myprofile/notification_settings')).data;
}

export async function saveEmailSettings(
  settings: Partial<Record<NotificationKind, EmailMode>>,
): Promise<NotificationEmailSettings> {
  return (await api.put('/api/myprofile/notification_settings', { body: { settings } })).data;
}

export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return (await api.post('/api/notifications/unsubscribe', { body: { token } })).data;
}
