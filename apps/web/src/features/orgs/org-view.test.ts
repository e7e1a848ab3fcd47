import { describe, expect, it } from 'vitest';
import {
  countFacts,
  idFrom,
  initialsOf,
  partnerFacts,
  partnerTypeOf,
  publicPath,
  tabOfPattern,
  tabPath,
} from './org-view';

describe('organisation page helpers', () => {
  it('maps company routes to their tabs and back', () => {
    expect(tabOfPattern('/company/:id')).toBe('overview');
    expect(tabOfPattern('/company/:id/jobs')).toBe('jobs');
    expect(tabOfPattern('/company/:id/mentors')).toBe('mentors');
    expect(tabPath(7, 'overview')).toBe('/company/7');
    expect(tabPath(7, 'clubs')).toBe('/company/7/clubs');
    expect(publicPath({ id: 7, full_name: 'Larsen & Toubro' })).toBe('/companyPublic/7/larsen-and-toubro');
    expect(publicPath({ id: 7, full_name: 'Zoho' }, true)).toBe('/companyPublic/7/zoho/Details');
  });

  it('accepts only positive whole ids and the two partner types', () => {
    expect(idFrom('12')).toBe(12);
    expect(idFrom('0')).toBeNull();
    expect(idFrom('12abc')).toBeNull();
    expect(idFrom('99999999999')).toBeNull();
    expect(idFrom(undefined)).toBeNull();
    expect(partnerTypeOf('companies')).toBe('companies');
    expect(partnerTypeOf('institutes')).toBe('institutes');
    expect(partnerTypeOf('schools')).toBeNull();
  });

  it('says what an org has, leaving out counts this server cannot know', () => {
    expect(countFacts({ jobs: 1, events: null, clubs: 2, mentors: 0 })).toEqual(['1 job', '2 clubs', '0 mentors']);
    expect(countFacts({ jobs: 3, events: 1, clubs: null, mentors: 1 }, 40)).toEqual([
      '3 jobs',
      '1 event',
      '1 mentor',
      '40 students',
    ]);
    expect(partnerFacts({ org_type: 'COMPANY', jobs: 2, mentors: 0, students: 5 })).toBe('2 jobs');
    expect(partnerFacts({ org_type: 'INSTITUTION', jobs: 0, mentors: 1, students: 1 })).toBe('1 mentor · 1 student');
    expect(partnerFacts({ org_type: 'COMPANY', jobs: 0, mentors: 0, students: 0 })).toBe('');
  });

  it('makes initials from the first two words, ignoring brackets', () => {
    expect(initialsOf('One 97 Communications (Paytm)')).toBe('O9');
    expect(initialsOf('Indian Institute of Technology Bombay')).toBe('II');
    expect(initialsOf('Zoho')).toBe('Z');
  });
});
