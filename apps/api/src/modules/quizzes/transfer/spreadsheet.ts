import { Readable } from 'node:stream';
import {
  QUIZ_TRANSFER_LIMITS as LIMITS,
  QUIZ_TRANSFER_TEXTS as X,
  REASONS_COLUMN,
  TEMPLATE_COLUMNS,
  TEMPLATE_HEADERS,
  type TemplateColumn,
} from '@lbd/shared';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { ValidationError } from '../../../lib/errors';
import { cellText, guard, type Row } from './rows';
import { readXlsxRows } from './xlsx';

/*
 * The template as CSV and XLSX, read row by row (csv-parse streaming; the sheet of an XLSX streamed by
 * `xlsx.ts`) and written back (exports, the error file; XLSX by ExcelJS). Row numbers are the spreadsheet's: the
 * header is row 1.
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const QUESTIONS_SHEET = 'Questions';

export interface ReadRow {
  /** The spreadsheet's row number (the header is row 1). */
  line: number;
  row: Row;
  /** Set when the row itself is broken (too long): it is reported, not read. */
  problem?: string;
}

/** The header row mapped to the template's columns (case and spaces forgiven); unknown columns are ignored. */
function headerMap(cells: string[]): (TemplateColumn | null)[] {
  const known = new Set<string>(TEMPLATE_HEADERS);
  const map = cells.map((c) => {
    const name = c.trim().toLowerCase().replace(/\s+/g, '_');
    return known.has(name) ? (name as TemplateColumn) : null;
  });
  if (!map.includes('type') || !map.includes('stem')) throw new ValidationError({ file: X.headersMissing });
  return map;
}

function toRow(header: (TemplateColumn | null)[], cells: unknown[], guarded: boolean): Row {
  const row: Row = {};
  header.forEach((column, i) => {
    if (column) row[column] = guarded ? cellText(cells[i]) : String(cells[i] ?? '').trim();
  });
  return row;
}

const isBlank = (cells: unknown[]) => cells.every((c) => cellText(c) === '');

/** CSV rows (UTF-8, a BOM allowed; comma, semicolon or tab separated, as the header row shows). */
export async function* readCsv(bytes: Buffer): AsyncGenerator<ReadRow> {
  const firstLine = bytes.subarray(0, 4096).toString('utf8').split(/\r?\n/)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce(
    (best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best),
    ',',
  );
  const parser = Readable.from([bytes]).pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      max_record_size: LIMITS.rowMax,
    }),
  );
  let header: (TemplateColumn | null)[] | null = null;
  // A spreadsheet shows each record as one row, whatever line breaks its quoted cells hold.
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line++;
      if (!header) {
        if (isBlank(record)) continue;
        header = headerMap(record);
        continue;
      }
      if (isBlank(record)) continue;
      yield { line, row: toRow(header, record, true) };
    }
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'CSV_MAX_RECORD_SIZE') throw new ValidationError({ file: X.rowTooLong });
    throw new ValidationError({ file: X.unreadable });
  }
  if (!header) throw new ValidationError({ file: X.headersMissing });
}

/** The first sheet's rows (its tab order's first, read by `xlsx.ts` whatever order the zip holds its parts in). */
export async function* readXlsx(bytes: Buffer): AsyncGenerator<ReadRow> {
  let header: (TemplateColumn | null)[] | null = null;
  for await (const r of readXlsxRows(bytes)) {
    // Excel keeps a typed apostrophe as a style, not in the text: no guard to take off here.
    const cells = r.cells.map((c) => c.trim());
    if (!header) {
      header = headerMap(cells);
      continue;
    }
    if (r.tooLong) yield { line: r.number, row: {}, problem: X.rowTooLong };
    else yield { line: r.number, row: toRow(header, cells, false) };
  }
  if (!header) throw new ValidationError({ file: X.headersMissing });
}

type OutRow = Row & { [REASONS_COLUMN]?: string };

/**
 * Rows as CSV with the template's header (and `reasons` for the error file, which travels inside JSON:
 * no byte-order mark there; a downloaded file has one so that Excel reads UTF-8); formula-looking text guarded.
 */
