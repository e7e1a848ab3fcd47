import {
  QUIZ_BYTE_LIMITS,
  QUIZ_BYTE_TEXTS as B,
  quizByteBodySchema,
  reviewOptionsSchema,
  type QuizByteBody,
  type QuizByteDetail,
  type QuizByteSummary,
} from '@lbd/shared';
import { and, count, countDistinct, desc, eq, getTableColumns, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import { catalogueNames } from '../../db/catalogue-names';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { myQuizzes, practiceNotices, practiceReviews, questionBanks, quizzes } from '../../db/schema';
import { containsPattern, whereAll } from '../../db/sql';
import { unknownCatalogueRefs } from '../../lib/catalogue-refs';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { createContentActions } from '../../lib/learning-content/actions';
import { contentLabels } from '../../lib/learning-content/labels';
import {
  canSeeContent,
  managesContent,
  mayAuthor,
  ownerOrgOf,
  type LearningCaller,
} from '../../lib/learning-content/policy';
import { paged, pageRequest } from '../../lib/paging';
import { notifyingTransaction, type Notifier } from '../notifications';
import type { BanksService } from './banks.service';
import {
  cardsOf,
  cardsOfMany,
  countCards,
  openSession,
  practicableQuestions,
  practisedSince,
  studentsOfBank,
} from './practice.repo';
import { indiaDay, isMastered } from './spaced-repetition';

type QuizRow = typeof quizzes.$inferSelect;

/** From this hour (India) the day's practice notices go out: students who practised earlier get none. */
export const REMINDER_HOUR_INDIA = 7;
/** Students (with a bank each) one notice batch takes. */
const REMINDER_BATCH = 500;

/** The notice's words: what waits today in the byte. */
export function reminderMessage(title: string, due: number, fresh: number): string {
  const text =
    due > 0
      ? `${title}: ${due} question${due === 1 ? ' is' : 's are'} due for review today`
      : `${title}: ${fresh} new question${fresh === 1 ? '' : 's'} to practise`;
  return text.length <= 300 ? text : `${text.slice(0, 299)}…`;
}

/**
 * Quiz bytes (issue 26 item 10, decision 0077): the mentor's side (a quiz of kind 'byte' on one bank,
 * through the shared lifecycle), the lists and the byte's page, enrolment, and the daily notice.
 */
export function createBytesService({
  db,
  clock,
  banks,
  notifier,
}: {
  db: Db;
  clock: () => Date;
  banks: BanksService;
  notifier?: Notifier;
}) {
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
      if (row.bank_id === null) return { bank_id: B.bankRequired };
      const [bank] = await db
        .select({ status: questionBanks.status })
        .from(questionBanks)
        .where(eq(questionBanks.id, row.bank_id));
      if (!bank || bank.status !== 'published') return { bank_id: B.bankNotPublished };
      const live = await practicableQuestions(db, row.bank_id);
      return live.length < QUIZ_BYTE_LIMITS.sessionMin ? { bank_id: B.bankTooSmall } : {};
    },
  });

  /** A byte (never a quiz) the caller manages; anything else is not found. */
  async function managed(caller: LearningCaller, id: number): Promise<QuizRow> {
    const [row] = await db
      .select()
      .from(quizzes)
      .where(and(eq(quizzes.id, id), eq(quizzes.kind, 'byte')));
    if (!row || !managesContent(caller, row, true)) throw new NotFoundError();
    return row;
  }

  async function checkBody(caller: LearningCaller, body: QuizByteBody) {
    const b = quizByteBodySchema.parse(body);
    const unknown = await unknownCatalogueRefs(names.knownIds, { skill_ids: [...new Set(b.skill_ids)] });
    if (Object.keys(unknown).length > 0) throw new ValidationError(unknown);
    if (b.bank_id)
      await banks.usable(caller, b.bank_id).catch(() => {
        throw new ValidationError({ bank_id: B.bankUnknown });
      });
    return b;
  }

  const values = (b: ReturnType<typeof quizByteBodySchema.parse>) => ({
    title: b.title,
    summary: b.summary,
    bank_id: b.bank_id ?? null,
    questions_per_session: b.questions_per_session,
    skill_ids: [...new Set(b.skill_ids)],
  });

  /** The student's standing in one byte they are enrolled in. */
  async function standing(profileId: number, myQuizId: number, bankId: number): Promise<QuizByteSummary['mine']> {
    const now = clock();
    const day = indiaDay(now);
    const [live, cards, practised, open] = await Promise.all([
      practicableQuestions(db, bankId),
      cardsOf(db, profileId, bankId),
      practisedSince(db, profileId, bankId, day.start),
      openSession(db, myQuizId, day.start),
    ]);
    return {
      my_quiz_id: myQuizId,
      ...countCards(live, cards, day.end),
      practised_today: practised,
      open_session_id: open,
    };
  }

  async function summaries(caller: LearningCaller | null, rows: QuizRow[]): Promise<QuizByteSummary[]> {
    const l = await labels<QuizByteSummary['status'], string>(rows);
    const bankIds = [...new Set(rows.flatMap((r) => (r.bank_id ? [r.bank_id] : [])))];
    const bankRows =
      bankIds.length === 0
        ? []
        : await db
            .select({
              id: questionBanks.id,
              title: questionBanks.title,
              // Written out: a select from one table leaves its columns unqualified, which the subquery would misread.
              questions: sql<number>`(select count(*)::int from questions q where q.bank_id = question_banks.id and not q.archived and q.type <> 'essay')`,
            })
            .from(questionBanks)
            .where(inArray(questionBanks.id, bankIds));
    const bank = new Map(bankRows.map((b) => [b.id, b]));
    const student = caller?.profileType === 'STUDENT' && caller.profileId !== null ? caller.profileId : null;
    const enrolments =
      student === null || rows.length === 0
        ? []
        : await db
            .select({ id: myQuizzes.id, quiz_id: myQuizzes.quiz_id })
            .from(myQuizzes)
            .where(
              and(
                eq(myQuizzes.profile_id, student),
                inArray(
                  myQuizzes.quiz_id,
                  rows.map((r) => r.id),
                ),
                sql`${myQuizzes.status} <> 'Dropped'`,
              ),
            );
    const enrolled = new Map(enrolments.map((e) => [e.quiz_id, e.id]));
    return Promise.all(
      rows.map(async (r): Promise<QuizByteSummary> => {
        const b = r.bank_id ? bank.get(r.bank_id) : undefined;
        const my = enrolled.get(r.id);
        return {
          id: r.id,
          title: r.title,
          summary: r.summary,
          bank: b ? { id: b.id, title: b.title, questions: b.questions } : null,
          questions_per_session: r.questions_per_session ?? QUIZ_BYTE_LIMITS.sessionDefault,
          skills: l.of(r).skills,
          can_edit: managesContent(caller, r, true),
          status: l.of(r).status,
          author: l.of(r).author,
          org: l.of(r).org,
          published_at: l.of(r).published_at,
          updated_at: l.of(r).updated_at,
          mine: my !== undefined && r.bank_id && student !== null ? await standing(student, my, r.bank_id) : null,
        };
      }),
    );
  }

  /** The class together (the byte's managers): never one student's cards. */
  async function classOf(row: QuizRow): Promise<QuizByteDetail['class']> {
    if (!row.bank_id) return { students: 0, practised_today: 0, answers_last_7_days: 0, mastery: null };
    const now = clock();
    const students = await studentsOfBank(db, row.bank_id, row.id);
    if (students.length === 0) return { students: 0, practised_today: 0, answers_last_7_days: 0, mastery: null };
    const mineOnBank = and(eq(practiceReviews.bank_id, row.bank_id), inArray(practiceReviews.profile_id, students));
    const [[today], [week], live, cards] = await Promise.all([
      db
        .select({ n: countDistinct(practiceReviews.profile_id) })
        .from(practiceReviews)
        .where(and(mineOnBank, gte(practiceReviews.reviewed_at, indiaDay(now).start))),
      db
        .select({ n: count() })
        .from(practiceReviews)
        .where(and(mineOnBank, gte(practiceReviews.reviewed_at, new Date(now.getTime() - 7 * 86_400_000)))),
      practicableQuestions(db, row.bank_id),
      cardsOfMany(db, students, row.bank_id),
    ]);
    const liveIds = new Set(live.map((q) => q.id));
    const mastered = cards.filter((c) => liveIds.has(c.question_id) && isMastered(c.card)).length;
    const total = liveIds.size * students.length;
    return {
      students: students.length,
      practised_today: today?.n ?? 0,
      answers_last_7_days: week?.n ?? 0,
      mastery: total === 0 ? null : Math.round((mastered / total) * 1000) / 1000,
    };
  }

  async function detail(caller: LearningCaller | null, row: QuizRow): Promise<QuizByteDetail> {
    const [summary] = await summaries(caller, [row]);
    const categories = row.bank_id
      ? [
          ...new Set((await practicableQuestions(db, row.bank_id)).flatMap((q) => (q.category ? [q.category] : []))),
        ].sort()
      : [];
    return { ...summary!, categories, class: summary!.can_edit ? await classOf(row) : null };
  }

  return {
    managed,
    async create(caller: LearningCaller, userId: string, body: QuizByteBody) {
      if (!mayAuthor(caller)) throw new ForbiddenError();
      const b = await checkBody(caller, body);
      const [row] = await db
        .insert(quizzes)
        .values({
          ...values(b),
          kind: 'byte',
          // A byte has no attempts: the quiz columns keep their defaults, and its review shows everything at once.
          review: reviewOptionsSchema.parse({
            correctness: ['during'],
            marks: ['during'],
            key: ['during'],
            feedback: ['during'],
          }),
          integrity: { one_at_a_time: true, fullscreen: false },
          attempts_allowed: 0,
          org_id: ownerOrgOf(caller),
          created_by_profile_id: caller.profileId,
          created_by_user_id: userId,
        })
        .returning({ id: quizzes.id });
      return { id: row!.id };
    },
    async update(caller: LearningCaller, id: number, body: QuizByteBody) {
      const row = await managed(caller, id);
      const b = await checkBody(caller, body);
      // Once students practise it, a byte keeps its bank (their cards belong to that bank's questions).
      if (row.status !== 'draft' && row.bank_id !== null && (b.bank_id ?? null) !== row.bank_id)
        throw new ValidationError({ bank_id: B.bankUnknown });
      await db
        .update(quizzes)
        .set({ ...values(b), updated_at: clock() })
        .where(eq(quizzes.id, id));
      return this.show(caller, id);
    },
    async show(caller: LearningCaller | null, id: number): Promise<QuizByteDetail> {
      const [row] = await db
        .select()
        .from(quizzes)
        .where(and(eq(quizzes.id, id), eq(quizzes.kind, 'byte')));
      if (!row) throw new NotFoundError();
      if (!canSeeContent(caller, row, true)) {
        // An enrolled student keeps seeing an archived byte; drafts stay with their managers.
        const mine =
          caller?.profileId && row.status !== 'draft'
            ? await db
                .select({ id: myQuizzes.id })
                .from(myQuizzes)
                .where(and(eq(myQuizzes.quiz_id, id), eq(myQuizzes.profile_id, caller.profileId)))
            : [];
        if (mine.length === 0) throw new NotFoundError();
      }
      return detail(caller, row);
    },
    async list(
      caller: LearningCaller | null,
      q: { query?: string; mine?: 'true' | 'false'; page: number; count: number },
    ) {
      const page = pageRequest(q);
      const own =
        caller === null
          ? sql`false`
          : caller.isAdmin
            ? sql`true`
            : or(
                caller.profileId === null ? sql`false` : eq(quizzes.created_by_profile_id, caller.profileId),
                caller.active &&
                  caller.orgId !== null &&
                  caller.profileType !== 'ADVISOR' &&
                  caller.profileType !== 'STUDENT'
                  ? eq(quizzes.org_id, caller.orgId)
                  : sql`false`,
              );
      const where = whereAll(
        eq(quizzes.kind, 'byte'),
        q.mine === 'true' ? own : or(eq(quizzes.status, 'published'), own),
        q.query && or(ilike(quizzes.title, containsPattern(q.query)), ilike(quizzes.summary, containsPattern(q.query))),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(getTableColumns(quizzes))
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
    async publish(caller: LearningCaller, userId: string, id: number) {
      await managed(caller, id);
      await actions.publish(caller, userId, id);
      return this.show(caller, id);
    },
    async archive(caller: LearningCaller, userId: string, id: number) {
      await managed(caller, id);
      await actions.archive(caller, userId, id);
      return this.show(caller, id);
    },
    async discard(caller: LearningCaller, userId: string, id: number) {
      await managed(caller, id);
      await actions.discard(caller, userId, id);
    },

    /** POST /api/quiz_bytes/{id}/enrol: the student's place in a published byte (the same one if asked again). */
    async enrol(caller: LearningCaller, id: number): Promise<{ my_quiz_id: number }> {
      if (caller.profileType !== 'STUDENT' || caller.profileId === null) throw new ForbiddenError();
      const [row] = await db
        .select()
        .from(quizzes)
        .where(and(eq(quizzes.id, id), eq(quizzes.kind, 'byte')));
      if (!row || row.status !== 'published') throw new NotFoundError();
      await db
        .insert(myQuizzes)
        .values({ profile_id: caller.profileId, quiz_id: id, enrolled_by_profile_id: caller.profileId })
        .onConflictDoUpdate({
          target: [myQuizzes.profile_id, myQuizzes.quiz_id],
          set: { status: 'Enrolled', updated_at: clock() },
          setWhere: eq(myQuizzes.status, 'Dropped'),
        });
      const [my] = await db
        .select({ id: myQuizzes.id })
        .from(myQuizzes)
        .where(and(eq(myQuizzes.profile_id, caller.profileId), eq(myQuizzes.quiz_id, id)));
      return { my_quiz_id: my!.id };
    },

    /**
     * The daily notice (a periodic task): each student enrolled in a published byte, with cards due
     * today or questions never practised in its bank, who has not practised that bank today, hears of
     * it once a day per bank (practice_notices holds who heard on which day, so a second run, or a
     * second worker, sends nothing twice). Nothing before REMINDER_HOUR_INDIA unless `fromHour` says
     * otherwise (the demo seed). Answers how many were notified.
     */
    async remindDue({ fromHour = REMINDER_HOUR_INDIA }: { fromHour?: number } = {}): Promise<number> {
      const now = clock();
      const day = indiaDay(now);
      if (now.getTime() < day.start.getTime() + fromHour * 3_600_000) return 0;
      let sent = 0;
      for (;;) {
        const batch = rowsOf<{
          profile_id: number;
          bank_id: number;
          quiz_id: number;
          title: string;
          due: number;
          fresh: number;
        }>(
          await db.execute(sql`
            with pairs as (
              select mq.profile_id, q.bank_id, min(q.id) as quiz_id
              from my_quizzes mq
              join quizzes q on q.id = mq.quiz_id and q.kind = 'byte' and q.status = 'published' and q.bank_id is not null
              join profiles p on p.id = mq.profile_id and p.active
              where mq.status <> 'Dropped'
                and not exists (select 1 from practice_notices n
                  where n.profile_id = mq.profile_id and n.bank_id = q.bank_id and n.day = ${day.day})
                and not exists (select 1 from practice_reviews r
                  where r.profile_id = mq.profile_id and r.bank_id = q.bank_id and r.reviewed_at >= ${day.start.toISOString()})
                and (
                  exists (select 1 from practice_cards c join questions x on x.id = c.question_id and not x.archived and x.type <> 'essay'
                    where c.profile_id = mq.profile_id and c.bank_id = q.bank_id and c.due_at < ${day.end.toISOString()})
                  or exists (select 1 from questions x where x.bank_id = q.bank_id and not x.archived and x.type <> 'essay'
                    and not exists (select 1 from practice_cards c where c.profile_id = mq.profile_id and c.question_id = x.id))
                )
              group by mq.profile_id, q.bank_id
              limit ${REMINDER_BATCH}
            )
            select p.profile_id, p.bank_id, p.quiz_id, qq.title,
              (select count(*)::int from practice_cards c join questions x on x.id = c.question_id and not x.archived and x.type <> 'essay'
                where c.profile_id = p.profile_id and c.bank_id = p.bank_id and c.due_at < ${day.end.toISOString()}) as due,
              (select count(*)::int from questions x where x.bank_id = p.bank_id and not x.archived and x.type <> 'essay'
                and not exists (select 1 from practice_cards c where c.profile_id = p.profile_id and c.question_id = x.id)) as fresh
            from pairs p join quizzes qq on qq.id = p.quiz_id`),
        );
        if (batch.length === 0) break;
        sent += await notifyingTransaction(db, notifier, async (tx, notify) => {
          let n = 0;
          for (const r of batch) {
            // The row is the promise: whoever writes it first sends the day's notice, nobody else.
            const claimed = await tx
              .insert(practiceNotices)
              .values({ profile_id: r.profile_id, bank_id: r.bank_id, day: day.day, quiz_id: r.quiz_id, sent_at: now })
              .onConflictDoNothing()
              .returning({ profile_id: practiceNotices.profile_id });
            if (claimed.length === 0) continue;
            await notify({
              kind: 'question_bank',
              profile_ids: [r.profile_id],
              message: reminderMessage(r.title, Number(r.due), Number(r.fresh)),
              // SPEC §2.2: quizByte/{id}?question_bank_id= (decision 0077: the byte's id and its bank's).
              targets: { my_quiz_id: r.quiz_id, my_question_bank_id: r.bank_id },
              performer_profile_id: null,
            });
            n++;
          }
          return n;
        });
        if (batch.length < REMINDER_BATCH) break;
      }
      return sent;
    },
  };
}

export type BytesService = ReturnType<typeof createBytesService>;
