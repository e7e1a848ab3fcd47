import { Readable } from 'node:stream';
import { IMPORT_LIMITS as L, IMPORT_TEXTS as X } from '@lbd/shared';
import { parse } from 'csv-parse';
import { ValidationError } from '../../lib/errors';
import { readXlsxRows } from '../../lib/spreadsheet/xlsx-rows';

/*
 * An import's file, row by row: CSV (UTF-8 with or without a byte-order mark, or Windows-1252 as older
 * Excel saves it; comma, semicolon or tab separated) or the first sheet of an XLSX. Rows are streamed,
 * never held all at once; row numbers are the spreadsheet's (the header is row 1).
 */

export type FileKind = 'csv' | 'xlsx';

export interface SheetRecord {
  /** The spreadsheet's row number. */
  row: number;
  cells: string[];
  tooLong: boolean;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What a file is, by its bytes first (a renamed file is caught), then its name; null for anything else. */
export function sniffKind(fileName: string, bytes: Buffer): FileKind | null {
  if (bytes.subarray(0, 4).equals(ZIP)) return /\.xlsx$/i.test(fileName) || !/\.csv$/i.test(fileName) ? 'xlsx' : null;
  if (!/\.(csv|txt)$/i.test(fileName)) return null;
  // Text has no NUL bytes; a binary file renamed .csv has them early.
  return bytes.subarray(0, 8192).includes(0) ? null : 'csv';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const cp1252 = new TextDecoder('windows-1252');

/** The file's text: UTF-8 when it is valid UTF-8 (a byte-order mark dropped), else Windows-1252. */
export function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = cp1252.decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

async function* csvRecords(bytes: Buffer): AsyncGenerator<SheetRecord> {
  const text = decodeText(bytes);
  const firstLine = text.slice(0, 4096).split(/\r?\n/)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce(
    (best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best),
    ',',
  );
  const parser = Readable.from([text]).pipe(
    parse({ delimiter, relax_column_count: true, relax_quotes: true, max_record_size: L.rowMax }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      if (!isBlank(record)) yield { row, cells: record, tooLong: false };
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') throw new ValidationError({ file: X.rowTooLong });
    throw new ValidationError({ file: X.unreadable });
  }
}

async function* xlsxRecords(bytes: Buffer): AsyncGenerator<SheetRecord> {
  for await (const r of readXlsxRows(bytes, {
    rowMax: L.rowMax,
    unreadableMessage: X.unreadable,
    sheetMax: 512 * 1024 * 1024,
  })) {
    yield { row: r.number, cells: r.cells, tooLong: r.tooLong };
  }
}

/** Every non-blank row of the file, the header first. */
export function readRecords(bytes: Buffer, kind: FileKind): AsyncGenerator<SheetRecord> {
  return kind === 'csv' ? csvRecords(bytes) : xlsxRecords(bytes);
}

/** The header row and every data row of the file, each as header -> cell text (trimmed). */
export async function* readRows(
  bytes: Buffer,
  kind: FileKind,
): AsyncGenerator<{ row: number; values: Record<string, string>; raw: string[]; tooLong: boolean }> {
  let headers: string[] | null = null;
  for await (const r of readRecords(bytes, kind)) {
    if (!headers) {
      headers = r.cells.map((c) => c.trim());
      continue;
    }
    const values: Record<string, string> = {};
    headers.forEach((h, i) => {
      if (h) values[h] = (r.cells[i] ?? '').trim().slice(0, L.cell);
    });
    yield { row: r.row, values, raw: r.cells, tooLong: r.tooLong };
  }
}

/**
 * The file's header and how many rows it has, refusing what cannot be imported: an empty file, a header
 * alone, too many rows or columns, two columns of one name.
 */
export async function inspect(bytes: Buffer, kind: FileKind): Promise<{ headers: string[]; rows: number }> {
  if (bytes.length === 0) throw new ValidationError({ file: X.fileEmpty });
  let headers: string[] | null = null;
  let rows = 0;
  for await (const r of readRecords(bytes, kind)) {
    if (!headers) {
      headers = r.cells.map((c) => c.trim());
      while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
      if (headers.length > L.columns) throw new ValidationError({ file: X.tooManyColumns });
      const seen = new Set<string>();
      for (const h of headers) {
        if (h.length > L.cell) throw new ValidationError({ file: X.rowTooLong });
        const key = h.toLowerCase();
        if (h && seen.has(key)) throw new ValidationError({ file: X.duplicateHeader(h) });
        seen.add(key);
      }
      continue;
    }
    rows++;
    if (rows > L.rows) throw new ValidationError({ file: X.tooManyRows });
  }
  if (!headers || headers.every((h) => h === '')) throw new ValidationError({ file: X.fileEmpty });
  if (rows === 0) throw new ValidationError({ file: X.headerOnly });
  return { headers, rows };
}
