import {
  integrityOf,
  QUIZ_TEXTS as T,
  matchesRule,
  quizBodySchema,
  quizSlotBodySchema,
  type QuizBody,
  type QuizDetail,
  type QuizSlot,
  type QuizSlotBody,
  type QuizSummary,
  type ReviewOptions,
} from '@lbd/shared';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import { catalogueNames } from '../../db/catalogue-names';
import type { Db } from '../../db/client';
import { myQuizzes, questions, questionVersions, quizAttempts, quizSlots, quizzes } from '../../db/schema';
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
import {
  closeUp,
  makeRoomAt,
  orderOf,
  placeInOrder,
  swapSequences,
  type SequencedList,
} from '../../lib/learning-content/sequence';
import { sanitizeRichText } from '../../lib/rich-text';
import type { BanksService } from './banks.service';

export type QuizRow = typeof quizzes.$inferSelect;
type SlotRow = typeof quizSlots.$inferSelect;
type Runner = Db | Tx;

/** Rich text as plain text (tags and spaces collapsed), for labels and lists. */
export const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A random slot's rule in words, e.g. '5 medium questions from Aptitude (category Percentages)'. */
export function ruleLabel(s: Pick<SlotRow, 'draw_count' | 'category' | 'tag' | 'difficulty'>, bankTitle: string) {
  const n = s.draw_count ?? 0;
  const what = `${n}${s.difficulty ? ` ${s.difficulty}` : ''} question${n === 1 ? '' : 's'} from ${bankTitle}`;
  const filters = [s.category && `category ${s.category}`, s.tag && `tag ${s.tag}`].filter(Boolean);
  return filters.length > 0 ? `${what} (${filters.join(', ')})` : what;
}

