import { describe, expect, it } from 'vitest';
import { isEmptyRichText, sanitizeRichText } from './rich-text';

describe('rich text', () => {
  it('keeps the editor’s formatting and drops scripts, handlers, styles and unsafe links', () => {
    expect(sanitizeRichText('<p><strong>Hi</strong> <em>there</em></p><script>alert(1)</script>')).toBe(
      '<p><strong>Hi</strong> <em>there</em></p>',
    );
    expect(sanitizeRichText('<p onclick="x()" style="color:red">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeRichText('<iframe src="https://e.com"></iframe><p>b</p>')).toBe('<p>b</p>');
    expect(sanitizeRichText('<a href="https://e.com">e</a>')).toBe(
      '<a href="https://e.com" rel="noopener noreferrer nofollow" target="_blank">e</a>',
    );
    expect(sanitizeRichText('<img src="http://e.com/a.png" onerror="x()">')).toBe('<img />');
  });

  it('knows an empty paragraph is empty', () => {
    expect(isEmptyRichText('<p></p>')).toBe(true);
    expect(isEmptyRichText('<p> &nbsp; </p><p><br></p>')).toBe(true);
    expect(isEmptyRichText('')).toBe(true);
    expect(isEmptyRichText('<p>x</p>')).toBe(false);
    expect(isEmptyRichText('<p><img src="https://e.com/a.png"></p>')).toBe(false);
  });
});
