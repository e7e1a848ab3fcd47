import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AchievementKind } from '@lbd/shared/achievements';

/*
 * What posts need of the achievements students share (issue 28 item 6, decision 0083). The module that owns
 * each kind provides an AchievementSource: the portfolio (entries someone verified), learning (projects and
 * learning paths finished) and quests (quests finished). Posts keep only the kind and ref a post names and
 * ask the source, for a whole feed page at once, how each item stands now: the 'Verified' badge shows only
 * while the source says so. Posts never copy verifications or enrolments.
 */

/** One item as it stands now. */
export interface AchievementItem {
  kind: AchievementKind;
  /** What names it in a post and in the link of its live verification (URL-safe, unguessable). */
  ref: string;
  /** The student it belongs to. */
  profileId: number;
  title: string;
  /** What it is: 'Internship', 'Project', 'Learning path', 'Quest', ... */
  label: string;
  /** Still verified (an entry) or finished (a project, learning path or quest). */
  verified: boolean;
  /** 'Verified by <name>, <organisation>' or 'Completed on Learn By Doing' (null when not verified). */
  verifiedBy: string | null;
  /** When it was verified or finished (ISO), null when not. */
  verifiedAt: string | null;
}

export interface AchievementSource {
  kinds: readonly AchievementKind[];
  /** What this student may share now: only verified entries or finished items, newest first. */
  mine(profileId: number): Promise<AchievementItem[]>;
  /**
   * The current state of many items at once (one query for the whole list, never one per item). An item
   * that no longer exists, or a ref that names nothing, is left out.
   */
  live(refs: readonly { kind: AchievementKind; ref: string }[]): Promise<AchievementItem[]>;
}

declare module '../modules/module' {
  interface Facts {
    /** Portfolio entries someone verified, of any section (ref: section and the entry's uuid). */
    portfolioAchievements: AchievementSource;
    /** Projects and learning paths a student finished (ref: the enrolment's id, signed). */
    learningAchievements: AchievementSource;
    /** Quests a student finished (ref: the enrolment's id, signed). */
    questAchievements: AchievementSource;
  }
}

/*
 * Enrolments are numbered in order, so a bare id in a public link would let anyone walk through who finished
 * what. Their refs carry the id and a signature of it with the app's secret: 'id.signature'. (A new
 * AUTH_SECRET makes the refs already shared unknown: their posts lose the badge, as on a withdrawal.)
 */
const SIGNATURE_LENGTH = 16;

const signatureOf = (secret: string, kind: AchievementKind, id: number) =>
  createHmac('sha256', secret).update(`achievement.${kind}.${id}`).digest('base64url').slice(0, SIGNATURE_LENGTH);

/** The signed ref of enrolment `id`. */
export function signedRef(secret: string, kind: AchievementKind, id: number): string {
  return `${id}.${signatureOf(secret, kind, id)}`;
}

/** The enrolment id a signed ref names, or null when it is not one of ours. */
export function readSignedRef(secret: string, kind: AchievementKind, ref: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]+)$/.exec(ref);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signatureOf(secret, kind, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