export function writeCsv(rows: OutRow[], withReasons = false): string {
  const columns: string[] = [...TEMPLATE_HEADERS, ...(withReasons ? [REASONS_COLUMN] : [])];
  const records = rows.map((r) => columns.map((c) => guard((r as Record<string, string | undefined>)[c] ?? '')));
  return stringify([columns, ...records], { bom: !withReasons, record_delimiter: 'windows' });
}

/** Rows as a workbook: the questions sheet (header frozen) and a sheet describing each column. */
export async function writeXlsx(rows: OutRow[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Learn By Doing';
  const sheet = workbook.addWorksheet(QUESTIONS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TEMPLATE_HEADERS.map((name) => ({
    header: name,
    key: name,
    width: name === 'stem' ? 50 : name.startsWith('option_') || name === 'feedback' ? 24 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  // Strings are stored as text: a cell is never a formula, so no guard is needed here.
  for (const r of rows) sheet.addRow(Object.fromEntries(TEMPLATE_HEADERS.map((c) => [c, r[c] ?? ''])));
  const help = workbook.addWorksheet('Columns');
  help.columns = [
    { header: 'column', key: 'name', width: 18 },
    { header: 'what to write', key: 'help', width: 110 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of TEMPLATE_COLUMNS) help.addRow({ name: c.name, help: c.help });
  // Text inline in each cell, not in a shared-strings part: one part less to find, and a reader that
  // streams the zip from its start (as ExcelJS's own does) needs nothing the zip may hold after the sheet.
  return Buffer.from(await workbook.xlsx.writeBuffer({ useSharedStrings: false } as never));
}

/** The template's example rows: one per question type. */
export const TEMPLATE_EXAMPLES: Row[] = [
  {
    type: 'single_choice',
    category: 'Aptitude',
    difficulty: 'easy',
    tags: 'percent|basics',
    points: '1',
    stem: 'What is 20% of 150?',
    option_a: '20',
    option_b: '30',
    option_c: '35',
    correct: 'B',
    feedback: '150 x 0.2 = 30',
  },
  {
    type: 'multiple_response',
    category: 'Programming',
    difficulty: 'medium',
    tags: 'languages',
    points: '2',
    penalty: '0.25',
    stem: 'Which of these are programming languages?',
    option_a: 'Python',
    option_b: 'HTML',
    option_c: 'Java',
    option_d: 'CSS',
    correct: 'A|C',
    partial: 'yes',
  },
  { type: 'true_false', category: 'Science', stem: 'Water boils at 100 °C at sea level.', correct: 'true' },
  {
    type: 'short_answer',
    category: 'Geography',
    stem: 'What is the capital of India?',
    accepted: 'New Delhi|Delhi',
    case_sensitive: 'no',
    spaces: 'collapse',
  },
  {
    type: 'numerical',
    category: 'Physics',
    stem: 'Acceleration due to gravity in m/s²?',
    correct: '9.81',
    tolerance: '0.05',
    tolerance_kind: 'absolute',
  },
  {
    type: 'fill_blanks',
    category: 'Geography',
    stem: 'The capital of France is [[city]] and it stands on the [[river]].',
    accepted: 'city=Paris; river=Seine',
    blank_options: 'river=Seine|Loire|Rhone',
  },
  {
    type: 'matching',
    category: 'Geography',
    stem: 'Match each country to its capital.',
    option_a: 'India -> New Delhi',
    option_b: 'Japan -> Tokyo',
    option_c: 'Kenya -> Nairobi',
    distractors: 'Lagos',
  },
  {
    type: 'ordering',
    category: 'History',
    stem: 'Put these events in order, earliest first.',
    option_a: 'Printing press',
    option_b: 'Steam engine',
    option_c: 'Telephone',
    partial: 'yes',
  },
  {
    type: 'essay',
    category: 'Communication',
    points: '10',
    stem: 'Describe a project you are proud of.',
    min_words: '100',
    max_words: '400',
    rubric: 'Clear goal, your part in it, what you learnt',
  },
];
