import { randomInt } from 'node:crypto';
import {
  QUIZ_BYTE_LIMITS,
  QUIZ_BYTE_TEXTS as B,
  MASTERY_STABILITY_DAYS,
  gradeAnswer,
  keyOf,
  parseAnswer,
  presentQuestion,
  todayOf,
  type BankScorecard,
  type MyQuestionBank,
  type MyQuizBanks,
  type PracticeCard,
  type PracticeResult,
  type PracticeSession,
  type Question,
} from '@lbd/shared';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { catalogueNames } from '../../db/catalogue-names';
import type { Db } from '../../db/client';
import {
  myQuizzes,
  practiceCards,
  practiceReviews,
  practiceSessions,
  questionBanks,
  questions,
  questionVersions,
  quizzes,
} from '../../db/schema';
import type { Tx } from '../../db/sql';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { LearningCaller } from '../../lib/learning-content/policy';
import type { BanksService } from './banks.service';
import { plain } from './quizzes.service';
import {
  cardsOf,
  cardsOfMany,
  countCards,
  enrolledBytes,
  practicableQuestions,
  practisedSince,
  studentsOfBank,
  type CardRow,
  type PracticeQuestionRow,
} from './practice.repo';
import {
  cardState,
  indiaDay,
  isMastered,
  newCard,
  pickSession,
  ratingFor,
  review,
  type StoredCard,
} from './spaced-repetition';

type SessionRow = typeof practiceSessions.$inferSelect;
type ReviewRow = typeof practiceReviews.$inferSelect;
type Runner = Db | Tx;
const DAY_MS = 86_400_000;

const share = (mastered: number, total: number) => (total === 0 ? null : Math.round((mastered / total) * 1000) / 1000);

/** What the student sees after answering (recorded with the review, so a repeat answers the same). */
function resultOf(r: ReviewRow, body: Question): PracticeResult {
  const after = r.card_after as StoredCard;
  return {
    correct: r.correct,
    fraction: r.fraction,
    rating: r.rating,
    key: keyOf(body) as Record<string, unknown> | null,
    feedback: body.feedback ? body.feedback : null,
    next_due_at: after.due,
    mastered: isMastered(after),
  };
}

/**
 * Practice (issue 26 item 10, decision 0077): a student's sessions of 3 to 5 questions, each answer
 * graded by the shared grader and moving the student's card; the student's banks, cards and
 * scorecard. A student sees only their own: another's session, enrolment or profile is not found.
 */
