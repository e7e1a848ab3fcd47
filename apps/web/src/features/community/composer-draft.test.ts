import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, EMPTY_DRAFT, readDraft, saveDraft } from './composer-draft';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

/** Issue 28: nothing typed is lost when a post fails: the composer's draft survives until it is published. */
describe('the composer draft', () => {
  it('keeps what was typed and gives it back', () => {
    const s = memory();
    const draft = {
      html: '<p>Hi</p>',
      visibility: 'channel' as const,
      images: [{ id: 3, alt: 'x', thumb_url: '/u' }],
      mentions: [],
      channel: { specialization_id: 31, batch_year: 2027 },
    };
    saveDraft(draft, s);
    expect(readDraft(s)).toEqual(draft);
  });

  it('keeps a picked achievement, and leaves out one that names no kind', () => {
    const s = memory();
    const achievement = {
      kind: 'portfolio_entry' as const,
      ref: 'internships.4b1e7c1a-0000-4000-8000-000000000001',
      title: 'Software Engineering Intern',
      label: 'Internship',
      verified_by: 'Verified by Priya Nair, Infosys',
      verified_at: '2026-01-10T05:00:00.000Z',
    };
    saveDraft({ ...EMPTY_DRAFT, achievement }, s);
    expect(readDraft(s)).toEqual({ ...EMPTY_DRAFT, achievement });
    s.setItem(DRAFT_KEY, JSON.stringify({ html: '<p>x</p>', achievement: { kind: 'medal', ref: 'x' } }));
    expect(readDraft(s)).toEqual({ ...EMPTY_DRAFT, html: '<p>x</p>' });
  });

  it('forgets an empty draft and reads garbage as empty', () => {
    const s = memory();
    saveDraft({ ...EMPTY_DRAFT, html: '<p>x</p>' }, s);
    saveDraft(EMPTY_DRAFT, s);
    expect(s.map.has(DRAFT_KEY)).toBe(false);
    s.setItem(DRAFT_KEY, '{not json');
    expect(readDraft(s)).toEqual(EMPTY_DRAFT);
    s.setItem(DRAFT_KEY, JSON.stringify({ html: 5, visibility: 'world', images: [{ id: 'x' }] }));
    expect(readDraft(s)).toEqual(EMPTY_DRAFT);
  });
});
