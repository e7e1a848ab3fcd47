import {
  QUIZ_TEXTS as T,
  type BankQuestion,
  type BankQuestionBody,
  type Question,
  type QuestionBankBody,
  type QuestionBankSummary,
  type QuestionOf,
  bankQuestionBodySchema,
  questionBankBodySchema,
} from '@lbd/shared';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { catalogueNames } from '../../db/catalogue-names';
import type { Db } from '../../db/client';
import { attemptAnswers, questionBanks, questions, questionVersions, quizSlots } from '../../db/schema';
import { containsPattern, whereAll, type Tx } from '../../db/sql';
import { unknownCatalogueRefs } from '../../lib/catalogue-refs';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { createContentActions } from '../../lib/learning-content/actions';
import { contentLabels } from '../../lib/learning-content/labels';
import { managedRows } from '../../lib/learning-content/visibility';
import {
  canSeeContent,
  managesContent,
  mayAuthor,
  ownerOrgOf,
  type LearningCaller,
} from '../../lib/learning-content/policy';
import { paged, pageRequest } from '../../lib/paging';
import { closeUp, makeRoomAt, swapSequences, type SequencedList } from '../../lib/learning-content/sequence';
import { sanitizeRichText } from '../../lib/rich-text';

type BankRow = typeof questionBanks.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;
type Runner = Db | Tx;

/** JSON with keys in one order (the database keeps jsonb keys in its own), to compare two bodies. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v as object)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** Every piece of rich text in a question, sanitised (stems, options, items, feedback, rubric). */
export function sanitizeQuestion(q: Question): Question {
  const s = sanitizeRichText;
  const base = { ...q, stem: s(q.stem), feedback: s(q.feedback) };
  switch (base.type) {
    case 'single_choice':
    case 'multiple_response':
      return { ...base, options: base.options.map((o) => ({ ...o, text: s(o.text) })) };
    case 'ordering':
      return { ...base, items: base.items.map((o) => ({ ...o, text: s(o.text) })) };
    case 'matching':
      return {
        ...base,
        pairs: base.pairs.map((p) => ({ ...p, left: s(p.left), right: s(p.right) })),
        distractors: base.distractors.map((d) => ({ ...d, text: s(d.text) })),
      };
    case 'essay':
      return { ...base, rubric: s(base.rubric) };
    default:
      return base;
  }
}

/**
 * Question banks and their questions (issue 26 item 2). A bank belongs to its author and organisation;
 * a shared bank is also used and edited by the organisation's other mentors. Editing a question's text
 * or key writes a new version; removing one archives it (attempts that showed it keep it).
 */
