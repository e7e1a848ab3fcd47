import { createHash } from 'node:crypto';
import {
  ERROR_COLUMN,
  IMPORT_FIELDS,
  IMPORT_LIMITS as L,
  IMPORT_TEXTS as X,
  type EnrolmentTargetKind,
  type ImportCommitBody,
  type ImportPlanBody,
  type ImportRecord,
  type ImportTool,
} from '@lbd/shared';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import type { EnrolmentTarget } from '../../lib/enrolment-targets';
import { TARGET_SEARCH_LIMIT } from '../../lib/enrolment-targets';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { pageRequest, paged } from '../../lib/paging';
import type { Queue } from '../../lib/queue';
import { guard } from '../../lib/spreadsheet/formula-guard';
import type { FileStorage } from '../../lib/storage';
import { inspect, readRecords, readRows, sniffKind, type FileKind } from './file-reader';
import type { ImportsRepo } from './imports.repo';
import { looksLikeAadhaarColumn, mappingProblems, mappingToSave, suggestMapping } from './mapping';

const DAY = 24 * 60 * 60 * 1000;
const CSV = 'text/csv; charset=utf-8';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportsServiceDeps {
  db: Db;
  repo: ImportsRepo;
  storage: FileStorage;
  queue: Queue;
  clock: () => Date;
  targets: readonly EnrolmentTarget[];
  /** What the mentor tool puts mentors on. */
  mentorTargets: readonly EnrolmentTarget[];
}

/** The portfolio template's example: a degree (institute left to the importing one) with one subject of it. */
const PORTFOLIO_EXAMPLE: Record<string, string> = {
  specialization: 'Computer Science and Engineering',
  start_date: '07/2022',
  end_date: '06/2026',
  cgpa: '8.2',
  backlogs: '0',
  placed: 'No',
  latest_edu: 'Yes',
  subject: 'Data Structures',
  semester: '3',
  subject_type: 'Theory',
  exam_date: '15/12/2023',
  subject_score: '8.5',
  skills: 'Data Structures and Algorithms; C',
  career_paths: 'Software Engineer',
};

type Loaded = NonNullable<Awaited<ReturnType<ImportsRepo['get']>>>;

