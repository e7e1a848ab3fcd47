import { QUIZ_TRANSFER_LIMITS, QUIZ_TRANSFER_TEXTS as X } from '@lbd/shared';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zip, type ZipPart } from '../../../../test/support/zip';
import { ValidationError } from '../../../lib/errors';
import { rowToBody } from './rows';
import { readXlsx, type ReadRow } from './spreadsheet';
import { zipParts } from './xlsx';

/*
 * XLSX files as office suites write them (decision 0076): no LibreOffice or Excel on this machine, so the
 * parts are written here as those programs write them, and zipped in each program's order: Excel puts the
 * shared strings after the sheets (and sizes after each part's data), LibreOffice the workbook after them;
 * other writers keep text inline in the cells. Every order of the parts reads the same rows.
 */

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const decl = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A cell: text (shared or inline), a rich run list, or a typed raw value. */
type Cell = string | { runs: string[] } | { t: 'n' | 'b' | 'e' | 'str'; v: string };

const contentTypes = `${decl}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const packageRels = `${decl}<Relationships xmlns="${PKG}"><Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const styles = `${decl}<styleSheet xmlns="${NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><cellXfs count="1"><xf numFmtId="0" fontId="0"/></cellXfs></styleSheet>`;
const core = `${decl}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Teacher</dc:creator></cp:coreProperties>`;
const app = `${decl}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Excel</Application></Properties>`;

/**
 * A workbook of two sheets, `Questions` (the rows given) and `Notes` (which must never be read). Excel
 * numbers the first tab's file sheet1.xml but keeps the sheet's id from when it was made (here 3);
 * `firstTabFile: 2` writes the questions to sheet2.xml and lists it first, as a hand-edited book may.
 */
function workbookParts(rows: Cell[][], { inline = false, firstTabFile = 1 } = {}): Record<string, string> {
  const strings: string[] = [];
  const sharedIndex = (text: string) => {
    const at = strings.indexOf(text);
    if (at >= 0) return at;
    strings.push(text);
    return strings.length - 1;
  };
  const richXml = (runs: string[]) =>
    runs
      .map((r, i) => `<r>${i % 2 ? '<rPr><b/><sz val="11"/></rPr>' : ''}<t xml:space="preserve">${esc(r)}</t></r>`)
      .join('');
  const cellXml = (c: Cell, ref: string) => {
    if (typeof c === 'string') {
      if (inline) return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${esc(c)}</t></is></c>`;
      return `<c r="${ref}" t="s"><v>${sharedIndex(`<t xml:space="preserve">${esc(c)}</t>`)}</v></c>`;
    }
    if ('runs' in c) {
      if (inline) return `<c r="${ref}" t="inlineStr"><is>${richXml(c.runs)}</is></c>`;
      return `<c r="${ref}" t="s"><v>${sharedIndex(richXml(c.runs))}</v></c>`;
    }
    if (c.t === 'str') return `<c r="${ref}" t="str"><f>CONCAT("a","b")</f><v>${esc(c.v)}</v></c>`;
    return `<c r="${ref}"${c.t === 'n' ? '' : ` t="${c.t}"`}><v>${esc(c.v)}</v></c>`;
  };
  const col = (i: number) =>
    (i < 26 ? '' : String.fromCharCode(64 + Math.floor(i / 26))) + String.fromCharCode(65 + (i % 26));
  const sheetXml = (data: Cell[][]) =>
    `${decl}<worksheet xmlns="${NS}" xmlns:r="${REL}"><dimension ref="A1"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetData>${data
      .map(
        (r, ri) =>
          `<row r="${ri + 1}" spans="1:${r.length}">${r.map((c, ci) => (c === '' ? '' : cellXml(c, `${col(ci)}${ri + 1}`))).join('')}</row>`,
      )
      .join(
        '',
      )}</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;
  const questions = sheetXml(rows);
  const notes = sheetXml([
    ['type', 'stem'],
    ['essay', 'This sheet is notes, not questions'],
  ]);
  const [first, second] = firstTabFile === 1 ? ['sheet1', 'sheet2'] : ['sheet2', 'sheet1'];
  const parts: Record<string, string> = {
    'xl/workbook.xml': `${decl}<workbook xmlns="${NS}" xmlns:r="${REL}"><workbookPr/><bookViews><workbookView activeTab="0"/></bookViews><sheets><sheet name="Questions" sheetId="3" r:id="rId7"/><sheet name="Notes" sheetId="1" r:id="rId8"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${decl}<Relationships xmlns="${PKG}"><Relationship Id="rId8" Type="${REL}/worksheet" Target="worksheets/${second}.xml"/><Relationship Id="rId7" Type="${REL}/worksheet" Target="/xl/worksheets/${first}.xml"/><Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>${inline ? '' : `<Relationship Id="rId4" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`}</Relationships>`,
    [`xl/worksheets/${first}.xml`]: questions,
    [`xl/worksheets/${second}.xml`]: notes,
  };
  // The notes' strings are shared too; the questions' come first, as Excel numbers them as it meets them.
  if (!inline)
    parts['xl/sharedStrings.xml'] =
      `${decl}<sst xmlns="${NS}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si>${s}</si>`).join('')}</sst>`;
  return parts;
}

const EXCEL_ORDER = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/worksheets/sheet1.xml',
  'xl/worksheets/sheet2.xml',
  'xl/theme/theme1.xml',
  'xl/styles.xml',
  'xl/sharedStrings.xml',
  'docProps/core.xml',
  'docProps/app.xml',
];
const LIBREOFFICE_ORDER = [
  '_rels/.rels',
  'docProps/app.xml',
  'docProps/core.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml',
  'xl/worksheets/sheet1.xml',
  'xl/worksheets/sheet2.xml',
  'xl/styles.xml',
  'xl/workbook.xml',
  '[Content_Types].xml',
];

function ordered(parts: Record<string, string>, order: readonly string[]): ZipPart[] {
  const all: Record<string, string> = {
    '[Content_Types].xml': contentTypes,
    '_rels/.rels': packageRels,
    'xl/styles.xml': styles,
    'xl/theme/theme1.xml': `${decl}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office Theme"/>`,
    'docProps/core.xml': core,
    'docProps/app.xml': app,
    ...parts,
  };
  return order.filter((name) => name in all).map((name) => ({ name, content: all[name]! }));
}