export function createBanksService({ db, clock }: { db: Db; clock: () => Date }) {
  const names = catalogueNames(db);
  const labels = contentLabels(db);

  /** Mentors of the bank's organisation share a shared bank (with its managers). */
  const usesBank = (caller: LearningCaller | null, bank: BankRow) =>
    managesContent(caller, bank) ||
    (bank.shared &&
      caller !== null &&
      caller.active &&
      caller.orgId !== null &&
      caller.orgId === bank.org_id &&
      caller.profileType === 'ADVISOR');

  const actions = createContentActions({
    db,
    clock,
    table: questionBanks,
    targetType: 'question_bank',
    async publishProblems(row): Promise<Record<string, string>> {
      const [n] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(questions)
        .where(and(eq(questions.bank_id, row.id), eq(questions.archived, false)));
      return (n?.n ?? 0) === 0 ? { questions: T.noQuestions } : {};
    },
  });

  async function usable(caller: LearningCaller, id: number): Promise<BankRow> {
    const [row] = await db.select().from(questionBanks).where(eq(questionBanks.id, id));
    if (!row || !usesBank(caller, row)) throw new NotFoundError();
    return row;
  }

  const counts = {
    question_count: sql<number>`(select count(*)::int from questions q where q.bank_id = question_banks.id and not q.archived)`,
    categories: sql<
      string[]
    >`(select coalesce(array_agg(distinct q.category order by q.category), '{}') from questions q where q.bank_id = question_banks.id and not q.archived and q.category is not null)`,
  };

  async function summaries(
    caller: LearningCaller | null,
    rows: (BankRow & { question_count: number; categories: string[] })[],
  ) {
    const l = await labels<QuestionBankSummary['status'], string>(rows);
    return rows.map((r): QuestionBankSummary => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      shared: r.shared,
      question_count: r.question_count,
      categories: r.categories ?? [],
      skills: l.of(r).skills,
      can_edit: caller !== null && usesBank(caller, r),
      status: l.of(r).status,
      author: l.of(r).author,
      org: l.of(r).org,
      published_at: l.of(r).published_at,
      updated_at: l.of(r).updated_at,
    }));
  }

  async function checkSkills(ids: number[]) {
    if (ids.length === 0) return;
    const unknown = await unknownCatalogueRefs(names.knownIds, { skill_ids: [...new Set(ids)] });
    if (Object.keys(unknown).length > 0) throw new ValidationError(unknown);
  }

  /** A bank's live questions in order, with their latest versions, names and use. */
  async function questionsOf(bankId: number, only?: number[], runner: Runner = db): Promise<BankQuestion[]> {
    const rows = await runner
      .select({
        q: questions,
        body: questionVersions.body,
        used_in_quizzes: sql<number>`(select count(*)::int from ${quizSlots} s where s.question_id = ${questions.id})`,
        attempts: sql<number>`(select count(*)::int from ${attemptAnswers} a where a.question_id = ${questions.id})`,
      })
      .from(questions)
      .innerJoin(
        questionVersions,
        and(eq(questionVersions.question_id, questions.id), eq(questionVersions.version, questions.version)),
      )
      .where(
        whereAll(
          eq(questions.bank_id, bankId),
          eq(questions.archived, false),
          only && only.length > 0 && inArray(questions.id, only),
        ),
      )
      .orderBy(asc(questions.sequence), asc(questions.id));
    const skillNames = await names.names({ skillIds: rows.flatMap((r) => r.q.skill_ids) });
    const skill = new Map(skillNames.skills.map((s) => [s.id, s.display_name]));
    return rows.map(({ q, body, used_in_quizzes, attempts }) =>
      toBankQuestion(q, body as Question, skill, { used_in_quizzes, attempts }),
    );
  }

  /** A bank's live questions, as an ordered list (SPEC §3.6 question_bank_questions). */
  const bankList = (bankId: number): SequencedList => ({
    table: questions,
    id: questions.id,
    sequence: questions.sequence,
    scope: and(eq(questions.bank_id, bankId), eq(questions.archived, false))!,
  });

  const meta = (b: z.output<typeof bankQuestionBodySchema>) => ({
    category: b.category?.trim() || null,
    tags: [...new Set(b.tags)],
    difficulty: b.difficulty ?? null,
    skill_ids: [...new Set(b.skill_ids)],
  });

  return {
    usesBank,
    usable,
    questionsOf,
    async create(caller: LearningCaller, userId: string, body: QuestionBankBody) {
      if (!mayAuthor(caller)) throw new ForbiddenError();
      const b = questionBankBodySchema.parse(body);
      await checkSkills(b.skill_ids);
      const [row] = await db
        .insert(questionBanks)
        .values({
          title: b.title,
          summary: b.summary,
          skill_ids: [...new Set(b.skill_ids)],
          shared: b.shared,
          org_id: ownerOrgOf(caller),
          created_by_profile_id: caller.profileId,
          created_by_user_id: userId,
        })
        .returning({ id: questionBanks.id });
      return { id: row!.id };
    },
    async update(caller: LearningCaller, id: number, body: QuestionBankBody) {
      await usable(caller, id);
      const b = questionBankBodySchema.parse(body);
      await checkSkills(b.skill_ids);
      await db
        .update(questionBanks)
        .set({
          title: b.title,
          summary: b.summary,
          skill_ids: [...new Set(b.skill_ids)],
          shared: b.shared,
          updated_at: clock(),
        })
        .where(eq(questionBanks.id, id));
      return this.show(caller, id);
    },
    async show(caller: LearningCaller | null, id: number) {
      const [row] = await db
        .select({ ...getTableColumns(questionBanks), ...counts })
        .from(questionBanks)
        .where(eq(questionBanks.id, id));
      if (!row || !(canSeeContent(caller, row) || (caller && usesBank(caller, row)))) throw new NotFoundError();
      const [summary] = await summaries(caller, [row]);
      // The questions (with their keys) are for those who use the bank; a student practises through quiz bytes.
      return { ...summary!, questions: summary!.can_edit ? await questionsOf(id) : [] };
    },
    async list(
      caller: LearningCaller | null,
      q: { query?: string; mine?: 'true' | 'false'; page: number; count: number },
    ) {
      const page = pageRequest(q);
      // Besides what the caller manages, a mentor uses the banks their organisation shares (usesBank).
      const shared =
        caller && !caller.isAdmin && caller.profileType === 'ADVISOR' && caller.active && caller.orgId !== null
          ? and(eq(questionBanks.org_id, caller.orgId), eq(questionBanks.shared, true))
          : undefined;
      const own = shared ? or(managedRows(questionBanks, caller), shared)! : managedRows(questionBanks, caller);
      const where = whereAll(
        q.mine === 'true' ? own : or(eq(questionBanks.status, 'published'), own),
        q.query &&
          or(
            ilike(questionBanks.title, containsPattern(q.query)),
            ilike(questionBanks.summary, containsPattern(q.query)),
          ),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...getTableColumns(questionBanks), ...counts })
          .from(questionBanks)
          .where(where)
          .orderBy(desc(questionBanks.updated_at), desc(questionBanks.id))
          .limit(page.count)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(questionBanks)
          .where(where),
      ]);
      return paged(await summaries(caller, rows), total?.n ?? 0, page);
    },
    publish: (caller: LearningCaller, userId: string, id: number) => actions.publish(caller, userId, id),
    archive: (caller: LearningCaller, userId: string, id: number) => actions.archive(caller, userId, id),
    discard: (caller: LearningCaller, userId: string, id: number) => actions.discard(caller, userId, id),

    async addQuestion(caller: LearningCaller, bankId: number, body: BankQuestionBody) {
      await usable(caller, bankId);
      const b = bankQuestionBodySchema.parse(body);
      await checkSkills(b.skill_ids);
      const question = sanitizeQuestion(b.question);
      const id = await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from question_banks where id = ${bankId} for update`);
        const at = await makeRoomAt(tx, bankList(bankId), b.sequence);
        const [row] = await tx
          .insert(questions)
          .values({
            bank_id: bankId,
            sequence: at,
            type: question.type,
            ...meta(b),
            created_by_profile_id: caller.profileId,
          })
          .returning({ id: questions.id });
        await tx.insert(questionVersions).values({
          question_id: row!.id,
          version: 1,
          body: question,
          created_by_profile_id: caller.profileId,
        });
        await tx.update(questionBanks).set({ updated_at: clock() }).where(eq(questionBanks.id, bankId));
        return row!.id;
      });
      const [made] = await questionsOf(bankId, [id]);
      return made!;
    },

    /** Its filing changes in place; a change to its text or key is a new version (attempts keep theirs). */
    async updateQuestion(caller: LearningCaller, bankId: number, questionId: number, body: BankQuestionBody) {
      await usable(caller, bankId);
      const b = bankQuestionBodySchema.parse(body);
      await checkSkills(b.skill_ids);
      const question = sanitizeQuestion(b.question);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ q: questions, body: questionVersions.body })
          .from(questions)
          .innerJoin(
            questionVersions,
            and(eq(questionVersions.question_id, questions.id), eq(questionVersions.version, questions.version)),
          )
          .where(and(eq(questions.id, questionId), eq(questions.bank_id, bankId), eq(questions.archived, false)))
          .for('update', { of: questions });
        if (!row) throw new NotFoundError();
        const changed = canonical(row.body) !== canonical(question);
        const version = changed ? row.q.version + 1 : row.q.version;
        if (changed)
          await tx.insert(questionVersions).values({
            question_id: questionId,
            version,
            body: question,
            created_by_profile_id: caller.profileId,
          });
        await tx
          .update(questions)
          .set({ ...meta(b), type: question.type, version, updated_at: clock() })
          .where(eq(questions.id, questionId));
      });
      const [q] = await questionsOf(bankId, [questionId]);
      return q!;
    },

    async removeQuestion(caller: LearningCaller, bankId: number, questionId: number) {
      await usable(caller, bankId);
      await db.transaction(async (tx) => {
        const gone = await tx
          .update(questions)
          .set({ archived: true, updated_at: clock() })
          .where(and(eq(questions.id, questionId), eq(questions.bank_id, bankId), eq(questions.archived, false)))
          .returning({ id: questions.id });
        if (gone.length === 0) throw new NotFoundError();
        await closeUp(tx, bankList(bankId));
      });
      return questionsOf(bankId);
    },

    /** SPEC §4.7: two questions trade places by sequence. */
    async swapQuestions(caller: LearningCaller, bankId: number, a: number, b: number) {
      await usable(caller, bankId);
      await db.transaction((tx) => swapSequences(tx, bankList(bankId), a, b));
      return questionsOf(bankId);
    },

    /** A question's version as an attempt or slot needs it (latest unless pinned). */
    async version(questionId: number, version: number | null, runner: Runner = db) {
      const [row] = await runner
        .select({ id: questionVersions.id, version: questionVersions.version, body: questionVersions.body })
        .from(questionVersions)
        .innerJoin(questions, eq(questions.id, questionVersions.question_id))
        .where(
          and(
            eq(questionVersions.question_id, questionId),
            version === null ? eq(questionVersions.version, questions.version) : eq(questionVersions.version, version),
          ),
        );
      return row ? { ...row, body: row.body as Question } : null;
    },
  };
}

export function toBankQuestion(
  q: QuestionRow,
  body: Question,
  skill: Map<number, string>,
  use: { used_in_quizzes: number; attempts: number },
): BankQuestion {
  return {
    id: q.id,
    sequence: q.sequence,
    type: body.type,
    version: q.version,
    category: q.category,
    tags: q.tags,
    difficulty: q.difficulty,
    skills: q.skill_ids.flatMap((id) => (skill.has(id) ? [{ id, name: skill.get(id)! }] : [])),
    used_in_quizzes: use.used_in_quizzes,
    attempts: use.attempts,
    health: Array.isArray(q.health) ? (q.health as string[]) : [],
    question: body,
    updated_at: q.updated_at.toISOString(),
  };
}

export type BanksService = ReturnType<typeof createBanksService>;
export type EssayQuestion = QuestionOf<'essay'>;
