import type { ApplicantRow } from '@lbd/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { applicantsWorkbook, formulaSafe } from './job-applicants.xlsx';

describe('applicants workbook', () => {
  it('keeps text a spreadsheet would run as a formula as text (issue 23 item 8)', async () => {
    for (const risky of ['=1+1', '+91 98765', '-2', '@SUM(A1)', '\t=cmd', '\r=x'])
      expect(formulaSafe(risky), JSON.stringify(risky)).toBe(`'${risky}`);
    for (const fine of ['Asha Rao', 'a=b', '', 42, null]) expect(formulaSafe(fine)).toBe(fine);

    const row = {
      student_name: '=HYPERLINK("http://evil.example","Open")',
      email: 'asha@example.com',
      status: 'applied',
      applied_at: '2026-11-20T10:00:00.000Z',
      cover_note: '@SUM(1,2)',
      skills: [],
    } as unknown as ApplicantRow;
    const cell = await cellsOf(await applicantsWorkbook('Analyst', [row]));
    expect(cell('Name')).toBe(`'=HYPERLINK("http://evil.example","Open")`);
    expect(cell('Cover Note')).toBe(`'@SUM(1,2)`);
    // The status as people read it, not the stored word.
    expect(cell('Status')).toBe('Applied');
  });

  it('carries what a placement drive sheet needs first: phone, CGPA or percentage, backlogs, skills (issue 23 item 12)', async () => {
    const base = {
      student_name: 'Asha Rao',
      status: 'shortlisted',
      applied_at: '2026-11-20T10:00:00.000Z',
      phone: '+91 9876543210',
      score_format: 'Numeric',
      score: 80.75,
      cgpa: 8.5,
      backlogs: 2,
      skills: ['Excel', 'Python', 'SQL'],
    } as unknown as ApplicantRow;
    const cell = await cellsOf(await applicantsWorkbook('Analyst', [base]));
    expect(cell('Phone')).toBe('+91 9876543210');
    expect(cell('CGPA / %')).toBe('80.75%');
    expect(cell('CGPA')).toBe(8.5);
    expect(cell('Backlogs')).toBe(2);
    expect(cell('Skills')).toBe('Excel, Python, SQL');
    const none = await cellsOf(
      await applicantsWorkbook('Analyst', [
        { ...base, phone: null, score_format: null, score: null, cgpa: null, backlogs: null, skills: [] },
      ]),
    );
    expect([none('Phone'), none('CGPA / %'), none('CGPA'), none('Backlogs')]).toEqual([null, null, null, null]);
    const gpa = await cellsOf(await applicantsWorkbook('Analyst', [{ ...base, score_format: 'GPA', score: 8.4 }]));
    expect(gpa('CGPA / %')).toBe('8.4 CGPA');
  });
});

/** The second row's cells by their header. */
async function cellsOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Applicants')!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  return (header: string) => {
    const at = headers.indexOf(header);
    if (at < 1) throw new Error(`no column ${header}`);
    const value = sheet.getRow(2).getCell(at).value;
    return value === undefined || value === '' ? null : value;
  };
}
