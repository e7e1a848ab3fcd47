import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition';

describe('attachment()', () => {
  it('keeps an ASCII name and gives the exact name in filename*', () => {
    expect(attachment('notes v2.pdf')).toBe(`attachment; filename="notes v2.pdf"; filename*=UTF-8''notes%20v2.pdf`);
  });

  it('is a valid header value for any name: other scripts, quotes, line breaks', () => {
    const value = attachment('उत्तर "x"\r\nSet-Cookie: a=b.txt');
    expect(value).toMatch(/^[\x20-\x7e]+$/);
    expect(value).toContain('filename="_____ _x___Set-Cookie: a=b.txt"');
    expect(decodeURIComponent(value.split("filename*=UTF-8''")[1]!)).toBe('उत्तर "x"\r\nSet-Cookie: a=b.txt');
  });
});
