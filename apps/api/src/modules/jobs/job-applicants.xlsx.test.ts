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
    } as unknown as ApplicantRow;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await applicantsWorkbook('Analyst', [row])) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Applicants')!;
    expect(sheet.getRow(2).getCell(1).value).toBe(`'=HYPERLINK("http://evil.example","Open")`);
    expect(sheet.getRow(2).getCell(10).value).toBe(`'@SUM(1,2)`);
    // The status as people read it, not the stored word.
    expect(sheet.getRow(2).getCell(8).value).toBe('Applied');
  });
});
