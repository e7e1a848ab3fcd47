/** One CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is neutralised. */
function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(text) && typeof value !== 'number') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document of exactly these rows under these headings (Excel opens it as UTF-8 thanks to the BOM). */
export function toCsv(
  headings: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return `\uFEFF${[headings, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
