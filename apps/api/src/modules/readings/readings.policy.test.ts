import { describe, expect, it } from 'vitest';
import { portfolioRecordOf, studentProfileId } from './readings.policy';
import { prefixTsQuery } from './readings.repo';

const item = {
  kind: 'book' as const,
  title: 'Clean Code',
  authors: 'Robert C. Martin',
  summary: 'Readable code.',
  isbn: null,
  type: null,
  url: null,
};

describe('readings rules', () => {
  it('turns search words into a prefix tsquery and drops punctuation', () => {
    expect(prefixTsQuery('Pyth data')).toBe('pyth:* & data:*');
    expect(prefixTsQuery("  O'Reilly & co!! ")).toBe('o:* & reilly:* & co:*');
    expect(prefixTsQuery('Géron')).toBe('geron:*');
    expect(prefixTsQuery(' -- ')).toBeNull();
  });

  it('only a student has a portfolio to compare with', () => {
    expect(studentProfileId(null)).toBeNull();
    expect(studentProfileId({ userId: 'u', isAdmin: true, profile: null })).toBeNull();
    expect(
      studentProfileId({ userId: 'u', isAdmin: false, profile: { id: 7, profile_type: 'COMPANY', active: true, org_id: null } }),
    ).toBeNull();
    expect(
      studentProfileId({ userId: 'u', isAdmin: false, profile: { id: 7, profile_type: 'STUDENT', active: true, org_id: null } }),
    ).toBe(7);
  });

  it('makes a book or article card record with the status and date the student chose', () => {
    const extra = { status: 'interested', date: '2025-06-15', skills: ['Java'], careerPaths: ['Software Engineer'] };
    expect(portfolioRecordOf(item, extra)).toEqual({
      kind: 'book',
      title: 'Clean Code',
      author: 'Robert C. Martin',
      status: 'interested',
      date: '2025-06-15',
      isbn: null,
      desc: 'Readable code.',
      skills: ['Java'],
      job_roles: ['Software Engineer'],
    });
    const article = {
      ...item,
      kind: 'article' as const,
      type: 'Technical',
      url: 'https://doi.org/1',
      isbn: '00010782',
    };
    expect(portfolioRecordOf(article, extra)).toMatchObject({
      type: 'Technical',
      url: 'https://doi.org/1',
      isbn: '00010782',
    });
  });
});
