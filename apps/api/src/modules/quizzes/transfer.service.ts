import {
  QUIZ_TRANSFER_LIMITS as LIMITS,
  QUIZ_TRANSFER_TEXTS as X,
  REASONS_COLUMN,
  bankQuestionBodySchema,
  type ExportFormat,
  type ImportFormat,
  type ImportReport,
  type Question,
} from '@lbd/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionBanks, questions, questionVersions, skills } from '../../db/schema';
import type { DownloadFile } from '../../lib/content-disposition';
import { ValidationError } from '../../lib/errors';
import type { LearningCaller } from '../../lib/learning-content/policy';
import { makeRoomAt } from '../../lib/learning-content/sequence';
import { sanitizeQuestion, type BanksService } from './banks.service';
import { parseGift, writeGift } from './transfer/gift';
import { parseMoodleXml, writeMoodleXml } from './transfer/moodle-xml';
import { columnOf, questionToRow, rowToBody, type Row, type RowBody } from './transfer/rows';
import {
  CSV_CONTENT_TYPE,
  readCsv,
  readXlsx,
  TEMPLATE_EXAMPLES,
  writeCsv,
  writeXlsx,
  XLSX_CONTENT_TYPE,
  type ReadRow,
} from './transfer/spreadsheet';

/** One question read from a file: where it was, what it says, and what is wrong with it so far. */
export interface ReadQuestion {
  line: number;
  /** The template row (spreadsheets), for the error file. */
  row?: Row;
  body: RowBody | null;
  reasons: string[];
}

export type { DownloadFile };

/** Rows written per statement (a 2,000-question file is four of each). */
const INSERT_CHUNK = 500;

/** What the bytes are: XLSX (a zip), Moodle XML (starts with a tag), the template as CSV (its header row), or else GIFT. */
export function detectFormat(bytes: Buffer): ImportFormat {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const first = (head.split(/\r?\n/).find((l) => l.trim()) ?? '').toLowerCase();
  if (first.trimStart().startsWith('<')) return 'moodle_xml';
  const cells = first.split(/[,;\t]/).map((c) => c.trim().replace(/^"|"$/g, ''));
  return cells.includes('type') && cells.includes('stem') ? 'csv' : 'gift';
}

async function* readQuestions(format: ImportFormat, bytes: Buffer): AsyncGenerator<ReadQuestion> {
  if (format === 'gift' || format === 'moodle_xml') {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    yield* format === 'gift' ? parseGift(text) : parseMoodleXml(text);
    return;
  }
  const rows: AsyncGenerator<ReadRow> = format === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
  for await (const r of rows) {
    if (r.problem) {
      yield { line: r.line, row: r.row, body: null, reasons: [r.problem] };
      continue;
    }
    const { body, reasons } = rowToBody(r.row);
    yield { line: r.line, row: r.row, body, reasons };
  }
}

/**
 * Import and export of question banks (issue 26 item 3, decision 0076): the template, a file's questions
 * checked row by row against the contract and written in one transaction, a bank as a file.
 */
