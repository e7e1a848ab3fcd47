import type { AccountSession } from '@lbd/shared';
import type { LiveSession } from '../identity';
import { deviceSummary, maskIp } from './device';

/** A live session as the sessions list shows it: its id (not its token), the device, the masked address. */
export const toAccountSession = (s: LiveSession, currentSessionId: string): AccountSession => ({
  id: s.id,
  device: deviceSummary(s.userAgent),
  ip: maskIp(s.ipAddress),
  signed_in_at: s.createdAt.toISOString(),
  last_used_at: s.lastUsedAt.toISOString(),
  current: s.id === currentSessionId,
});
