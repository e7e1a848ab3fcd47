import {
  ACTIVITY_FILE_EXTENSIONS,
  checkPeerScore,
  displayFileName,
  FILE_PREFIX_LENGTH,
  oneDecimal,
} from '@lbd/shared/activities';
import { indiaDateTime } from '../../lib/dates';

/*
 * Formatting for the student's activity screens (SPEC §4.6): dates in en-IN with a 12-hour clock
 * (in India, as the rest of the app shows them), file names without their timestamp prefix, scores
 * with one decimal. All pure.
 */

/** '21 Nov 2026, 4:05 pm'; empty for a missing or broken date. */
export const activityDate = indiaDateTime;

/** The name people see: a stored name loses its 14-character timestamp prefix; anything else stays. */
export function fileLabel(stored: string): string {
  return /^\d{13}_/.test(stored) && stored.length > FILE_PREFIX_LENGTH ? displayFileName(stored) : stored;
}

/** A score as shown: one decimal at most ('7.5', '8'); a dash when there is none. */
export function scoreText(score: number | null | undefined): string {
  return score === null || score === undefined ? '–' : String(oneDecimal(score));
}

/** '90 minutes' (SPEC §9: activity duration in minutes). */
export const durationText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/** A typed peer score rounded to one decimal, or null when it is not a score up to `max` (SPEC §5.3). */
export function parsePeerScore(raw: string, max: number): number | null {
  const checked = checkPeerScore(raw, max);
  return 'score' in checked ? checked.score : null;
}

/** The file input's accept list: only the types SPEC §5.3 allows. */
export const ACCEPT_ACTIVITY_FILES = ACTIVITY_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** True when the name ends in an extension SPEC §5.3 allows (the server checks the bytes too). */
export function isAllowedActivityFile(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return (ACTIVITY_FILE_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}