export function createTransferService({ db, clock, banks }: { db: Db; clock: () => Date; banks: BanksService }) {
  /** Catalogue skills by lower-case name (the catalogue's `name` column). */
  async function skillIds(names: string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()))];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ id: skills.id, name: skills.name })
      .from(skills)
      .where(and(inArray(skills.name, wanted), eq(skills.accepted, true)));
    return new Map(rows.map((r) => [r.name, r.id]));
  }

  async function skillNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: skills.id, name: skills.display_name })
      .from(skills)
      .where(inArray(skills.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The good questions at the end of the bank, in the file's order, as version 1 (one transaction). */
  async function insert(caller: LearningCaller, bankId: number, good: { meta: Meta; question: Question }[]) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from question_banks where id = ${bankId} for update`);
      const first = await makeRoomAt(
        tx,
        {
          table: questions,
          id: questions.id,
          sequence: questions.sequence,
          scope: and(eq(questions.bank_id, bankId), eq(questions.archived, false))!,
        },
        undefined,
      );
      const ids: number[] = [];
      for (let i = 0; i < good.length; i += INSERT_CHUNK) {
        const chunk = good.slice(i, i + INSERT_CHUNK);
        const made = await tx
          .insert(questions)
          .values(
            chunk.map((g, j) => ({
              bank_id: bankId,
              sequence: first + i + j,
              type: g.question.type,
              ...g.meta,
              created_by_profile_id: caller.profileId,
            })),
          )
          .returning({ id: questions.id });
        await tx.insert(questionVersions).values(
          made.map((m, j) => ({
            question_id: m.id,
            version: 1,
            body: chunk[j]!.question,
            created_by_profile_id: caller.profileId,
          })),
        );
        ids.push(...made.map((m) => m.id));
      }
      await tx.update(questionBanks).set({ updated_at: clock() }).where(eq(questionBanks.id, bankId));
      return ids;
    });
  }

  type Meta = {
    category: string | null;
    tags: string[];
    difficulty: 'easy' | 'medium' | 'hard' | null;
    skill_ids: number[];
  };

  return {
    /** The bank, when the caller uses it (404 otherwise): checked before an upload is read. */
    usable: (caller: LearningCaller, bankId: number) => banks.usable(caller, bankId),

    /** The template: one example row per question type (and, in XLSX, a sheet describing each column). */
    async template(format: 'csv' | 'xlsx'): Promise<DownloadFile> {
      return format === 'csv'
        ? { body: writeCsv(TEMPLATE_EXAMPLES), contentType: CSV_CONTENT_TYPE, fileName: 'question-bank-template.csv' }
        : {
            body: await writeXlsx(TEMPLATE_EXAMPLES),
            contentType: XLSX_CONTENT_TYPE,
            fileName: 'question-bank-template.xlsx',
          };
    },

    /** Every row checked against the contract; the good ones written unless a dry run; the bad ones reported. */
    async importFile(caller: LearningCaller, bankId: number, bytes: Buffer, dryRun: boolean): Promise<ImportReport> {
      await banks.usable(caller, bankId);
      const format = detectFormat(bytes);
      const read: ReadQuestion[] = [];
      for await (const q of readQuestions(format, bytes)) {
        read.push(q);
        if (read.length > LIMITS.rows) throw new ValidationError({ file: X.tooManyRows });
      }
      const known = await skillIds(read.flatMap((r) => r.body?.skills ?? []));
      const good: { meta: Meta; question: Question }[] = [];
      const bad: ReadQuestion[] = [];
      for (const r of read) {
        const reasons = [...r.reasons];
        if (r.body) {
          const skillIdsOf: number[] = [];
          for (const name of r.body.skills) {
            const id = known.get(name.toLowerCase());
            if (id === undefined) reasons.push(X.unknownSkill(name));
            else skillIdsOf.push(id);
          }
          const parsed = bankQuestionBodySchema.safeParse({
            category: r.body.category,
            difficulty: r.body.difficulty,
            tags: r.body.tags,
            skill_ids: skillIdsOf,
            question: r.body.question,
          });
          if (!parsed.success)
            for (const issue of parsed.error.issues) {
              // One reason a column: where reading the row already said what is wrong (an unknown type, a
              // number that is none), the contract's echo of it would only repeat it less plainly.
              const column = columnOf(issue.path);
              if (!r.reasons.some((said) => said.startsWith(`${column}:`))) reasons.push(`${column}: ${issue.message}`);
            }
          else if (reasons.length === 0) {
            const b = parsed.data;
            good.push({
              meta: {
                category: b.category?.trim() || null,
                tags: [...new Set(b.tags)],
                difficulty: b.difficulty ?? null,
                skill_ids: [...new Set(b.skill_ids)],
              },
              question: sanitizeQuestion(b.question),
            });
            continue;
          }
        }
        bad.push({ ...r, reasons: [...new Set(reasons)] });
      }
      const ids = dryRun || good.length === 0 ? [] : await insert(caller, bankId, good);
      const errorRows = bad.filter((b) => b.row).map((b) => ({ ...b.row, [REASONS_COLUMN]: b.reasons.join('; ') }));
      return {
        format,
        dry_run: dryRun,
        rows: read.length,
        imported: good.length,
        failed: bad.length,
        errors: bad.map((b) => ({ row: b.line, reasons: b.reasons })),
        error_csv: errorRows.length > 0 ? writeCsv(errorRows, true) : null,
        question_ids: ids,
      };
    },

    /** The bank's live questions, in order, as a file of the format asked. */
    async exportBank(caller: LearningCaller, bankId: number, format: ExportFormat): Promise<DownloadFile> {
      const bank = await banks.usable(caller, bankId);
      const list = await banks.questionsOf(bankId);
      const names = await skillNames(list.flatMap((q) => q.skills.map((s) => s.id)));
      const base = (bank.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'question-bank').slice(0, 60);
      const filed = list.map((q) => ({
        question: q.question,
        filing: {
          category: q.category,
          difficulty: q.difficulty,
          tags: q.tags,
          skills: q.skills.map((s) => names.get(s.id) ?? s.name),
        },
      }));
      if (format === 'gift')
        return { body: writeGift(filed), contentType: 'text/plain; charset=utf-8', fileName: `${base}.gift.txt` };
      if (format === 'moodle_xml')
        return {
          body: writeMoodleXml(filed),
          contentType: 'application/xml; charset=utf-8',
          fileName: `${base}.moodle.xml`,
        };
      const rows = filed.map((f) => questionToRow(f.question, f.filing));
      return format === 'csv'
        ? { body: writeCsv(rows), contentType: CSV_CONTENT_TYPE, fileName: `${base}.csv` }
        : { body: await writeXlsx(rows), contentType: XLSX_CONTENT_TYPE, fileName: `${base}.xlsx` };
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