export function createImportsService({ db, repo, storage, queue, clock, targets, mentorTargets }: ImportsServiceDeps) {
  const targetsOf = (tool: string) => (tool === 'advisors' ? mentorTargets : targets);
  /** The institute whose imports the caller runs (null: an admin, all of them); 403 for staff not acting for one. */
  function scope(actor: Actor): number | null {
    if (actor.isAdmin) return null;
    const p = actor.profile;
    if (p?.profile_type === 'INSTITUTION' && p.active && p.org_id !== null) return p.org_id;
    throw new ForbiddenError();
  }

  async function loadFor(actor: Actor, id: number): Promise<Loaded> {
    const orgId = scope(actor);
    const row = await repo.get(id);
    if (!row || (orgId !== null && row.i.org_id !== orgId)) throw new NotFoundError(X.notFound);
    return row;
  }

  /** The titles of the items these imports enrol into, one lookup per tool and kind: `tool:kind:id` -> title. */
  async function titlesOf(rows: readonly Loaded[]): Promise<Map<string, string>> {
    const wanted = new Map<string, { target: EnrolmentTarget; ids: Set<number> }>();
    for (const { i } of rows) {
      for (const item of (i.options as ImportPlanBody).items ?? []) {
        const target = targetsOf(i.tool).find((x) => x.kind === item.kind);
        if (!target) continue;
        const key = `${i.tool}:${item.kind}`;
        const entry = wanted.get(key) ?? { target, ids: new Set<number>() };
        entry.ids.add(item.id);
        wanted.set(key, entry);
      }
    }
    const titles = new Map<string, string>();
    for (const [key, { target, ids }] of wanted)
      for (const f of await target.find(null, [...ids])) titles.set(`${key}:${f.id}`, f.title);
    return titles;
  }

  async function view(row: Loaded, titles?: Map<string, string>): Promise<ImportRecord> {
    titles ??= await titlesOf([row]);
    const i = row.i;
    const o = i.options as ImportPlanBody;
    const phase =
      i.status === 'validating'
        ? 'dry_run'
        : i.status === 'committing'
          ? 'commit'
          : i.status === 'undoing'
            ? 'undo'
            : null;
    const counts = { total: 0, create: 0, update: 0, unchanged: 0, error: 0, ...(i.counts as object) };
    const total =
      phase === 'dry_run' ? i.total_rows : phase === 'commit' ? counts.create + counts.update : i.committed_rows;
    const elapsed = i.phase_started_at ? (clock().getTime() - i.phase_started_at.getTime()) / 1000 : 0;
    const secondsLeft =
      phase && i.rows_done > 0 && total > i.rows_done
        ? Math.ceil((elapsed / i.rows_done) * (total - i.rows_done))
        : null;
    return {
      id: i.id,
      tool: i.tool as ImportTool,
      status: i.status as ImportRecord['status'],
      file_name: i.file_name,
      file_kind: i.file_kind as FileKind,
      created_at: i.inserted_at.toISOString(),
      created_by: row.by ?? 'Deleted user',
      institute: i.org_id !== null && row.institute ? { id: i.org_id, name: row.institute } : null,
      headers: i.headers,
      mapping: i.mapping,
      options: {
        mode: o.mode ?? 'both',
        match_by: o.match_by ?? 'email',
        fill_empty_only: o.fill_empty_only ?? false,
        items: (o.items ?? []).map((x) => ({ ...x, title: titles.get(`${i.tool}:${x.kind}:${x.id}`) ?? `#${x.id}` })),
        institute_id: o.institute_id ?? null,
      },
      counts,
      progress: { phase, done: phase ? i.rows_done : 0, total: phase ? total : 0, seconds_left: secondsLeft },
      committed: { rows: i.committed_rows, at: i.committed_at?.toISOString() ?? null },
      undo_until:
        i.status === 'committed' && i.committed_at
          ? new Date(i.committed_at.getTime() + L.undoDays * DAY).toISOString()
          : null,
      undone_at: i.undone_at?.toISOString() ?? null,
      undo_kept: i.undo_kept,
      failure: i.failure,
    };
  }

  const reload = async (id: number) => view((await repo.get(id))!);

  return {
    async upload(actor: Actor, tool: ImportTool, fileName: string, bytes: Buffer) {
      const orgId = scope(actor);
      const kind = sniffKind(fileName, bytes);
      if (bytes.length === 0) throw new ValidationError({ file: X.fileEmpty });
      if (!kind) throw new ValidationError({ file: X.fileType });
      const { headers, rows } = await inspect(bytes, kind);
      const saved = await repo.savedMapping(orgId ?? 0, tool);
      const key = await storage.put('imports', kind, bytes);
      const id = await repo.insert({
        tool,
        org_id: orgId,
        created_by_user_id: actor.userId,
        file_name: fileName.slice(0, 200),
        file_kind: kind,
        file_key: key,
        file_sha256: createHash('sha256').update(bytes).digest('hex'),
        headers,
        mapping: suggestMapping(tool, headers, saved),
        options: { mode: 'both', match_by: 'email', fill_empty_only: false, items: [], institute_id: null },
        status: 'mapping',
        total_rows: rows,
        counts: { total: rows, create: 0, update: 0, unchanged: 0, error: 0 },
      });
      return reload(id);
    },

    /** Check the mapping and options, then start the dry run. */
    async plan(actor: Actor, id: number, body: ImportPlanBody) {
      const row = await loadFor(actor, id);
      const i = row.i;
      if (!['mapping', 'validated'].includes(i.status)) throw new ConflictError(X.notEditable);
      const tool = i.tool as ImportTool;
      const problems = mappingProblems(tool, i.headers, body);
      if (Object.keys(problems).length > 0) throw new ValidationError(problems);
      if (tool === 'enrolments' || tool === 'advisors') {
        if (body.items.length === 0) throw new ValidationError({ items: X.itemsRequired });
        for (const kind of new Set(body.items.map((x) => x.kind))) {
          const t = targetsOf(tool).find((x) => x.kind === kind);
          const ids = [...new Set(body.items.filter((x) => x.kind === kind).map((x) => x.id))];
          const found = t ? await t.find(i.org_id, ids) : [];
          if (found.length !== ids.length) throw new ValidationError({ items: X.itemNotFound });
        }
      }
      if (i.org_id === null && body.institute_id !== null) {
        const found = rowsOf(
          await db.execute(sql`select 1 from orgs where id = ${body.institute_id} and org_type = 'INSTITUTION'`),
        );
        if (found.length === 0) throw new ValidationError({ institute_id: X.instituteRequired });
      }
      // Aadhaar numbers are refused at mapping time, whichever field the column is mapped to.
      const bytes = await storage.read(i.file_key);
      if (!bytes) throw new NotFoundError(X.notFound);
      const mappedHeaders = Object.entries(body.mapping)
        .filter(([, f]) => f)
        .map(([h]) => h);
      const sample = new Map<string, string[]>(mappedHeaders.map((h) => [h, []]));
      let n = 0;
      for await (const r of readRows(bytes, i.file_kind as FileKind)) {
        for (const h of mappedHeaders) sample.get(h)!.push(r.values[h] ?? '');
        if (++n >= L.sample) break;
      }
      for (const [h, values] of sample) {
        if (looksLikeAadhaarColumn(values)) throw new ValidationError({ mapping: X.aadhaar(h.slice(0, 60)) });
      }
      const options = {
        ...body,
        institute_id: i.org_id === null ? body.institute_id : null,
        profile_id: actor.profile?.id ?? null,
      };
      const moved = await repo.transition(id, ['mapping', 'validated'], {
        status: 'validating',
        mapping: body.mapping,
        options,
        rows_done: 0,
        phase_started_at: clock(),
        failure: null,
      });
      if (!moved) throw new ConflictError(X.notEditable);
      await repo.saveMapping(i.org_id ?? 0, tool, mappingToSave(body.mapping));
      await queue.send('bulk-import', { import_id: id, phase: 'dry_run' });
      return reload(id);
    },

    get: async (actor: Actor, id: number) => view(await loadFor(actor, id)),

    async list(actor: Actor, query: { page?: number; count: number; tool?: ImportTool }) {
      const orgId = scope(actor);
      const req = pageRequest(query);
      const { rows, total } = await repo.list(orgId, query.tool, req.count, req.offset);
      const titles = await titlesOf(rows);
      return paged(await Promise.all(rows.map((row) => view(row, titles))), total, req);
    },

    async rows(actor: Actor, id: number, query: { page?: number; count: number; outcome?: string }) {
      await loadFor(actor, id);
      const req = pageRequest(query);
      const { rows, total } = await repo.rows(id, query.outcome, req.count, req.offset);
      return paged(rows, total, req);
    },

    async commit(actor: Actor, id: number, body: ImportCommitBody) {
      const { i } = await loadFor(actor, id);
      if (i.status !== 'validated') throw new ConflictError(X.notValidated);
      const c = { create: 0, update: 0, error: 0, total: 0, ...(i.counts as Record<string, number>) };
      const changes = c.create + c.update;
      if (changes === 0) throw new ValidationError({ file: X.nothingToCommit });
      const share = c.total > 0 ? Math.round((c.error / c.total) * 1000) / 10 : 0;
      if (share > body.max_error_share)
        throw new ValidationError({ max_error_share: X.tooManyErrors(share, body.max_error_share) });
      if (body.max_changes !== null && changes > body.max_changes)
        throw new ValidationError({ max_changes: X.tooManyChanges(changes, body.max_changes) });
      const moved = await repo.transition(id, ['validated'], {
        status: 'committing',
        rows_done: 0,
        phase_started_at: clock(),
      });
      if (!moved) throw new ConflictError(X.notValidated);
      await queue.send('bulk-import', { import_id: id, phase: 'commit' });
      return reload(id);
    },

    async undo(actor: Actor, id: number) {
      const { i } = await loadFor(actor, id);
      if (i.status !== 'committed' || !i.committed_at) throw new ConflictError(X.notUndoable);
      if (clock().getTime() - i.committed_at.getTime() > L.undoDays * DAY) throw new ConflictError(X.undoExpired);
      const moved = await repo.transition(id, ['committed'], {
        status: 'undoing',
        rows_done: 0,
        phase_started_at: clock(),
      });
      if (!moved) throw new ConflictError(X.notUndoable);
      await queue.send('bulk-import', { import_id: id, phase: 'undo', actor_user_id: actor.userId });
      return reload(id);
    },

    /** The original rows that have errors, in the file's own format, with an 'error' column added. */
    async errorFile(actor: Actor, id: number) {
      const { i } = await loadFor(actor, id);
      const errors = await repo.errors(id);
      if (errors.size === 0) throw new NotFoundError(X.noErrors);
      const bytes = await storage.read(i.file_key);
      if (!bytes) throw new NotFoundError(X.notFound);
      const records: string[][] = [];
      let width = 0;
      for await (const r of readRecords(bytes, i.file_kind as FileKind)) {
        if (records.length === 0) {
          width = r.cells.length;
          records.push([...r.cells, ERROR_COLUMN]);
          continue;
        }
        const message = errors.get(r.row);
        if (message === undefined) continue;
        const cells = Array.from({ length: width }, (_, k) => r.cells[k] ?? '');
        records.push([...cells, `Row ${r.row}: ${message}`]);
      }
      const base = i.file_name.replace(/\.(csv|xlsx|txt)$/i, '');
      if (i.file_kind === 'xlsx') {
        const { default: ExcelJS } = await import('exceljs');
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('Rows', { views: [{ state: 'frozen', ySplit: 1 }] });
        for (const rec of records) sheet.addRow(rec);
        sheet.getRow(1).font = { bold: true };
        return { fileName: `${base}-errors.xlsx`, contentType: XLSX, body: Buffer.from(await book.xlsx.writeBuffer()) };
      }
      const csv = stringify(
        records.map((rec, k) => (k === 0 ? rec : rec.map(guard))),
        { bom: true, record_delimiter: 'windows' },
      );
      return { fileName: `${base}-errors.csv`, contentType: CSV, body: Buffer.from(csv, 'utf8') };
    },

    /** A tool's template: its columns' usual headers and one example row. */
    async template(tool: ImportTool, format: 'csv' | 'xlsx') {
      const fields = IMPORT_FIELDS[tool];
      const header = fields.map((f) => f.label);
      const example: Record<string, string> = {
        email: 'student@college.edu.in',
        phone: '9876543210',
        roll_number: '21CS001',
        first_name: 'Asha',
        last_name: 'Verma',
        batch: '2026',
        specialization: 'Computer Science',
        degree: 'B.Tech',
        ...(tool === 'portfolio' ? PORTFOLIO_EXAMPLE : {}),
      };
      const row = fields.map((f) => example[f.key] ?? '');
      const name = `${tool}-template.${format}`;
      if (format === 'xlsx') {
        const { default: ExcelJS } = await import('exceljs');
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('Rows', { views: [{ state: 'frozen', ySplit: 1 }] });
        sheet.addRow(header);
        sheet.addRow(row);
        sheet.getRow(1).font = { bold: true };
        sheet.columns.forEach((c) => (c.width = 22));
        return { fileName: name, contentType: XLSX, body: Buffer.from(await book.xlsx.writeBuffer()) };
      }
      return {
        fileName: name,
        contentType: CSV,
        body: Buffer.from(stringify([header, row], { bom: true, record_delimiter: 'windows' })),
      };
    },

    async targets(actor: Actor, tool: 'enrolments' | 'advisors', kind: EnrolmentTargetKind, query: string) {
      const orgId = scope(actor);
      const t = targetsOf(tool).find((x) => x.kind === kind);
      if (!t) return [];
      return (await t.search(orgId, query.toLowerCase(), TARGET_SEARCH_LIMIT)).map((r) => ({ kind, ...r }));
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;
