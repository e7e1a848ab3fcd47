import { ENTITY_REPORT_MAX_ROWS, INDIA_UTC_OFFSET_MINUTES, type EntityReport, type ProfileType } from '@lbd/shared';
import { formulaSafe } from '../jobs';
import type { PeopleRepo } from './people.repo';

type Column = { header: string; key: string; width: number };

const COLUMNS: Record<EntityReport, Column[]> = {
  profiles: [
    { header: 'Profile id', key: 'id', width: 10 },
    { header: 'Type', key: 'profile_type', width: 12 },
    { header: 'Name', key: 'full_name', width: 30 },
    { header: 'Email', key: 'email', width: 32 },
    { header: 'Phone', key: 'phone', width: 18 },
    { header: 'Organisation', key: 'org_name', width: 40 },
    { header: 'Specialization', key: 'specialization', width: 30 },
    { header: 'Batch', key: 'batch', width: 20 },
    { header: 'Graduation Year', key: 'graduation_year', width: 16 },
    { header: 'Active', key: 'active', width: 8 },
    { header: 'Joined', key: 'joined', width: 12 },
  ],
  organisations: [
    { header: 'Org id', key: 'id', width: 8 },
    { header: 'Name', key: 'full_name', width: 44 },
    { header: 'Short name', key: 'short_name', width: 16 },
    { header: 'Type', key: 'org_type', width: 12 },
    { header: 'Active', key: 'active', width: 8 },
    { header: 'Staff and mentors', key: 'staff', width: 18 },
    { header: 'Students', key: 'students', width: 10 },
    { header: 'Batches', key: 'batches', width: 10 },
  ],
  enrolments: [
    { header: 'Student', key: 'student', width: 30 },
    { header: 'Email', key: 'email', width: 32 },
    { header: 'Kind', key: 'kind', width: 14 },
    { header: 'Item', key: 'item', width: 44 },
    { header: 'Status', key: 'status', width: 14 },
  ],
};

const indiaDay = (d: Date) => new Date(d.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

async function rowsOf(repo: PeopleRepo, entity: EntityReport, profileType: ProfileType | undefined) {
  const limit = ENTITY_REPORT_MAX_ROWS;
  switch (entity) {
    case 'profiles':
      return (await repo.profilesReport(profileType, limit)).map((r) => ({
        ...r,
        email: r.email ?? r.user_email,
        phone: r.phone ? `${r.country_code ?? ''} ${r.phone}`.trim() : null,
        active: r.active ? 'Yes' : 'No',
        joined: indiaDay(r.inserted_at),
      }));
    case 'organisations':
      return (await repo.orgsReport(limit)).map((r) => ({ ...r, active: r.active ? 'Yes' : 'No' }));
    case 'enrolments':
      return repo.enrolmentsReport(limit);
  }
}

/** One entity as a one-sheet workbook, and its file name ('report_profiles_20300301_101500.xlsx'). */
export async function entityWorkbook(
  repo: PeopleRepo,
  entity: EntityReport,
  profileType: ProfileType | undefined,
  now: Date,
): Promise<{ body: Buffer; fileName: string }> {
  const rows = await rowsOf(repo, entity, profileType);
  // Loaded on the first report, not at start (as the jobs export does).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Learn By Doing';
  const sheet = workbook.addWorksheet(entity[0]!.toUpperCase() + entity.slice(1), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS[entity];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows as Record<string, unknown>[]) {
    // Names, emails and titles people typed: a leading '=' stays text. Phones are validated digits.
    const cells = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'phone' ? v : formulaSafe(v)]));
    sheet.addRow(cells);
  }
  const ist = new Date(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString();
  const stamp = `${ist.slice(0, 10).replace(/-/g, '')}_${ist.slice(11, 19).replace(/:/g, '')}`;
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName: `report_${entity}${profileType ? `_${profileType.toLowerCase()}` : ''}_${stamp}.xlsx`,
  };
}
