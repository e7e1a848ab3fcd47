import { APPLICATION_STATUS_LABELS, INDIA_UTC_OFFSET_MINUTES, scoreText, type ApplicantRow } from '@lbd/shared';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const COLUMNS: {
  header: string;
  key: keyof ApplicantRow | 'applied_on' | 'score_text' | 'skill_list';
  width: number;
}[] = [
  { header: 'Name', key: 'student_name', width: 28 },
  { header: 'Email', key: 'email', width: 32 },
  { header: 'Phone', key: 'phone', width: 18 },
  { header: 'Institute', key: 'institute', width: 40 },
  { header: 'Degree', key: 'degree', width: 14 },
  { header: 'Specialization', key: 'specialization', width: 36 },
  { header: 'Graduation Year', key: 'graduation_year', width: 16 },
  { header: 'CGPA / %', key: 'score_text', width: 12 },
  { header: 'CGPA', key: 'cgpa', width: 8 },
  { header: 'Backlogs', key: 'backlogs', width: 10 },
  { header: 'Skills', key: 'skill_list', width: 50 },
  { header: 'Eligibility %', key: 'eligibility_percent', width: 14 },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Applied On', key: 'applied_on', width: 20 },
  { header: 'Cover Note', key: 'cover_note', width: 60 },
];

/**
 * A text a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return first) is kept
 * as text by a leading apostrophe: an applicant's cover note cannot run in the recruiter's Excel.
 */
export function formulaSafe(value: unknown): unknown {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Local time in India, 'YYYY-MM-DD HH:mm'. */
const indiaTime = (iso: string) =>
  new Date(new Date(iso).getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');

/** The applicants of a job as a one-sheet workbook. */
export async function applicantsWorkbook(jobTitle: string, rows: ApplicantRow[]): Promise<Buffer> {
  // Loaded on the first export, not at start: ExcelJS is some 25 MB of the process that only this uses.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Learn By Doing';
  const sheet = workbook.addWorksheet('Applicants', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const cells = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, formulaSafe(v)]));
    sheet.addRow({
      ...cells,
      // Validated digits with their country code: a '+91' first is a phone here, not a formula.
      phone: row.phone,
      score_text: scoreText(row),
      skill_list: formulaSafe(row.skills.join(', ')),
      status: APPLICATION_STATUS_LABELS[row.status],
      applied_on: indiaTime(row.applied_at),
    });
  }
  sheet.autoFilter = { from: 'A1', to: { row: 1, column: COLUMNS.length } };
  workbook.title = `Applicants: ${jobTitle}`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** 'applicants_data-analyst_20300301_101500.xlsx': the job's title and the time in India. */
export function applicantsFileName(jobTitle: string, now: Date): string {
  const slug =
    jobTitle
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'job';
  const ist = new Date(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString();
  const stamp = `${ist.slice(0, 10).replace(/-/g, '')}_${ist.slice(11, 19).replace(/:/g, '')}`;
  return `applicants_${slug}_${stamp}.xlsx`;
}
