/*
 * Spreadsheet cells a program writes: text a spreadsheet would read as a formula (=, +, -, @, a tab or a
 * carriage return first) gets a leading apostrophe, and one that had one gets one more, so that reading
 * it back (`unguard`) gives the text exactly.
 */
export const guard = (s: string) => (/^'*[=+\-@\t\r]/.test(s) ? `'${s}` : s);
export const unguard = (s: string) => (/^'+[=+\-@\t\r]/.test(s) ? s.slice(1) : s);
