import { describe, expect, it } from 'vitest';
import { kindOfPattern, pageFrom, readingByline, readingsTab } from './reading-view';

describe('readings page helpers', () => {
  it('shows books on /books and articles on /articles', () => {
    expect(kindOfPattern('/books')).toBe('book');
    expect(kindOfPattern('/articles')).toBe('article');
  });

  it('opens Recommended for a student, the catalogue for everyone else and while searching', () => {
    expect(readingsTab(null, true, '')).toBe('recommended');
    expect(readingsTab(null, true, 'python')).toBe('all');
    expect(readingsTab('all', true, '')).toBe('all');
    expect(readingsTab('recommended', true, 'python')).toBe('recommended');
    expect(readingsTab('recommended', false, '')).toBe('all');
    expect(readingsTab('nonsense', true, '')).toBe('recommended');
  });

  it('reads a page number from the address; anything below 2 or not a number is the first page', () => {
    expect(pageFrom(null)).toBe(1);
    expect(pageFrom('0')).toBe(1);
    expect(pageFrom('abc')).toBe(1);
    expect(pageFrom('3')).toBe(3);
  });

  it('writes authors and source on one line', () => {
    expect(readingByline({ authors: 'Martin Fowler', source: 'Addison-Wesley' })).toBe(
      'Martin Fowler · Addison-Wesley',
    );
    expect(readingByline({ authors: 'Anon', source: '' })).toBe('Anon');
  });
});
