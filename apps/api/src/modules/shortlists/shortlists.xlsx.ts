import type { ShortlistStudent } from '@lbd/shared';
import { formulaSafe } from '../jobs';

const COLUMNS = [
  { header: 'Name', key: 'name', width: 28 },
  { header: 'Email', key: 'email', width: 32 },
  { header: 'Degree', key: 'degree', width: 14 },
  { header: 'Branch', key: 'branch', width: 36 },
  { header: 'Batch', key: 'batch', width: 10 },
  { header: 'CGPA', key: 'cgpa', width: 8 },
  { header: 'Score as given', key: 'score', width: 16 },
  { header: 'Backlogs', key: 'backlogs', width: 10 },
  { header: 'Placed', key: 'placed', width: 8 },
  { header: 'Offers', key: 'offers', width: 8 },
  { header: 'Skills', key: 'skills', width: 48 },
  { header: 'Career paths', key: 'career_paths', width: 40 },
  { header: 'Portfolio', key: 'portfolio', width: 44 },
] as const;

export const SHORTLIST_SHEET = 'Shortlist';

/**
 * Exactly these students as a one-sheet workbook, in the page's order; the portfolio link for those
 * whose portfolio is public (`portfolioUrl`).
 */
export async function shortlistWorkbook(
  title: string,
  students: ShortlistStudent[],
  portfolioUrl: (profileId: number) => string,
): Promise<Buffer> {
  // Loaded on the first export, as the applicants export does: ExcelJS is large and only exports use it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Learn By Doing';
  workbook.title = title;
  const sheet = workbook.addWorksheet(SHORTLIST_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  for (const s of students) {
    const cells: Record<string, unknown> = {
      name: s.name,
      email: s.email ?? '',
      degree: s.degree ?? '',
      branch: s.branch ?? '',
      batch: s.batch ?? '',
      cgpa: s.cgpa ?? '',
      score: s.score === null ? '' : s.score_format === 'Numeric' ? `${s.score}%` : `${s.score} CGPA`,
      backlogs: s.backlogs ?? '',
      placed: s.placed ? 'Yes' : 'No',
      offers: s.offers,
      skills: s.skills.join(', '),
      career_paths: s.career_paths.join(', '),
      portfolio: s.portfolio_public ? portfolioUrl(s.profile_id) : 'Not public',
    };
    sheet.addRow(Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, formulaSafe(v)])));
  }
  sheet.autoFilter = { from: 'A1', to: { row: 1, column: COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
