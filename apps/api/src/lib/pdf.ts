import { Font } from '@react-pdf/renderer';

/*
 * What the PDFs (portfolio, activity score card) share: react-pdf's built-in Helvetica, so nothing is
 * downloaded. Load this module only from a PDF renderer (imported on first use): it pulls react-pdf in.
 */

// Whole words only: hyphenating every word is slow and looks wrong in names and skills.
Font.registerHyphenationCallback((word) => [word]);

const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text Helvetica can print: Latin-1 and the WinAnsi extras kept, control characters dropped. */
export function printable(value: string): string {
  let out = '';
  for (const ch of value.replaceAll('₹', 'Rs.')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\n' || ch === '\t') out += ch === '\t' ? ' ' : ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0 && !WIN_ANSI_EXTRA.has(ch))) continue;
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else out += '?';
  }
  return out;
}
