import { createHmac, timingSafeEqual } from 'node:crypto';
import { readUnsubscribeToken, type UnsubscribeKind } from '@lbd/shared';

/*
 * Unsubscribe tokens: `<profile id>.<kind>.<HMAC-SHA256 of "unsubscribe.<profile id>.<kind>">` under
 * the server's auth secret. Nothing is stored; a changed AUTH_SECRET retires every link sent before.
 */

const signature = (secret: string, profileId: number, kind: UnsubscribeKind) =>
  createHmac('sha256', secret).update(`unsubscribe.${profileId}.${kind}`).digest('base64url');

/** The token of an email's unsubscribe link. */
export function signUnsubscribeToken(secret: string, profileId: number, kind: UnsubscribeKind): string {
  return `${profileId}.${kind}.${signature(secret, profileId, kind)}`;
}

/** The profile and kind of a genuine token; null for anything else (malformed, altered, another secret). */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { profileId: number; kind: UnsubscribeKind } | null {
  const read = readUnsubscribeToken(token);
  if (!read) return null;
  const given = Buffer.from(token.trim().split('.')[2] ?? '');
  const expected = Buffer.from(signature(secret, read.profileId, read.kind));
  return given.length === expected.length && timingSafeEqual(given, expected) ? read : null;
}
