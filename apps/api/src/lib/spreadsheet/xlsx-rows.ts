import { Readable } from 'node:stream';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ValidationError } from '../errors';

/*
 * The first sheet of an XLSX file, row by row, whatever order its zip holds the parts in (decision 0076).
 * Excel zips the shared strings after the sheets, LibreOffice the workbook after them, ExcelJS either
 * way: a reader that streams the zip from its start (ExcelJS's WorkbookReader) must guess, and lost the
 * header of such files. The upload is in memory anyway (10 MB at most), so the zip is read from its
 * central directory, part by part in the order needed: the package's relationships, the workbook (its
 * first sheet in tab order, whatever that sheet's id), the shared strings, then the sheet, inflated as a
 * stream and parsed as it comes so that a long file stops at the row limit. Cells hold text three ways,
 * all read: shared strings, inline strings (`t="inlineStr"`, runs of rich text joined) and formula
 * results (`t="str"`); numbers and booleans as their text. Used by the quiz import and the bulk imports.
 */

/** How a reader bounds a row, and the error it throws for a file that is not a readable XLSX. */
export interface XlsxReadOptions {
  /** Characters one row may hold; a longer row is cut short and marked `tooLong`. */
  rowMax: number;
  /** The message of the ValidationError (on `file`) for an unreadable file. */
  unreadableMessage: string;
  /** Characters the sheet may inflate to (default 64 MB). */
  sheetMax?: number;
}

/** Characters one part may inflate to unless the caller says otherwise (a zip bomb stops here). */
const PART_MAX = 64 * 1024 * 1024;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The file is not a readable XLSX (readXlsxRows answers it as a ValidationError with the caller's message). */
class Unreadable extends Error {}
const unreadable = () => new Unreadable('unreadable xlsx');

/** The zip's parts by name, from its central directory (no ZIP64: an upload is at most 10 MB). */
function entries(zip: Buffer): Map<string, Entry> {
  const min = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= min; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out = new Map<string, Entry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    out.set(name.replace(/^\//, ''), {
      name,
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return out;
}

/** A part's stored bytes (the local header's own name and extra lengths skipped). */
function stored(zip: Buffer, e: Entry): Buffer {
  const at = e.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50) throw unreadable();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + e.compressedSize > zip.length) throw unreadable();
  if (e.method !== 0 && e.method !== 8) throw unreadable();
  return zip.subarray(start, start + e.compressedSize);
}

/** Every part of a zip, in its directory's order (tests reorder ExcelJS's files with it). */
export function zipParts(zip: Buffer): { name: string; content: Buffer }[] {
  return [...entries(zip).values()].map((e) => {
    const raw = stored(zip, e);
    return { name: e.name, content: e.method === 0 ? raw : inflateRawSync(raw, { maxOutputLength: PART_MAX }) };
  });
}

/** A small part as text. */
function partText(zip: Buffer, e: Entry): string {
  const raw = stored(zip, e);
  try {
    return (e.method === 0 ? raw : inflateRawSync(raw, { maxOutputLength: PART_MAX })).toString('utf8');
  } catch {
    throw unreadable();
  }
}

/** A part as a stream of text. */
function partStream(zip: Buffer, e: Entry): AsyncIterable<string> {
  const raw = stored(zip, e);
  const source = Readable.from([raw]);
  const stream = e.method === 0 ? source : source.pipe(createInflateRaw());
  stream.setEncoding('utf8');
  return stream as AsyncIterable<string>;
}

/** A SAX parser that refuses DOCTYPEs (no entity of a file's own is ever expanded). */
function parser(): SaxesParser {
  const p = new SaxesParser();
  p.on('doctype', () => {
    throw unreadable();
  });
  return p;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Every element's attributes, in document order (relationship files and the workbook are small). */
function elements(xml: string): SaxesTagPlain[] {
  const out: SaxesTagPlain[] = [];
  const p = parser();
  p.on('opentag', (tag) => out.push(tag));
  try {
    p.write(xml).close();
  } catch {
    throw unreadable();
  }
  return out;
}

/** A relationship's target as a part name: relative to the part that names it, or from the root. */
function resolve(from: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = from.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

/** The relationships of a part (`xl/workbook.xml` -> `xl/_rels/workbook.xml.rels`): id -> [type, part]. */
function relationships(zip: Buffer, parts: Map<string, Entry>, of: string): Map<string, [string, string]> {
  const dir = of.includes('/') ? of.slice(0, of.lastIndexOf('/') + 1) : '';
  const file = `${dir}_rels/${of.slice(dir.length)}.rels`;
  const e = parts.get(file);
  const out = new Map<string, [string, string]>();
  if (!e) return out;
  for (const tag of elements(partText(zip, e))) {
    if (local(tag.name) !== 'Relationship' || tag.attributes.TargetMode === 'External') continue;
    const { Id: id, Type: type = '', Target: target } = tag.attributes;
    if (id && target) out.set(id, [type, resolve(of || 'x', target)]);
  }
  return out;
}

/** Excel writes characters XML cannot hold as `_xHHHH_` (a carriage return is `_x000D_`). */
const unescapeOoxml = (s: string) =>
  s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))) : s;