export function createPracticeService({ db, clock, banks }: { db: Db; clock: () => Date; banks: BanksService }) {
  const names = catalogueNames(db);

  const student = (caller: LearningCaller): number => {
    if (caller.profileType !== 'STUDENT' || caller.profileId === null) throw new ForbiddenError();
    return caller.profileId;
  };

  async function ownSession(runner: Runner, caller: LearningCaller, id: number, lock = false): Promise<SessionRow> {
    const q = runner.select().from(practiceSessions).where(eq(practiceSessions.id, id));
    const [row] = lock ? await q.for('update') : await q;
    if (!row || row.profile_id !== student(caller)) throw new NotFoundError();
    return row;
  }

  /** The latest version of each question (its text and key). */
  async function latest(runner: Runner, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, { version_id: number; body: Question }>();
    const rows = await runner
      .select({ question_id: questions.id, version_id: questionVersions.id, body: questionVersions.body })
      .from(questions)
      .innerJoin(
        questionVersions,
        and(eq(questionVersions.question_id, questions.id), eq(questionVersions.version, questions.version)),
      )
      .where(inArray(questions.id, [...ids]));
    return new Map(rows.map((r) => [r.question_id, { version_id: r.version_id, body: r.body as Question }]));
  }

  async function view(session: SessionRow): Promise<PracticeSession> {
    const [quiz] = await db.select({ title: quizzes.title }).from(quizzes).where(eq(quizzes.id, session.quiz_id));
    const [bodies, filing, reviews] = await Promise.all([
      latest(db, session.question_ids),
      db
        .select({ id: questions.id, category: questions.category })
        .from(questions)
        .where(inArray(questions.id, session.question_ids.length ? session.question_ids : [-1])),
      db.select().from(practiceReviews).where(eq(practiceReviews.session_id, session.id)),
    ]);
    const category = new Map(filing.map((f) => [f.id, f.category]));
    const answered = new Map(reviews.map((r) => [r.position, r]));
    // The version answered is the one reviewed; an unanswered question shows its latest.
    const reviewedVersions = await db
      .select({ id: questionVersions.id, body: questionVersions.body })
      .from(questionVersions)
      .where(inArray(questionVersions.id, reviews.length ? reviews.map((r) => r.question_version_id) : [-1]));
    const versionBody = new Map(reviewedVersions.map((v) => [v.id, v.body as Question]));
    return {
      id: session.id,
      my_quiz_id: session.my_quiz_id,
      quiz_id: session.quiz_id,
      bank_id: session.bank_id,
      title: quiz?.title ?? '',
      started_at: session.started_at.toISOString(),
      finished_at: session.finished_at?.toISOString() ?? null,
      questions: session.question_ids.flatMap((qid, i) => {
        const position = i + 1;
        const r = answered.get(position);
        const body = r ? versionBody.get(r.question_version_id) : bodies.get(qid)?.body;
        if (!body) return [];
        const shown = presentQuestion(body, session.seed, position, true);
        return [
          {
            position,
            ...shown,
            category: category.get(qid) ?? null,
            reason: (session.reasons[i] ?? 'new') as 'due' | 'new' | 'ahead',
            answer: r ? (r.answer as Record<string, unknown>) : null,
            result: r ? resultOf(r, body) : null,
          },
        ];
      }),
    };
  }

  /** A bank a student practises through some byte (an enrolment); otherwise not found. */
  async function practisedBank(caller: LearningCaller, bankId: number) {
    const profileId = student(caller);
    const bytes = await enrolledBytes(db, profileId, bankId);
    if (bytes.length === 0) throw new NotFoundError();
    const [bank] = await db
      .select({ id: questionBanks.id, title: questionBanks.title, summary: questionBanks.summary })
      .from(questionBanks)
      .where(eq(questionBanks.id, bankId));
    if (!bank) throw new NotFoundError();
    return {
      profileId,
      bank,
      bytes: bytes.map((b) => ({ quiz_id: b.quiz_id, my_quiz_id: b.my_quiz_id, title: b.title })),
    };
  }

  /** Mastery per category and per skill over some students' cards of the bank's practicable questions. */
  async function mastery(
    live: PracticeQuestionRow[],
    cards: { question_id: number; card: StoredCard }[],
    students: number,
  ) {
    const per = new Map<number, { mastered: number; seen: number }>();
    for (const c of cards) {
      const s = per.get(c.question_id) ?? { mastered: 0, seen: 0 };
      s.seen++;
      if (isMastered(c.card)) s.mastered++;
      per.set(c.question_id, s);
    }
    type Acc = { mastered: number; learning: number; total: number };
    const add = (acc: Acc | undefined, qid: number): Acc => {
      const s = per.get(qid) ?? { mastered: 0, seen: 0 };
      const a = acc ?? { mastered: 0, learning: 0, total: 0 };
      return {
        mastered: a.mastered + s.mastered,
        learning: a.learning + s.seen - s.mastered,
        total: a.total + students,
      };
    };
    const row = (a: Acc) => ({ ...a, share: share(a.mastered, a.total) });
    const byCategory = new Map<string, Acc>();
    const bySkill = new Map<number, Acc>();
    let overall: Acc = { mastered: 0, learning: 0, total: 0 };
    for (const q of live) {
      overall = add(overall, q.id);
      const cat = q.category ?? 'Uncategorised';
      byCategory.set(cat, add(byCategory.get(cat), q.id));
      for (const s of new Set(q.skill_ids)) bySkill.set(s, add(bySkill.get(s), q.id));
    }
    const n = await names.names({ skillIds: [...bySkill.keys()] });
    const skillName = new Map(n.skills.map((s) => [s.id, s.display_name]));
    return {
      overall: row(overall),
      categories: [...byCategory.entries()]
        .map(([name, a]) => ({ name, ...row(a) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      skills: [...bySkill.entries()]
        .filter(([id]) => skillName.has(id))
        .map(([id, a]) => ({ id, name: skillName.get(id)!, ...row(a) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  /** Reviews due on each of the next days (overdue ones on the first). */
  function forecast(cards: CardRow[], liveIds: Set<number>, now: Date) {
    const days = Array.from({ length: QUIZ_BYTE_LIMITS.forecastDays }, (_, i) =>
      todayOf(new Date(now.getTime() + i * DAY_MS)),
    );
    const count = new Map(days.map((d) => [d, 0]));
    for (const c of cards) {
      if (!liveIds.has(c.question_id)) continue;
      const d = c.due_at <= now ? days[0]! : todayOf(c.due_at);
      if (count.has(d)) count.set(d, count.get(d)! + 1);
    }
    return days.map((day) => ({ day, due: count.get(day)! }));
  }

  return {
    /**
     * POST /api/my_quiz_bytes/{id}/sessions: today's session of the enrolment, resumed if one is open,
     * else a new one (a session left open on an earlier day is closed first: its unanswered questions
     * stay as they were, due or new).
     */
    async start(caller: LearningCaller, myQuizId: number): Promise<PracticeSession> {
      const profileId = student(caller);
      const id = await db.transaction(async (tx) => {
        const [my] = await tx
          .select({ my: myQuizzes, quiz: quizzes })
          .from(myQuizzes)
          .innerJoin(quizzes, eq(quizzes.id, myQuizzes.quiz_id))
          .where(and(eq(myQuizzes.id, myQuizId), eq(myQuizzes.profile_id, profileId), eq(quizzes.kind, 'byte')))
          .for('update', { of: myQuizzes });
        if (!my || my.my.status === 'Dropped' || my.quiz.status === 'draft' || my.quiz.bank_id === null)
          throw new NotFoundError();
        const now = clock();
        const day = indiaDay(now);
        const [open] = await tx
          .select()
          .from(practiceSessions)
          .where(and(eq(practiceSessions.my_quiz_id, myQuizId), sql`${practiceSessions.finished_at} is null`));
        if (open && open.started_at >= day.start) return open.id;
        if (open) await tx.update(practiceSessions).set({ finished_at: now }).where(eq(practiceSessions.id, open.id));
        const bankId = my.quiz.bank_id;
        const [live, cards] = await Promise.all([practicableQuestions(tx, bankId), cardsOf(tx, profileId, bankId)]);
        const picks = pickSession(
          live.map((q) => q.id),
          cards,
          my.quiz.questions_per_session ?? QUIZ_BYTE_LIMITS.sessionDefault,
          day.end,
        );
        if (picks.length === 0) throw new ConflictError(B.nothingToPractise);
        const [made] = await tx
          .insert(practiceSessions)
          .values({
            my_quiz_id: myQuizId,
            profile_id: profileId,
            quiz_id: my.quiz.id,
            bank_id: bankId,
            question_ids: picks.map((p) => p.question_id),
            reasons: picks.map((p) => p.reason),
            seed: randomInt(0, 2 ** 31 - 1),
            started_at: now,
          })
          .returning({ id: practiceSessions.id });
        return made!.id;
      });
      return view(await ownSession(db, caller, id));
    },

    /** GET /api/practice_sessions/{id}. */
    async get(caller: LearningCaller, id: number): Promise<PracticeSession> {
      return view(await ownSession(db, caller, id));
    },

    /**
     * PUT /api/practice_sessions/{id}/answers/{position}: graded by the shared grader at once, rated and
     * the card moved (in one transaction with the review); answering a question again answers what was
     * recorded the first time, and moves nothing.
     */
    async answer(caller: LearningCaller, id: number, position: number, body: { answer: unknown; seconds: number }) {
      const out = await db.transaction(async (tx) => {
        const session = await ownSession(tx, caller, id, true);
        const questionId = session.question_ids[position - 1];
        if (questionId === undefined) throw new NotFoundError();
        const finished = (answered: number) => answered >= session.question_ids.length;
        const [done] = await tx
          .select()
          .from(practiceReviews)
          .where(and(eq(practiceReviews.session_id, id), eq(practiceReviews.position, position)));
        const countAnswered = async () =>
          (
            await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(practiceReviews)
              .where(eq(practiceReviews.session_id, id))
          )[0]!.n;
        if (done) {
          const [v] = await tx
            .select({ body: questionVersions.body })
            .from(questionVersions)
            .where(eq(questionVersions.id, done.question_version_id));
          return { position, result: resultOf(done, v!.body as Question), finished: finished(await countAnswered()) };
        }
        if (session.finished_at) return { refused: B.sessionEnded };
        const version = (await latest(tx, [questionId])).get(questionId);
        if (!version) throw new NotFoundError();
        const q = version.body;
        const parsed = parseAnswer(
          { type: q.type, max_words: q.type === 'essay' ? q.max_words : undefined },
          body.answer,
        );
        if (!parsed.ok) throw new ValidationError({ answer: parsed.message }, parsed.message);
        const now = clock();
        const grade = gradeAnswer(q, parsed.answer);
        const rating = ratingFor(grade, body.seconds);
        const [held] = await tx
          .select()
          .from(practiceCards)
          .where(and(eq(practiceCards.profile_id, session.profile_id), eq(practiceCards.question_id, questionId)))
          .for('update');
        const before = held ? (held.card as StoredCard) : null;
        const after = review(before ?? newCard(now), rating, now);
        await tx
          .insert(practiceCards)
          .values({
            profile_id: session.profile_id,
            bank_id: session.bank_id,
            question_id: questionId,
            card: after,
            due_at: new Date(after.due),
          })
          .onConflictDoUpdate({
            target: [practiceCards.profile_id, practiceCards.question_id],
            set: { card: after, due_at: new Date(after.due), updated_at: now },
          });
        const [made] = await tx
          .insert(practiceReviews)
          .values({
            session_id: id,
            position,
            profile_id: session.profile_id,
            bank_id: session.bank_id,
            question_id: questionId,
            question_version_id: version.version_id,
            answer: parsed.answer,
            fraction: Math.max(0, Math.min(1, grade.fraction ?? 0)),
            correct: grade.correct === true,
            rating,
            seconds: body.seconds,
            card_before: before,
            card_after: after,
            reviewed_at: now,
          })
          .returning();
        const answered = await countAnswered();
        if (finished(answered))
          await tx.update(practiceSessions).set({ finished_at: now }).where(eq(practiceSessions.id, id));
        return { position, result: resultOf(made!, q), finished: finished(answered) };
      });
      if ('refused' in out) throw new ConflictError(out.refused!);
      return out;
    },

    /** GET /api/my_quiz_banks/{profileId}: the student's own banks (anyone else's profile is not found). */
    async myBanks(caller: LearningCaller, profileId: number): Promise<MyQuizBanks> {
      if (student(caller) !== profileId) throw new NotFoundError();
      const now = clock();
      const day = indiaDay(now);
      const bytes = await enrolledBytes(db, profileId);
      const bankIds = [...new Set(bytes.map((b) => b.bank_id!))];
      const titles = bankIds.length
        ? await db
            .select({ id: questionBanks.id, title: questionBanks.title })
            .from(questionBanks)
            .where(inArray(questionBanks.id, bankIds))
        : [];
      const title = new Map(titles.map((t) => [t.id, t.title]));
      return Promise.all(
        bankIds.map(async (bankId) => {
          const [live, cards, practised] = await Promise.all([
            practicableQuestions(db, bankId),
            cardsOf(db, profileId, bankId),
            practisedSince(db, profileId, bankId, day.start),
          ]);
          return {
            bank: { id: bankId, title: title.get(bankId) ?? '' },
            bytes: bytes
              .filter((b) => b.bank_id === bankId)
              .map((b) => ({ quiz_id: b.quiz_id, my_quiz_id: b.my_quiz_id, title: b.title })),
            ...countCards(live, cards, day.end),
            practised_today: practised,
          };
        }),
      );
    },

    /** GET /api/my_question_banks/{bankId}: the caller's standing in one bank they practise. */
    async myBank(caller: LearningCaller, bankId: number): Promise<MyQuestionBank> {
      const { profileId, bank, bytes } = await practisedBank(caller, bankId);
      const now = clock();
      const day = indiaDay(now);
      const since = new Date(day.start.getTime() - (QUIZ_BYTE_LIMITS.historyDays - 1) * DAY_MS);
      const [live, cards, answers] = await Promise.all([
        practicableQuestions(db, bankId),
        cardsOf(db, profileId, bankId),
        db
          .select({ at: practiceReviews.reviewed_at, correct: practiceReviews.correct })
          .from(practiceReviews)
          .where(
            and(
              eq(practiceReviews.profile_id, profileId),
              eq(practiceReviews.bank_id, bankId),
              gte(practiceReviews.reviewed_at, since),
            ),
          ),
      ]);
      const history = Array.from({ length: QUIZ_BYTE_LIMITS.historyDays }, (_, i) => ({
        day: todayOf(new Date(since.getTime() + i * DAY_MS)),
        answers: 0,
        right: 0,
      }));
      const byDay = new Map(history.map((h) => [h.day, h]));
      for (const a of answers) {
        const h = byDay.get(todayOf(a.at));
        if (!h) continue;
        h.answers++;
        if (a.correct) h.right++;
      }
      return {
        bank,
        bytes,
        ...countCards(live, cards, day.end),
        forecast: forecast(cards, new Set(live.map((q) => q.id)), now),
        history,
      };
    },

    /** GET /api/my_question_banks/{bankId}/cards: each practicable question with the caller's card. */
    async cards(caller: LearningCaller, bankId: number) {
      const { profileId, bank } = await practisedBank(caller, bankId);
      const [live, cards] = await Promise.all([practicableQuestions(db, bankId), cardsOf(db, profileId, bankId)]);
      const bodies = await latest(
        db,
        live.map((q) => q.id),
      );
      const card = new Map(cards.map((c) => [c.question_id, c]));
      return {
        bank: { id: bank.id, title: bank.title },
        cards: live.map((q): PracticeCard => {
          const c = card.get(q.id)?.card ?? null;
          return {
            question_id: q.id,
            sequence: q.sequence,
            type: q.type as PracticeCard['type'],
            stem: plain(bodies.get(q.id)?.body.stem ?? '').slice(0, 160),
            category: q.category,
            difficulty: q.difficulty,
            state: cardState(c),
            due_at: c ? c.due : null,
            reps: c?.reps ?? 0,
            lapses: c?.lapses ?? 0,
            stability: c ? Math.round(c.stability * 10) / 10 : null,
            last_review_at: c?.last_review ?? null,
            mastered: isMastered(c),
          };
        }),
      };
    },

    /**
     * GET /api/question_banks/{id}/scorecard: a student practising the bank sees their own mastery; the
     * bank's users (its author, organisation, shared-bank mentors) and admins see the class together.
     * Anyone else: not found.
     */
    async scorecard(caller: LearningCaller, bankId: number): Promise<BankScorecard> {
      const [bank] = await db.select().from(questionBanks).where(eq(questionBanks.id, bankId));
      if (!bank) throw new NotFoundError();
      const live = await practicableQuestions(db, bankId);
      const base = { bank: { id: bank.id, title: bank.title }, stability_days: MASTERY_STABILITY_DAYS };
      if (caller.profileType === 'STUDENT' && caller.profileId !== null && !caller.isAdmin) {
        const { profileId } = await practisedBank(caller, bankId);
        const cards = await cardsOf(db, profileId, bankId);
        return { ...base, view: 'student', students: 1, ...(await mastery(live, cards, 1)) };
      }
      if (!banks.usesBank(caller, bank)) throw new NotFoundError();
      const students = await studentsOfBank(db, bankId);
      const cards = await cardsOfMany(db, students, bankId);
      return { ...base, view: 'class', students: students.length, ...(await mastery(live, cards, students.length)) };
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
