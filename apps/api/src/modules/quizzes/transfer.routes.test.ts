import {
  QUIZ_TEXTS as T,
  QUIZ_TRANSFER_TEXTS as X,
  TEMPLATE_HEADERS,
  type BankQuestion,
  type ImportReport,
} from '@lbd/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser } from '../../../test/factories';
import { multipartFile } from '../../../test/support/multipart';
import { skills } from '../../db/schema';
import { writeCsv } from './transfer/spreadsheet';
import type { Row } from './transfer/rows';

const multipart = multipartFile;

/** Issue 26 item 3 through the API: the template, spreadsheet and GIFT imports with their reports, exports. */
describe('question bank import and export', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  let otherMentor: Awaited<ReturnType<typeof buildUser>>;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let bankId: number;
  let skillName: string;

  beforeAll(async () => {
    t = await createTestApp();
    mentor = await buildUser(t.app, 'ADVISOR');
    otherMentor = await buildUser(t.app, 'ADVISOR');
    student = await buildUser(t.app, 'STUDENT');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/question_banks',
      headers: bearer(mentor.token),
      payload: { title: 'Imported bank' },
    });
    bankId = made.json().data.id;
    const [skill] = await t.database.db.select({ name: skills.display_name }).from(skills).limit(1);
    skillName = skill!.name;
  });
  afterAll(() => t.close());

  const upload = (id: number, name: string, bytes: Buffer | string, token = mentor.token, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/question_banks/${id}/import${query}`,
      ...multipart(name, bytes),
      headers: { ...multipart(name, bytes).headers, ...bearer(token) },
    });
  const bankQuestions = async (id = bankId): Promise<BankQuestion[]> =>
    (await t.app.inject({ method: 'GET', url: `/api/question_banks/${id}`, headers: bearer(mentor.token) })).json().data
      .questions;
  const newBank = async (title: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/question_banks',
        headers: bearer(mentor.token),
        payload: { title },
      })
    ).json().data.id as number;

  it('gives the template as CSV and XLSX: the columns and one example row per type, which import cleanly', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/question_banks/template.csv',
      headers: bearer(mentor.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('question-bank-template.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(TEMPLATE_HEADERS.join(','));
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/question_banks/template.xlsx',
      headers: bearer(mentor.token),
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Questions', 'Columns']);
    expect(book.worksheets[0]!.rowCount).toBe(10);

    const id = await newBank('From the template');
    const res = await upload(id, 'template.csv', csv.rawPayload, mentor.token, '?dry_run=true');
    expect(res.statusCode).toBe(200);
    const dry: ImportReport = res.json().data;
    expect(dry).toMatchObject({ format: 'csv', dry_run: true, rows: 9, imported: 9, failed: 0, error_csv: null });
    expect(await bankQuestions(id)).toHaveLength(0);
    const real = (await upload(id, 'template.xlsx', xlsx.rawPayload)).json().data as ImportReport;
    expect(real).toMatchObject({ format: 'xlsx', dry_run: false, imported: 9, failed: 0 });
    const list = await bankQuestions(id);
    expect(list.map((q) => q.type)).toEqual([
      'single_choice',
      'multiple_response',
      'true_false',
      'short_answer',
      'numerical',
      'fill_blanks',
      'matching',
      'ordering',
      'essay',
    ]);
    expect(list[0]).toMatchObject({
      category: 'Aptitude',
      difficulty: 'easy',
      tags: ['percent', 'basics'],
      version: 1,
    });
    expect(list[0]!.question).toMatchObject({
      correct: 'b',
      options: [
        { id: 'a', text: '20' },
        { id: 'b', text: '30' },
        { id: 'c', text: '35' },
      ],
    });
  });

  it('imports the good rows, reports each bad one by row number in the contract’s words, and the fixed error file imports', async () => {
    const rows: Row[] = [
      { type: 'true_false', stem: 'The sun is a star.', correct: 'true', skills: skillName },
      { type: 'single_choice', stem: 'Pick one', option_a: 'x', correct: 'A' },
      { type: 'numerical', stem: 'Pi to two places?', correct: 'three' },
      { type: 'short_answer', stem: '<script>alert(1)</script><p>Capital of India?</p>', accepted: 'New Delhi|Delhi' },
      { type: 'riddle', stem: 'What?' },
      { type: 'true_false', stem: 'Skilled?', correct: 'false', skills: 'No such skill at all' },
    ];
    const res = await upload(bankId, 'mixed.csv', writeCsv(rows));
    expect(res.statusCode).toBe(200);
    const report: ImportReport = res.json().data;
    expect(report).toMatchObject({ rows: 6, imported: 2, failed: 4 });
    expect(report.errors).toEqual([
      { row: 3, reasons: [`options: ${T.optionsTooFew}`] },
      // One reason a column: the template's own words, not the contract's echo of them.
      { row: 4, reasons: [X.notNumber('correct')] },
      { row: 6, reasons: [X.unknownType] },
      { row: 7, reasons: [X.unknownSkill('No such skill at all')] },
    ]);
    const list = await bankQuestions();
    expect(list.map((q) => q.question.stem)).toEqual(['The sun is a star.', '<p>Capital of India?</p>']);
    expect(list[0]!.skills.map((s) => s.name)).toEqual([skillName]);
    expect(list.map((q) => q.sequence)).toEqual([1, 2]);

    // The error file: the bad rows with their reasons; fixed and sent again, they import.
    const errorCsv = report.error_csv!;
    expect(errorCsv.split('\r\n')[0]).toBe([...TEMPLATE_HEADERS, 'reasons'].join(','));
    const fixed = errorCsv
      .replace(',x,,', ',x,y,')
      .replace(',three,', ',3.14,')
      .replace(',riddle,', ',essay,')
      .replace(/^riddle,/m, 'essay,')
      .replace('No such skill at all', skillName);
    const again: ImportReport = (await upload(bankId, 'fixed.csv', fixed)).json().data;
    expect(again).toMatchObject({ rows: 4, imported: 4, failed: 0, error_csv: null });
    expect((await bankQuestions()).map((q) => q.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses a file that is no template, and a missing file, with the field named', async () => {
    const res = await upload(bankId, 'x.csv', 'name,email\nA,a@b.c\n');
    // Not the template's header: read as GIFT, which finds no question in it.
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ format: 'gift', imported: 0, failed: 1 });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/question_banks/${bankId}/import`,
      headers: bearer(mentor.token),
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ file: X.fileRequired });
  });

  it('answers 401 signed out, 403 to a student, 404 for a bank the caller does not use', async () => {
    const csv = writeCsv([{ type: 'true_false', stem: 'x', correct: 'true' }]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/question_banks/${bankId}/import`, ...multipart('a.csv', csv) }))
        .statusCode,
    ).toBe(401);
    expect((await upload(bankId, 'a.csv', csv, student.token)).statusCode).toBe(403);
    expect((await upload(bankId, 'a.csv', csv, otherMentor.token)).statusCode).toBe(404);
    const exp = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/question_banks/${bankId}/export?format=csv`,
        headers: token ? bearer(token) : {},
      });
    expect((await exp()).statusCode).toBe(401);
    expect((await exp(student.token)).statusCode).toBe(403);
    expect((await exp(otherMentor.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/question_banks/template.csv' })).statusCode).toBe(401);
  });

  it('exports a bank as CSV, XLSX, GIFT and Moodle XML, and each export imports into a new bank as the same questions', async () => {
    const source = await bankQuestions();
    const strip = (qs: BankQuestion[]) =>
      qs.map((q) => ({
        question: q.question,
        category: q.category,
        tags: q.tags,
        difficulty: q.difficulty,
        skills: q.skills,
      }));
    for (const format of ['csv', 'xlsx', 'gift', 'moodle_xml'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/question_banks/${bankId}/export?format=${format}`,
        headers: bearer(mentor.token),
      });
      expect(res.statusCode).toBe(200);
      const copy = await newBank(`Copy ${format}`);
      const report: ImportReport = (await upload(copy, `export.${format}`, res.rawPayload)).json().data;
      expect(report).toMatchObject({ format, failed: 0, imported: source.length });
      expect(strip(await bankQuestions(copy))).toEqual(strip(source));
    }
  });

  it('imports 2,000 rows in one file within 20 s', async () => {
    const rows: Row[] = Array.from({ length: 2_000 }, (_, i) => ({
      type: 'single_choice',
      category: `Set ${i % 7}`,
      difficulty: 'medium',
      tags: 'bulk',
      stem: `<p>Question ${i + 1}: what is ${i} + 1?</p>`,
      option_a: String(i),
      option_b: String(i + 1),
      option_c: String(i + 2),
      correct: 'B',
      feedback: `${i} + 1 = ${i + 1}`,
    }));
    const id = await newBank('Two thousand');
    const started = performance.now();
    const res = await upload(id, 'big.csv', writeCsv(rows));
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ rows: 2_000, imported: 2_000, failed: 0 });
    console.info(`2,000-row CSV import: ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(20_000);
    const list = await bankQuestions(id);
    expect(list).toHaveLength(2_000);
    expect(list[1_999]!.sequence).toBe(2_000);
  }, 60_000);
});
