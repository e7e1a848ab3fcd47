import { describe, expect, it } from 'vitest';
import { splitLinks } from './linked-text';

describe('splitLinks', () => {
  it('keeps plain text as it is', () => {
    expect(splitLinks('Two tanks by the library.')).toEqual([{ text: 'Two tanks by the library.' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('makes http and https addresses parts of their own, leaving the full stop after one outside', () => {
    expect(splitLinks('My sheet: https://example.com/sheet?id=4. And http://a.in/x')).toEqual([
      { text: 'My sheet: ' },
      { href: 'https://example.com/sheet?id=4' },
      { text: '. And ' },
      { href: 'http://a.in/x' },
    ]);
  });

  it('stops at a closing bracket and never links other schemes', () => {
    expect(splitLinks('(see https://example.com/a) javascript:alert(1)')).toEqual([
      { text: '(see ' },
      { href: 'https://example.com/a' },
      { text: ') javascript:alert(1)' },
    ]);
  });
});
