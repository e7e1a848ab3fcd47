import { z } from 'zod';
import { dataEnvelope } from '../api';

/*
 * Import and export of question banks (issue 26 item 3, decision 0076): the spreadsheet template's
 * columns, the bounds of an imported file, the formats, and the import's per-row report.
 */

/** One spreadsheet row per question; these headers, in this order (the template's first row). */
export const TEMPLATE_COLUMNS = [
  {
    name: 'type',
    help: 'single_choice, multiple_response, true_false, short_answer, numerical, fill_blanks, matching, ordering or essay',
  },
  { name: 'category', help: 'Free text (at most 80 characters); empty for none' },
  { name: 'difficulty', help: 'easy, medium or hard; empty for none' },
  { name: 'tags', help: 'Separated by |' },
  { name: 'skills', help: 'Skill names of the catalogue, separated by |' },
  { name: 'points', help: 'Points the question is worth (0.1 to 100); empty: 1' },
  {
    name: 'penalty',
    help: 'Share of the points a wrong answer loses (0 to 1; choice and true/false questions); empty: 0',
  },
  { name: 'stem', help: 'The question (text or HTML). Fill in the blanks: mark each blank [[id]]' },
  ...(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'] as const).map((l) => ({
    name: `option_${l}`,
    help:
      l === 'a'
        ? 'Choices (single choice, multiple response: A to J), items in the right order (ordering: A to L), or pairs written left -> right (matching: A to L)'
        : `Option ${l.toUpperCase()}`,
  })),
  {
    name: 'correct',
    help: 'Single choice: a letter (B). Multiple response: letters separated by | (A|C). True/false: true or false. Numerical: the number',
  },
  { name: 'tolerance', help: 'Numerical: how far an answer may be from the number; empty: 0' },
  { name: 'tolerance_kind', help: 'Numerical: absolute or relative (a share of the answer); empty: absolute' },
  {
    name: 'accepted',
    help: 'Short answer: accepted answers separated by |. Fill in the blanks: id=answer|answer, one blank after another separated by ;',
  },
  {
    name: 'blank_options',
    help: 'Fill in the blanks with dropdowns: id=choice|choice, separated by ; (empty: the student types)',
  },
  { name: 'distractors', help: 'Matching: right-hand answers that match nothing, separated by |' },
  { name: 'case_sensitive', help: 'Short answer, fill in the blanks: yes or no; empty: no' },
  { name: 'spaces', help: 'Short answer: exact, collapse or ignore; empty: collapse' },
  { name: 'partial', help: 'Multiple response, ordering: yes (partial credit) or no (all or nothing); empty: yes' },
  { name: 'min_words', help: 'Essay: fewest words; empty: 0' },
  { name: 'max_words', help: 'Essay: most words; empty: 500' },
  { name: 'rubric', help: 'Essay: what the mentor grades against' },
  { name: 'feedback', help: 'Shown with the result' },
] as const;
export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number]['name'];
export const TEMPLATE_HEADERS: readonly TemplateColumn[] = TEMPLATE_COLUMNS.map((c) => c.name);
/** The column the error file adds: why the row was not imported. */
export const REASONS_COLUMN = 'reasons';

export const QUIZ_TRANSFER_LIMITS = {
  /** Bytes of one imported file. */
  fileBytes: 10 * 1024 * 1024,
  /** Questions of one imported file (rows of a spreadsheet). */
  rows: 5_000,
  /** Characters of one cell (the longest stem). */
  cellMax: 20_000,
  /** Characters of one spreadsheet row, all its cells together. */
  rowMax: 100_000,
  /** Elements nested inside each other in a Moodle XML file. */
  xmlDepth: 12,
} as const;