const collect = async (bytes: Buffer) => {
  const out: ReadRow[] = [];
  for await (const r of readXlsx(bytes)) out.push(r);
  return out;
};
const refusal = async (bytes: Buffer) => {
  const err = await collect(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ValidationError);
  return (err as ValidationError).fields;
};

// A teacher's sheet: header, a question of rich text, a blank row, a numerical one typed as numbers.
const SHEET: Cell[][] = [
  ['type', 'category', 'stem', 'option_a', 'option_b', 'correct', 'tolerance', 'feedback'],
  ['single_choice', 'Aptitude', { runs: ['What is ', '20%', ' of 150?'] }, '20', { t: 'n', v: '30' }, 'B', '', ''],
  [],
  [
    'numerical',
    'Physics',
    'g in m/s² & <SI>?',
    '',
    '',
    { t: 'n', v: '9.8100000000000005' },
    { t: 'n', v: '0.05' },
    'Line one_x000D_\nline two',
  ],
  [
    'true_false',
    'Science',
    'Water boils at 100 °C at sea level.',
    '',
    '',
    { t: 'b', v: '1' },
    '',
    { t: 'str', v: 'ab' },
  ],
];
const EXPECTED: ReadRow[] = [
  {
    line: 2,
    row: {
      type: 'single_choice',
      category: 'Aptitude',
      stem: 'What is 20% of 150?',
      option_a: '20',
      option_b: '30',
      correct: 'B',
      tolerance: '',
      feedback: '',
    },
  },
  {
    line: 4,
    row: {
      type: 'numerical',
      category: 'Physics',
      stem: 'g in m/s² & <SI>?',
      option_a: '',
      option_b: '',
      correct: '9.81',
      tolerance: '0.05',
      feedback: 'Line one\r\nline two',
    },
  },
  {
    line: 5,
    row: {
      type: 'true_false',
      category: 'Science',
      stem: 'Water boils at 100 °C at sea level.',
      option_a: '',
      option_b: '',
      correct: 'true',
      tolerance: '',
      feedback: 'ab',
    },
  },
];