/** The shared strings, each the text of its runs (phonetic guides left out). */
function sharedStrings(xml: string): string[] {
  const out: string[] = [];
  const p = parser();
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  p.on('opentag', (tag) => {
    const name = local(tag.name);
    if (name === 'si') current = '';
    else if (name === 'rPh') phonetic++;
    else if (name === 't' && phonetic === 0) inText = true;
  });
  p.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 'si') {
      out.push(unescapeOoxml(current ?? ''));
      current = null;
    } else if (name === 'rPh') phonetic--;
    else if (name === 't') inText = false;
  });
  p.on('text', (t) => {
    if (inText && current !== null) current += t;
  });
  try {
    p.write(xml).close();
  } catch {
    throw unreadable();
  }
  return out;
}

/** `B12` -> 2 (1-based); null when the reference is absent or odd. */
function columnOf(ref: string | undefined): number | null {
  const m = ref ? /^([A-Z]{1,3})\d*$/i.exec(ref) : null;
  if (!m) return null;
  let n = 0;
  for (const ch of m[1]!.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** One row of the sheet: its number, and its cells' text (index 0 is column A). */
export interface SheetRow {
  number: number;
  cells: string[];
  /** The row's text passed the row bound: its cells are cut short and it is reported, not read. */
  tooLong: boolean;
}

/** The first sheet's rows, in order, as their cells' text; empty rows are left out. */
export async function* readXlsxRows(zip: Buffer, options: XlsxReadOptions): AsyncGenerator<SheetRow> {
  try {
    yield* sheetRows(zip, options.rowMax, options.sheetMax ?? PART_MAX);
  } catch (err) {
    if (err instanceof Unreadable) throw new ValidationError({ file: options.unreadableMessage });
    throw err;
  }
}

async function* sheetRows(zip: Buffer, rowMax: number, sheetMax: number): AsyncGenerator<SheetRow> {
  const parts = entries(zip);
  const office = [...relationships(zip, parts, '').values()].find(([type]) => type.endsWith('/officeDocument'));
  const workbook = office?.[1] ?? 'xl/workbook.xml';
  const wbEntry = parts.get(workbook);
  if (!wbEntry) throw unreadable();
  const rels = relationships(zip, parts, workbook);
  const firstSheet = elements(partText(zip, wbEntry)).find((t) => local(t.name) === 'sheet');
  const rid = firstSheet && Object.entries(firstSheet.attributes).find(([k]) => k.includes(':') && local(k) === 'id');
  const sheetPart = rid ? rels.get(rid[1])?.[1] : undefined;
  const sheetEntry = sheetPart ? parts.get(sheetPart) : undefined;
  if (!sheetEntry) throw unreadable();
  const stringsPart =
    [...rels.values()].find(([type]) => type.endsWith('/sharedStrings'))?.[1] ?? resolve(workbook, 'sharedStrings.xml');
  const stringsEntry = parts.get(stringsPart);
  const strings = stringsEntry ? sharedStrings(partText(zip, stringsEntry)) : [];

  const p = parser();
  const ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let rowSize = 0;
  let lastRow = 0;
  let cell: { column: number; type: string; value: string; inline: string } | null = null;
  let lastColumn = 0;
  // Where text goes: the cell's value (<v>), or its inline string (<is><t>, phonetic runs left out).
  let into: 'value' | 'inline' | null = null;
  let inInline = false;
  let phonetic = 0;
  let inData = false;

  p.on('opentag', (tag) => {
    const name = local(tag.name);
    if (name === 'sheetData') inData = true;
    else if (!inData) return;
    else if (name === 'row') {
      const n = Number(tag.attributes.r);
      lastRow = Number.isInteger(n) && n > 0 ? n : lastRow + 1;
      row = { number: lastRow, cells: [], tooLong: false };
      rowSize = 0;
      lastColumn = 0;
    } else if (name === 'c' && row) {
      lastColumn = columnOf(tag.attributes.r) ?? lastColumn + 1;
      cell = { column: lastColumn, type: tag.attributes.t ?? 'n', value: '', inline: '' };
    } else if (name === 'v' && cell) into = 'value';
    else if (name === 'is' && cell) inInline = true;
    else if (name === 'rPh') phonetic++;
    else if (name === 't' && cell && inInline && phonetic === 0) into = 'inline';
  });
  p.on('text', (t) => {
    if (!into || !cell || !row) return;
    // The row bound is kept while reading, so an endless cell never fills memory.
    rowSize += t.length;
    if (rowSize > rowMax) {
      row.tooLong = true;
      return;
    }
    cell[into] += t;
  });
  p.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 'sheetData') inData = false;
    else if (name === 'v' || name === 't') into = null;
    else if (name === 'is') inInline = false;
    else if (name === 'rPh') phonetic--;
    else if (name === 'c' && cell && row) {
      row.cells[cell.column - 1] = cellText(cell, strings);
      cell = null;
    } else if (name === 'row' && row) {
      const cells = Array.from(row.cells, (c) => c ?? '');
      // Shared strings count at their full length too.
      if (cells.reduce((n, c) => n + c.length, 0) > rowMax) row.tooLong = true;
      if (cells.some((c) => c.trim() !== '') || row.tooLong) ready.push({ ...row, cells });
      row = null;
    }
  });

  let inflated = 0;
  try {
    for await (const chunk of partStream(zip, sheetEntry)) {
      inflated += chunk.length;
      if (inflated > sheetMax) throw unreadable();
      p.write(chunk);
      yield* ready.splice(0);
    }
    p.close();
  } catch (err) {
    if (err instanceof Unreadable) throw err;
    throw unreadable();
  }
  yield* ready.splice(0);
}

/** A cell's text by its type: shared string, inline string, formula text, boolean, error, number or date. */
function cellText(c: { type: string; value: string; inline: string }, strings: string[]): string {
  switch (c.type) {
    case 's':
      return strings[Number(c.value)] ?? '';
    case 'inlineStr':
      return unescapeOoxml(c.inline || c.value);
    case 'str':
      return unescapeOoxml(c.value);
    case 'b':
      return c.value.trim() === '1' ? 'true' : c.value.trim() === '0' ? 'false' : c.value;
    case 'e':
      return '';
    default: {
      // Numbers as their shortest text (Excel may write 17 digits: 9.8100000000000005 is 9.81); dates (t="d") as written.
      const n = Number(c.value);
      return c.type === 'n' && c.value.trim() !== '' && Number.isFinite(n) ? String(n) : c.value;
    }
  }
}