export const IMPORT_FORMATS = ['csv', 'xlsx', 'gift', 'moodle_xml'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx', 'gift', 'moodle_xml'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const QUIZ_TRANSFER_TEXTS = {
  fileRequired: 'Please upload a CSV, XLSX, GIFT or Moodle XML file',
  fileTooLarge: `The file is over ${QUIZ_TRANSFER_LIMITS.fileBytes / (1024 * 1024)} MB`,
  tooManyRows: `A file holds at most ${QUIZ_TRANSFER_LIMITS.rows} questions`,
  unreadable: 'The file could not be read as CSV, XLSX, GIFT or Moodle XML',
  headersMissing: 'The first row must hold the template’s column names (type, stem, ...)',
  rowTooLong: 'This row is too long',
  cellTooLong: (column: string) => `${column}: at most ${QUIZ_TRANSFER_LIMITS.cellMax} characters`,
  unknownType:
    'type: one of single_choice, multiple_response, true_false, short_answer, numerical, fill_blanks, matching, ordering, essay',
  notNumber: (column: string) => `${column}: please enter a number`,
  notYesNo: (column: string) => `${column}: yes or no`,
  notTrueFalse: 'correct: true or false',
  notLetter: 'correct: letters of options (A to L)',
  pairArrow: 'Matching: write each pair left -> right',
  blankList: 'accepted: id=answer|answer for each blank, separated by ;',
  unknownSkill: (name: string) => `skills: no skill named ${name}`,
  giftSyntax: (detail: string) => `GIFT: ${detail}`,
  giftUnsupported: 'GIFT: this kind of question is not imported (descriptions, several blanks in one question)',
  xmlSyntax: (detail: string) => `Moodle XML: ${detail}`,
  xmlUnsupported: (type: string) => `Moodle XML: questions of type ${type} are not imported`,
} as const;

/** What the formats are called on the page. */
export const TRANSFER_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  gift: 'GIFT',
  moodle_xml: 'Moodle XML',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The import and export panel of a bank's editor, and its report (our words: the spec shows none). */
export const QUIZ_TRANSFER_PAGE_TEXTS = {
  heading: 'Import and export',
  importHeading: 'Import questions',
  importIntro:
    'Add questions from a file: the template as CSV or XLSX (one row per question), GIFT or Moodle XML. The good rows are imported; every row that is not is listed below with why.',
  templateCsv: 'CSV template',
  templateXlsx: 'XLSX template',
  chooseFile: 'Import a file',
  fileHint: `CSV, XLSX, GIFT or Moodle XML; at most ${QUIZ_TRANSFER_LIMITS.fileBytes / (1024 * 1024)} MB and ${QUIZ_TRANSFER_LIMITS.rows.toLocaleString('en-IN')} questions`,
  dryRun: 'Only check the file (import nothing)',
  reading: 'Reading and checking the questions…',
  reportLabel: 'Import report',
  reportHeading: (dryRun: boolean) => (dryRun ? 'File checked: nothing was imported' : 'Import finished'),
  read: (n: number) => `${plural(n, 'question')} read from the file`,
  imported: (n: number, dryRun: boolean) =>
    `${plural(n, 'question')} ${dryRun ? 'would be' : n === 1 ? 'was' : 'were'} imported`,
  failed: (n: number) => `${plural(n, 'question')} not imported`,
  allGood: 'Every question in the file is good.',
  noQuestions: 'The file holds no questions.',
  badRows: 'Not imported',
  rowColumn: (format: ImportFormat) => (format === 'csv' || format === 'xlsx' ? 'Row' : 'Line'),
  reasonsColumn: 'Why',
  errorFile: 'Download the rows not imported (CSV)',
  errorFileHint: 'Fix them and import that file: its reasons column is ignored.',
  errorFileName: (bankId: number) => `question-bank-${bankId}-not-imported.csv`,
  exportHeading: 'Export the questions',
  exportIntro:
    'The bank’s questions in order, as a file. GIFT has no ordering questions and one blank at most: those are left out of a GIFT file.',
  exportAs: (format: ExportFormat) => `Export as ${TRANSFER_FORMAT_LABELS[format]}`,
  exportEmpty: 'Add questions first: there is nothing to export yet.',
} as const;

export const importQuerySchema = z.object({
  /** true: check every row and report, write nothing. */
  dry_run: z.enum(['true', 'false']).default('false'),
});
export type ImportQuery = z.input<typeof importQuerySchema>;

export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });
export type ExportQuery = z.input<typeof exportQuerySchema>;

export const importRowErrorSchema = z.object({
  /** The row as the teacher's spreadsheet numbers it (the header is row 1), or the question's line in GIFT or XML. */
  row: z.number().int(),
  reasons: z.array(z.string()),
});

export const importReportSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  dry_run: z.boolean(),
  /** Questions read from the file. */
  rows: z.number().int(),
  /** Questions written (dry run: that would be written). */
  imported: z.number().int(),
  failed: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /**
   * The bad rows as CSV in the template's columns plus `reasons` (spreadsheet imports): fixed and sent
   * again, it imports. Null when every row was good, and for GIFT and Moodle XML (a question that did not
   * parse has no row; `errors` gives its line).
   */
  error_csv: z.string().nullable(),
  /** The new questions' ids, in the file's order (empty on a dry run). */
  question_ids: z.array(z.number().int()),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export const importReportResponseSchema = dataEnvelope(importReportSchema);
