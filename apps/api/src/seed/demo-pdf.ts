/**
 * A small, valid one-page PDF (A4, Helvetica) with a title and lines of plain text, for demo content.
 * Written by hand so the seed needs no PDF library: objects, a content stream and an exact xref table.
 * Text is printable ASCII (other characters become '?').
 */
export function simplePdf(title: string, lines: string[]): Buffer {
  const text = (s: string) =>
    s
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/\\/g, '\\\\')
      .replace(/\(/g, '\\(')
      .replace(/\)/g, '\\)');
  const stream = [
    'BT /F1 18 Tf 56 780 Td',
    `(${text(title)}) Tj ET`,
    'BT /F2 11 Tf 56 748 Td 16 TL',
    ...lines.map((l, n) => `${n === 0 ? '' : 'T* '}(${text(l)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, n) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${n + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
