import { describe, expect, it } from 'vitest';
import { buildPath } from './navigation';

describe('buildPath', () => {
  it('joins segments into an absolute path', () => {
    expect(buildPath(['myQuests', 12, 'projects', 7])).toBe('/myQuests/12/projects/7');
  });

  it('gives the root for no segments and ignores stray slashes and empty segments', () => {
    expect(buildPath([])).toBe('/');
    expect(buildPath(['/partners/', '', 'companies'])).toBe('/partners/companies');
  });

  it('URL-encodes each piece of a segment', () => {
    expect(buildPath(['companyPublic', 3, 'Acme & Sons'])).toBe('/companyPublic/3/Acme%20%26%20Sons');
  });

  it('appends query parameters sorted by key', () => {
    expect(buildPath(['quizByte', 4], { question_bank_id: 9, edit: true, a: 'x' })).toBe(
      '/quizByte/4?a=x&edit=true&question_bank_id=9',
    );
  });

  it('drops null and undefined values but keeps false, 0 and empty strings', () => {
    expect(buildPath(['jobs'], { page: null, search: undefined, remote: false, count: 0, q: '' })).toBe(
      '/jobs?count=0&q=&remote=false',
    );
    expect(buildPath(['jobs'], { page: null })).toBe('/jobs');
  });

  it('carries the app-embedded flag over from the current address, in sorted position', () => {
    expect(buildPath(['posts', 5], { b: 1, z: 2 }, '?is_app=true&other=1')).toBe('/posts/5?b=1&is_app=true&z=2');
    expect(buildPath(['posts'], {}, 'is_app=1')).toBe('/posts?is_app=1');
  });

  it('does not invent the flag when the current address has none', () => {
    expect(buildPath(['posts'], { page: 2 }, '?hideHeader=true')).toBe('/posts?page=2');
  });

  it('lets an explicit query value for the flag win, and null remove it', () => {
    expect(buildPath(['posts'], { is_app: 'false' }, '?is_app=true')).toBe('/posts?is_app=false');
    expect(buildPath(['posts'], { is_app: null }, '?is_app=true')).toBe('/posts');
  });
});
