import {
  ACHIEVEMENT_KINDS,
  ACHIEVEMENT_LIMITS as L,
  POST_TEXTS as T,
  achievementPath,
  type AchievementKind,
  type AchievementRef,
  type AchievementVerification,
  type PostAchievement,
  type ShareableAchievement,
} from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import type { AchievementItem, AchievementSource } from '../../lib/achievement-sources';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';

/*
 * Shared achievements (issue 28 item 6, decision 0083). A student's post may carry one of their verified
 * portfolio entries or a project, learning path or quest they finished. The post keeps only which item it
 * is (posts.attachment: kind and ref, with the title and label it had, shown once the item is gone); the
 * item's owner (an AchievementSource of the portfolio, learning and quests) says how it stands now, asked
 * once per source for a whole page of posts. The 'Verified' badge and its link show only while the source
 * says it is still verified; the link opens the public live verification (GET /api/achievements/...).
 */

/** What posts.attachment holds for a shared achievement. */
export interface StoredAchievement {
  type: 'achievement';
  kind: AchievementKind;
  ref: string;
  title: string;
  label: string;
}

/** The shared achievement in a post's attachment column, or null when it holds none. */
export function storedAchievementOf(attachment: unknown): StoredAchievement | null {
  const value = (
    typeof attachment === 'string' ? JSON.parse(attachment) : attachment
  ) as Partial<StoredAchievement> | null;
  if (!value || value.type !== 'achievement') return null;
  if (!ACHIEVEMENT_KINDS.includes(value.kind as AchievementKind) || typeof value.ref !== 'string') return null;
  return {
    type: 'achievement',
    kind: value.kind as AchievementKind,
    ref: value.ref,
    title: String(value.title ?? ''),
    label: String(value.label ?? ''),
  };
}

/** The attachment a post stores for an item as it is now. */
export const attachmentOf = (item: Pick<AchievementItem, 'kind' | 'ref' | 'title' | 'label'>): StoredAchievement => ({
  type: 'achievement',
  kind: item.kind,
  ref: item.ref,
  title: item.title,
  label: item.label,
});

const keyOf = (r: { kind: AchievementKind; ref: string }) => `${r.kind}/${r.ref}`;

export function createAchievementsService(deps: { db: Db; sources: readonly AchievementSource[] }) {
  const { db, sources } = deps;

  /** Items by kind and ref as they stand now: one call per source, whatever the number of refs. */
  async function liveOf(
    refs: readonly { kind: AchievementKind; ref: string }[],
  ): Promise<Map<string, AchievementItem>> {
    const found = new Map<string, AchievementItem>();
    for (const source of sources) {
      const asked = refs.filter((r) => source.kinds.includes(r.kind));
      if (asked.length === 0) continue;
      for (const item of await source.live(asked)) found.set(keyOf(item), item);
    }
    return found;
  }

  /** GET /api/posts/achievements: what the calling student may share now, newest first. */
  async function shareable(actor: Actor): Promise<ShareableAchievement[]> {
    const profileId = actor.profile?.id;
    if (!profileId || actor.profile?.profile_type !== 'STUDENT') throw new ForbiddenError(T.achievementStudentsOnly);
    const items = (await Promise.all(sources.map((s) => s.mine(profileId)))).flat().filter((i) => i.verified);
    items.sort((a, b) => (b.verifiedAt ?? '').localeCompare(a.verifiedAt ?? ''));
    return items.slice(0, L.shareableMax).map((i) => ({
      kind: i.kind,
      ref: i.ref,
      title: i.title,
      label: i.label,
      verified_by: i.verifiedBy ?? '',
      verified_at: i.verifiedAt,
    }));
  }

  /**
   * The attachment a post written with this body keeps: none without an achievement; the one it already
   * has when it names the same (an edit keeps it, even once withdrawn); else the author's own item, and only
   * while it is verified or finished (422 otherwise; 403 for anyone but a student).
   */
  async function forPost(
    actor: Actor,
    wanted: AchievementRef | undefined,
    current: unknown,
  ): Promise<StoredAchievement | null> {
    if (!wanted) return null;
    const before = storedAchievementOf(current);
    if (before && before.kind === wanted.kind && before.ref === wanted.ref) return before;
    if (actor.profile?.profile_type !== 'STUDENT') throw new ForbiddenError(T.achievementStudentsOnly);
    const item = (await liveOf([wanted])).get(keyOf(wanted));
    if (!item || item.profileId !== actor.profile.id)
      throw new ValidationError({ achievement: T.achievementUnknown }, T.achievementUnknown);
    if (!item.verified) throw new ValidationError({ achievement: T.achievementNotVerified }, T.achievementNotVerified);
    return attachmentOf(item);
  }

  /** The achievements of a page of posts as they stand now, by post id (one call per source for the page). */
  async function ofPosts(
    rows: readonly { id: number; author_profile_id: number; attachment?: unknown }[],
  ): Promise<Map<number, PostAchievement>> {
    const shared = rows.flatMap((row) => {
      const stored = storedAchievementOf(row.attachment);
      return stored ? [{ row, stored }] : [];
    });
    const out = new Map<number, PostAchievement>();
    if (shared.length === 0) return out;
    const live = await liveOf(shared.map((s) => s.stored));
    for (const { row, stored } of shared) {
      const item = live.get(keyOf(stored));
      const verified = Boolean(item?.verified && item.profileId === Number(row.author_profile_id));
      out.set(Number(row.id), {
        kind: stored.kind,
        ref: stored.ref,
        title: item?.title ?? stored.title,
        label: item?.label ?? stored.label,
        verified,
        verified_by: verified ? item!.verifiedBy : null,
        verified_at: verified ? item!.verifiedAt : null,
        verification_url: verified ? achievementPath(stored.kind, stored.ref) : null,
      });
    }
    return out;
  }

  /** GET /api/achievements/{kind}/{ref} (public): the live verification; 404 when unknown or withdrawn. */
  async function verification(kind: AchievementKind, ref: string): Promise<AchievementVerification> {
    const item = (await liveOf([{ kind, ref }])).get(keyOf({ kind, ref }));
    if (!item?.verified) throw new NotFoundError(T.achievementGone);
    const [student] = rowsOf<{ full_name: string }>(
      await db.execute(sql`select full_name from profiles where id = ${item.profileId} and deleted_at is null`),
    );
    if (!student) throw new NotFoundError(T.achievementGone);
    return {
      kind: item.kind,
      ref: item.ref,
      title: item.title,
      label: item.label,
      student_name: student.full_name,
      verified_by: item.verifiedBy ?? '',
      verified_at: item.verifiedAt,
    };
  }

  return { shareable, forPost, ofPosts, verification };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