describe('XLSX files as Excel and LibreOffice write them', () => {
  it.each([
    ['Excel: shared strings after the sheets, sizes after the data', EXCEL_ORDER, false, true],
    ['LibreOffice: shared strings first, the workbook after the sheets', LIBREOFFICE_ORDER, false, false],
    ['inline strings, in Excel’s order', EXCEL_ORDER, true, true],
    ['inline strings, in LibreOffice’s order', LIBREOFFICE_ORDER, true, false],
  ])(
    '%s: reads the first tab’s rows, rich text joined, numbers and booleans as text',
    async (_name, order, inline, descriptors) => {
      const bytes = zip(ordered(workbookParts(SHEET, { inline }), order), { descriptors });
      const rows = await collect(bytes);
      expect(rows).toEqual(EXPECTED);
      // And the importer makes questions of them.
      expect(rowToBody(rows[0]!.row).reasons).toEqual([]);
      expect(rowToBody(rows[1]!.row).body?.question).toMatchObject({
        type: 'numerical',
        answer: 9.81,
        tolerance: 0.05,
      });
      expect(rowToBody(rows[2]!.row).body?.question).toMatchObject({ type: 'true_false', correct: true });
    },
  );

  it('reads the first tab in the workbook’s order, whatever its file is called', async () => {
    const parts = workbookParts(SHEET, { firstTabFile: 2 });
    expect(await collect(zip(ordered(parts, EXCEL_ORDER)))).toEqual(EXPECTED);
  });

  it('reads the same rows whatever order the zip holds the parts in', async () => {
    const names = [...EXCEL_ORDER];
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(names, { minLength: names.length, maxLength: names.length }),
        fc.boolean(),
        fc.boolean(),
        async (order, inline, descriptors) => {
          const bytes = zip(ordered(workbookParts(SHEET, { inline }), order), { descriptors });
          expect(await collect(bytes)).toEqual(EXPECTED);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads ExcelJS’s own files with shared strings, its parts in any order', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Questions');
    sheet.addRow(['type', 'stem', 'option_a', 'option_b', 'correct']);
    sheet.addRow(['single_choice', 'Pick B & not <A>', 'A', 'B', 'B']);
    sheet.addRow(['single_choice', 'Pick A', 'A', 'B', 'A']);
    book.addWorksheet('Columns').addRow(['type', 'stem']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer({ useSharedStrings: true } as never));
    const parts = zipParts(bytes);
    expect(parts.map((p) => p.name)).toContain('xl/sharedStrings.xml');
    const want = [
      { line: 2, row: { type: 'single_choice', stem: 'Pick B & not <A>', option_a: 'A', option_b: 'B', correct: 'B' } },
      { line: 3, row: { type: 'single_choice', stem: 'Pick A', option_a: 'A', option_b: 'B', correct: 'A' } },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length }),
        async (order) => {
          expect(await collect(zip(order))).toEqual(want);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('leaves phonetic guides out of the text and keeps escaped entities as typed', async () => {
    const parts = workbookParts([
      ['type', 'stem'],
      ['essay', 'x'],
    ]);
    parts['xl/sharedStrings.xml'] = parts['xl/sharedStrings.xml']!.replace(
      '<t xml:space="preserve">x</t>',
      '<t>東京 &amp;lt;b&amp;gt;</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/>',
    );
    expect(await collect(zip(ordered(parts, EXCEL_ORDER)))).toEqual([
      { line: 2, row: { type: 'essay', stem: '東京 &lt;b&gt;' } },
    ]);
  });

  it('reports a row over the length bound as that row’s problem, and goes on', async () => {
    const long = 'x'.repeat(QUIZ_TRANSFER_LIMITS.rowMax + 1);
    const rows = await collect(
      zip(
        ordered(
          workbookParts(
            [
              ['type', 'stem'],
              ['essay', long],
              ['essay', 'Fine'],
            ],
            { inline: true },
          ),
          EXCEL_ORDER,
        ),
      ),
    );
    expect(rows).toEqual([
      { line: 2, row: {}, problem: X.rowTooLong },
      { line: 3, row: { type: 'essay', stem: 'Fine' } },
    ]);
  });

  it('refuses a zip without a workbook, a DOCTYPE, a broken part and a part that inflates without end', async () => {
    const parts = workbookParts(SHEET);
    expect(
      await refusal(zip(ordered({ 'xl/worksheets/sheet1.xml': parts['xl/worksheets/sheet1.xml']! }, EXCEL_ORDER))),
    ).toEqual({
      file: X.unreadable,
    });
    const doctype = { ...parts };
    doctype['xl/worksheets/sheet1.xml'] = doctype['xl/worksheets/sheet1.xml']!.replace(
      decl,
      `${decl}<!DOCTYPE worksheet [<!ENTITY a "aaaaaaaaaa">]>`,
    );
    expect(await refusal(zip(ordered(doctype, EXCEL_ORDER)))).toEqual({ file: X.unreadable });
    const broken = zip(ordered(parts, EXCEL_ORDER));
    expect(await refusal(broken.subarray(0, broken.length - 30))).toEqual({ file: X.unreadable });
    const bomb = { ...parts };
    bomb['xl/sharedStrings.xml'] = `<sst xmlns="${NS}"><si><t>${'a'.repeat(70 * 1024 * 1024)}</t></si></sst>`;
    expect(await refusal(zip(ordered(bomb, EXCEL_ORDER)))).toEqual({ file: X.unreadable });
  });

  it('needs the header row on the first tab', async () => {
    const parts = workbookParts(
      [
        ['question', 'answer'],
        ['a', 'b'],
      ],
      { inline: true },
    );
    expect(await refusal(zip(ordered(parts, LIBREOFFICE_ORDER)))).toEqual({ file: X.headersMissing });
  });
});
