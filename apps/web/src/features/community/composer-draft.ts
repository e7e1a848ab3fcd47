import { ACHIEVEMENT_KINDS, type AchievementKind } from '@lbd/shared/achievements';
import type { PostVisibility } from '@lbd/shared/posts';

/*
 * What the composer holds, kept in the browser until the post is published: a failed post, a closed
 * tab or a lost connection loses nothing typed (issue 28: 'nothing typed lost on a failed post').
 */

export interface DraftImage {
  id: number;
  alt: string;
  thumb_url: string;
}

/** A campus channel: a branch and/or batch of the author's college. */
export interface DraftChannel {
  specialization_id: number | null;
  batch_year: number | null;
}

/** A shared achievement picked for the post (decision 0083), with what the composer shows of it. */
export interface DraftAchievement {
  kind: AchievementKind;
  ref: string;
  title: string;
  label: string;
  verified_by: string | null;
  verified_at: string | null;
}

export interface Draft {
  html: string;
  visibility: PostVisibility;
  images: DraftImage[];
  mentions: { profile_id: number; name: string }[];
  channel?: DraftChannel | null;
  achievement?: DraftAchievement | null;
}

export const EMPTY_DRAFT: Draft = { html: '', visibility: 'everyone', images: [], mentions: [], channel: null };

const intOrNull = (v: unknown) => (Number.isInteger(v) ? (v as number) : null);

function achievementOf(a: Partial<DraftAchievement> | null | undefined): DraftAchievement | null {
  if (!a || !ACHIEVEMENT_KINDS.includes(a.kind as AchievementKind) || typeof a.ref !== 'string') return null;
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 300) : null);
  return {
    kind: a.kind as AchievementKind,
    ref: a.ref.slice(0, 80),
    title: text(a.title) ?? '',
    label: text(a.label) ?? '',
    verified_by: text(a.verified_by),
    verified_at: text(a.verified_at),
  };
}
export const DRAFT_KEY = 'lbd.post_draft';

export function readDraft(storage: Pick<Storage, 'getItem'> = localStorage): Draft {
  try {
    const raw = storage.getItem(DRAFT_KEY);
    if (!raw) return EMPTY_DRAFT;
    const d = JSON.parse(raw) as Partial<Draft>;
    const achievement = achievementOf(d.achievement);
    return {
      html: typeof d.html === 'string' ? d.html : '',
      visibility:
        d.visibility === 'college' || d.visibility === 'organisation' || d.visibility === 'channel' ? d.visibility : 'everyone',
      images: Array.isArray(d.images) ? d.images.filter((i) => Number.isInteger(i?.id)).slice(0, 10) : [],
      mentions: Array.isArray(d.mentions) ? d.mentions.filter((m) => Number.isInteger(m?.profile_id)).slice(0, 10) : [],
      channel:
        d.channel && typeof d.channel === 'object'
          ? { specialization_id: intOrNull(d.channel.specialization_id), batch_year: intOrNull(d.channel.batch_year) }
          : null,
      ...(achievement ? { achievement } : {}),
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(draft: Draft, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage) {
  try {
    if (!draft.html && draft.images.length === 0 && draft.mentions.length === 0 && !draft.achievement)
      storage.removeItem(DRAFT_KEY);
    else storage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the draft's copy, never the text on the screen.
  }
}