/** Quizzes: settings through the shared lifecycle, and their slots in order (SPEC §3.6, §4.7). */
export function createQuizzesService({ db, clock, banks }: { db: Db; clock: () => Date; banks: BanksService }) {
  const names = catalogueNames(db);
  const labels = contentLabels(db);

  const actions = createContentActions({
    db,
    clock,
    table: quizzes,
    targetType: 'quiz',
    // A quiz is its author's, and its organisation's staff's and mentors' (issue 26).
    orgMentors: true,
    async publishProblems(row): Promise<Record<string, string>> {
      const slots = await slotsOf(row.id);
      if (slots.length === 0) return { slots: T.noQuestions };
      if (slots.some((s) => s.pool !== null && s.pool < s.gives)) return { slots: T.slotPoolTooSmall };
      return {};
    },
  });

  async function managed(caller: LearningCaller, id: number): Promise<QuizRow> {
    const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id));
    if (!row || !managesContent(caller, row, true)) throw new NotFoundError();
    return row;
  }

  /** The pool a random slot draws from: the bank's live questions with their filing. */
  async function poolOf(bankId: number, runner: Runner = db) {
    return runner
      .select({
        id: questions.id,
        category: questions.category,
        tags: questions.tags,
        difficulty: questions.difficulty,
      })
      .from(questions)
      .where(and(eq(questions.bank_id, bankId), eq(questions.archived, false)));
  }

  async function slotsOf(quizId: number, runner: Runner = db): Promise<QuizSlot[]> {
    const rows = await runner
      .select()
      .from(quizSlots)
      .where(eq(quizSlots.quiz_id, quizId))
      .orderBy(asc(quizSlots.sequence), asc(quizSlots.id));
    const fixedIds = rows.flatMap((r) => (r.kind === 'fixed' && r.question_id ? [r.question_id] : []));
    const bankIds = [...new Set(rows.flatMap((r) => (r.kind === 'random' && r.bank_id ? [r.bank_id] : [])))];
    const [stems, pools, bankTitles] = await Promise.all([
      fixedIds.length === 0
        ? []
        : runner
            .select({ id: questions.id, version: questions.version, body: questionVersions.body })
            .from(questions)
            .innerJoin(
              questionVersions,
              and(eq(questionVersions.question_id, questions.id), eq(questionVersions.version, questions.version)),
            )
            .where(inArray(questions.id, fixedIds)),
      Promise.all(bankIds.map(async (id) => [id, await poolOf(id, runner)] as const)),
      bankIds.length === 0
        ? []
        : runner.execute(sql`select id, title from question_banks where id in ${sql.raw(`(${bankIds.join(',')})`)}`),
    ]);
    const stem = new Map(stems.map((s) => [s.id, plain((s.body as { stem: string }).stem)]));
    const latest = new Map(stems.map((s) => [s.id, s.version]));
    const pool = new Map(pools);
    const title = new Map(
      ((bankTitles as { rows?: { id: number; title: string }[] }).rows ?? []).map((b) => [Number(b.id), b.title]),
    );
    return rows.map((r) => {
      const fixed = r.kind === 'fixed';
      const matching = fixed
        ? null
        : (pool.get(r.bank_id!) ?? []).filter((q) =>
            matchesRule(q, { kind: 'random', count: 0, category: r.category, tag: r.tag, difficulty: r.difficulty }),
          ).length;
      return {
        id: r.id,
        sequence: r.sequence,
        kind: r.kind,
        question_id: r.question_id,
        pinned_version: r.pinned_version,
        question_version: fixed ? (latest.get(r.question_id!) ?? null) : null,
        bank_id: r.bank_id,
        draw_count: r.draw_count,
        category: r.category,
        tag: r.tag,
        difficulty: r.difficulty,
        points: r.points,
        label: fixed ? (stem.get(r.question_id!) ?? '').slice(0, 200) : ruleLabel(r, title.get(r.bank_id!) ?? 'a bank'),
        gives: fixed ? 1 : (r.draw_count ?? 0),
        pool: matching,
      };
    });
  }

  const slotCounts = {
    question_count: sql<number>`(select coalesce(sum(case when s.kind = 'fixed' then 1 else s.draw_count end), 0)::int from quiz_slots s where s.quiz_id = quizzes.id)`,
  };

  async function summaries(caller: LearningCaller | null, rows: (QuizRow & { question_count: number })[]) {
    const l = await labels<QuizSummary['status'], string>(rows);
    const mine = await myQuizzesOf(
      caller,
      rows.map((r) => r.id),
    );
    const max = await maxScores(rows.map((r) => r.id));
    return rows.map((r): QuizSummary => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      kind: r.kind,
      opens_at: r.opens_at?.toISOString() ?? null,
      closes_at: r.closes_at?.toISOString() ?? null,
      time_limit_minutes: r.time_limit_minutes,
      attempts_allowed: r.attempts_allowed,
      question_count: r.question_count,
      max_score: max.get(r.id) ?? 0,
      pass_mark: r.pass_mark,
      skills: l.of(r).skills,
      my_quiz: mine.get(r.id) ?? null,
      can_edit: managesContent(caller, r, true),
      status: l.of(r).status,
      author: l.of(r).author,
      org: l.of(r).org,
      published_at: l.of(r).published_at,
      updated_at: l.of(r).updated_at,
    }));
  }

  /** The most a quiz gives: each fixed question's points and each drawn question's (the slot's or 1). */
  async function maxScores(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({
        quiz_id: quizSlots.quiz_id,
        // Written out in full: a select from one table leaves its columns unqualified, which the subquery would misread.
        total: sql<number>`sum(case when quiz_slots.kind = 'fixed'
          then coalesce(quiz_slots.points, (select (v.body->>'points')::numeric from question_versions v
            join questions q on q.id = v.question_id and v.version = coalesce(quiz_slots.pinned_version, q.version)
            where q.id = quiz_slots.question_id), 1)
          else coalesce(quiz_slots.points, 1) * quiz_slots.draw_count end)::float8`,
      })
      .from(quizSlots)
      .where(inArray(quizSlots.quiz_id, ids))
      .groupBy(quizSlots.quiz_id);
    return new Map(rows.map((r) => [r.quiz_id, Math.round(Number(r.total) * 100) / 100]));
  }

  async function myQuizzesOf(caller: LearningCaller | null, ids: number[]) {
    const out = new Map<number, QuizSummary['my_quiz']>();
    if (!caller || caller.profileType !== 'STUDENT' || caller.profileId === null || ids.length === 0) return out;
    const rows = await db
      .select({
        m: myQuizzes,
        used: sql<number>`(select count(*)::int from ${quizAttempts} a where a.my_quiz_id = ${myQuizzes.id})`,
        running: sql<
          number | null
        >`(select a.id from ${quizAttempts} a where a.my_quiz_id = ${myQuizzes.id} and a.status = 'in_progress' limit 1)`,
        allowed: quizzes.attempts_allowed,
      })
      .from(myQuizzes)
      .innerJoin(quizzes, eq(quizzes.id, myQuizzes.quiz_id))
      .where(and(eq(myQuizzes.profile_id, caller.profileId), inArray(myQuizzes.quiz_id, ids)));
    for (const r of rows)
      out.set(r.m.quiz_id, {
        id: r.m.id,
        status: r.m.status,
        grade: r.m.grade,
        passed: r.m.passed,
        attempts_used: r.used,
        attempts_left: r.allowed === 0 ? null : Math.max(0, r.allowed - r.used),
        running_attempt_id: r.running === null ? null : Number(r.running),
      });
    return out;
  }

  function values(b: ReturnType<typeof quizBodySchema.parse>) {
    return {
      title: b.title,
      summary: b.summary,
      instructions: sanitizeRichText(b.instructions),
      skill_ids: [...new Set(b.skill_ids)],
      opens_at: b.opens_at ? new Date(b.opens_at) : null,
      closes_at: b.closes_at ? new Date(b.closes_at) : null,
      time_limit_minutes: b.time_limit_minutes ?? null,
      attempts_allowed: b.attempts_allowed,
      grading_method: b.grading_method,
      shuffle_questions: b.shuffle_questions,
      shuffle_options: b.shuffle_options,
      per_page: b.per_page,
      navigation: b.navigation,
      pass_mark: b.pass_mark,
      review: b.review,
      feedback_bands: [...b.feedback_bands].sort((x, y) => y.from - x.from),
      integrity: b.integrity,
    };
  }

  async function checkSkills(ids: number[]) {
    const unknown = await unknownCatalogueRefs(names.knownIds, { skill_ids: [...new Set(ids)] });
    if (Object.keys(unknown).length > 0) throw new ValidationError(unknown);
  }

  /** A slot's question or bank must be one the caller may use. */
  async function checkSlot(caller: LearningCaller, b: ReturnType<typeof quizSlotBodySchema.parse>) {
    if (b.kind === 'fixed') {
      const [q] = await db
        .select({ bank_id: questions.bank_id, version: questions.version, archived: questions.archived })
        .from(questions)
        .where(eq(questions.id, b.question_id));
      const bank = q ? await banks.usable(caller, q.bank_id).catch(() => null) : null;
      if (!q || q.archived || !bank) throw new ValidationError({ question_id: T.slotQuestionUnknown });
      if (b.pinned_version && b.pinned_version > q.version)
        throw new ValidationError({ pinned_version: T.slotQuestionUnknown });
      return;
    }
    await banks.usable(caller, b.bank_id).catch(() => {
      throw new ValidationError({ bank_id: T.slotQuestionUnknown });
    });
  }

  const slotValues = (b: ReturnType<typeof quizSlotBodySchema.parse>) =>
    b.kind === 'fixed'
      ? {
          kind: 'fixed' as const,
          question_id: b.question_id,
          pinned_version: b.pinned_version ?? null,
          bank_id: null,
          draw_count: null,
          category: null,
          tag: null,
          difficulty: null,
          points: b.points ?? null,
        }
      : {
          kind: 'random' as const,
          question_id: null,
          pinned_version: null,
          bank_id: b.bank_id,
          draw_count: b.draw_count,
          category: b.category?.trim() || null,
          tag: b.tag ?? null,
          difficulty: b.difficulty ?? null,
          points: b.points ?? null,
        };

  /** A quiz's slots, as an ordered list (SPEC §3.6 quiz_questions). */
  const slotList = (quizId: number): SequencedList => ({
    table: quizSlots,
    id: quizSlots.id,
    sequence: quizSlots.sequence,
    scope: eq(quizSlots.quiz_id, quizId),
  });

  const touch = (tx: Runner, id: number) => tx.update(quizzes).set({ updated_at: clock() }).where(eq(quizzes.id, id));

  return {
    managed,
    slotsOf,
    poolOf,
    async create(caller: LearningCaller, userId: string, body: QuizBody) {
      if (!mayAuthor(caller)) throw new ForbiddenError();
      const b = quizBodySchema.parse(body);
      await checkSkills(b.skill_ids);
      const [row] = await db
        .insert(quizzes)
        .values({
          ...values(b),
          org_id: ownerOrgOf(caller),
          created_by_profile_id: caller.profileId,
          created_by_user_id: userId,
        })
        .returning({ id: quizzes.id });
      return { id: row!.id };
    },
    async update(caller: LearningCaller, id: number, body: QuizBody) {
      await managed(caller, id);
      const b = quizBodySchema.parse(body);
      await checkSkills(b.skill_ids);
      await db
        .update(quizzes)
        .set({ ...values(b), updated_at: clock() })
        .where(eq(quizzes.id, id));
      return this.show(caller, id);
    },
    async show(caller: LearningCaller | null, id: number): Promise<QuizDetail> {
      const [row] = await db
        .select({ ...getTableColumns(quizzes), ...slotCounts })
        .from(quizzes)
        .where(eq(quizzes.id, id));
      if (!row) throw new NotFoundError();
      const [summary] = await summaries(caller, [row]);
      const mine = summary!.my_quiz && summary!.my_quiz.status !== 'Dropped';
      if (!canSeeContent(caller, row, true) && !mine) throw new NotFoundError();
      return {
        ...summary!,
        instructions: row.instructions,
        grading_method: row.grading_method,
        shuffle_questions: row.shuffle_questions,
        shuffle_options: row.shuffle_options,
        per_page: row.per_page,
        navigation: row.navigation,
        review: row.review as ReviewOptions,
        feedback_bands: row.feedback_bands as QuizDetail['feedback_bands'],
        integrity: integrityOf(row.integrity),
        slots: summary!.can_edit ? await slotsOf(id) : null,
      };
    },
    async list(
      caller: LearningCaller | null,
      q: { query?: string; mine?: 'true' | 'false'; page: number; count: number },
    ) {
      const page = pageRequest(q);
      const own = managedRows(quizzes, caller, true);
      const where = whereAll(
        eq(quizzes.kind, 'quiz'),
        q.mine === 'true' ? own : or(eq(quizzes.status, 'published'), own),
        q.query && or(ilike(quizzes.title, containsPattern(q.query)), ilike(quizzes.summary, containsPattern(q.query))),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...getTableColumns(quizzes), ...slotCounts })
          .from(quizzes)
          .where(where)
          .orderBy(desc(sql`coalesce(${quizzes.published_at}, ${quizzes.updated_at})`), desc(quizzes.id))
          .limit(page.count)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(quizzes)
          .where(where),
      ]);
      return paged(await summaries(caller, rows), total?.n ?? 0, page);
    },
    publish: (caller: LearningCaller, userId: string, id: number) => actions.publish(caller, userId, id),
    archive: (caller: LearningCaller, userId: string, id: number) => actions.archive(caller, userId, id),
    discard: (caller: LearningCaller, userId: string, id: number) => actions.discard(caller, userId, id),

    async addSlot(caller: LearningCaller, quizId: number, body: QuizSlotBody) {
      await managed(caller, quizId);
      const b = quizSlotBodySchema.parse(body);
      await checkSlot(caller, b);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from quizzes where id = ${quizId} for update`);
        const at = await makeRoomAt(tx, slotList(quizId), b.sequence);
        await tx.insert(quizSlots).values({ quiz_id: quizId, sequence: at, ...slotValues(b) });
        await touch(tx, quizId);
      });
      return slotsOf(quizId);
    },
    /** Merged in place; a new sequence moves it (the others close up behind). */
    async updateSlot(caller: LearningCaller, quizId: number, slotId: number, body: QuizSlotBody) {
      await managed(caller, quizId);
      const b = quizSlotBodySchema.parse(body);
      await checkSlot(caller, b);
      await db.transaction(async (tx) => {
        const [slot] = await tx
          .select()
          .from(quizSlots)
          .where(and(eq(quizSlots.id, slotId), eq(quizSlots.quiz_id, quizId)))
          .for('update');
        if (!slot) throw new NotFoundError();
        await tx.update(quizSlots).set(slotValues(b)).where(eq(quizSlots.id, slotId));
        if (b.sequence !== undefined && b.sequence !== slot.sequence) {
          const order = (await orderOf(tx, slotList(quizId))).filter((id) => id !== slotId);
          order.splice(Math.min(b.sequence - 1, order.length), 0, slotId);
          await placeInOrder(tx, slotList(quizId), order);
        }
        await touch(tx, quizId);
      });
      return slotsOf(quizId);
    },
    async removeSlot(caller: LearningCaller, quizId: number, slotId: number) {
      await managed(caller, quizId);
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(quizSlots)
          .where(and(eq(quizSlots.id, slotId), eq(quizSlots.quiz_id, quizId)))
          .returning({ id: quizSlots.id });
        if (gone.length === 0) throw new NotFoundError();
        await closeUp(tx, slotList(quizId));
        await touch(tx, quizId);
      });
      return slotsOf(quizId);
    },
    /** SPEC §4.7: two slots trade places by sequence. */
    async swapSlots(caller: LearningCaller, quizId: number, a: number, b: number) {
      await managed(caller, quizId);
      await db.transaction(async (tx) => {
        await swapSequences(tx, slotList(quizId), a, b);
        await touch(tx, quizId);
      });
      return slotsOf(quizId);
    },
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
