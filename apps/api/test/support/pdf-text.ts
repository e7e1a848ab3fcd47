import zlib from 'node:zlib';

/**
 * The text a PDF shows, its runs joined in drawing order (react-pdf may cut a line into several runs,
 * so nothing separates them): content streams are inflated (react-pdf compresses them with
 * FlateDecode) and the hex strings of their TJ arrays decoded. Enough to find a name in a generated
 * PDF without poppler.
 */
export function pdfText(pdf: Buffer): string {
  const latin = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of latin.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, latin.indexOf('endstream', start));
    let content: string;
    try {
      content = zlib.inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'));
      runs.push(pieces.join(''));
    }
  }
  return runs.join('');
}
