import type { Actor } from '../../lib/access';

/** The profile whose portfolio decides "already added": a student's own, nobody else's. */
export function studentProfileId(actor: Actor | null): number | null {
  return actor?.profile?.profile_type === 'STUDENT' ? actor.profile.id : null;
}

/**
 * The portfolio reading a catalogue item becomes: the book or article card's record with the status
 * and date the student gave, the item's skills and those of its career paths the student has chosen.
 */
export function portfolioRecordOf(
  item: {
    kind: 'book' | 'article';
    title: string;
    authors: string;
    summary: string;
    isbn: string | null;
    type: string | null;
    url: string | null;
  },
  extra: { status: string; date: string; skills: string[]; careerPaths: string[] },
): Record<string, unknown> {
  const common = {
    kind: item.kind,
    title: item.title,
    author: item.authors,
    status: extra.status,
    date: extra.date,
    isbn: item.isbn,
    desc: item.summary,
    skills: extra.skills,
    job_roles: extra.careerPaths,
  };
  return item.kind === 'article' ? { ...common, type: item.type, url: item.url } : common;
}
