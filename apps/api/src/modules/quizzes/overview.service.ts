import type { BankOverview, KeyChange, Question, QuizAccommodations, QuizOverview } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { containsPattern } from '../../db/sql';
import { contentOrgOf, type LearningCaller } from '../../lib/learning-content/policy';
import { paged, pageRequest } from '../../lib/paging';
import { canonical } from './banks.service';
import type { QuizzesService } from './quizzes.service';
import { plain } from './stats';

/** At most this many given accommodations and students come with a quiz's Accommodations tab. */
export const ACCOMMODATIONS_SHOWN = 200;
export const STUDENTS_SHOWN = 500;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/**
 * What content the caller manages, as a condition on a table aliased `alias` (quizzes or question banks):
 * its author's own and, for company and institution staff, their organisation's; admins all; a pending
 * or deactivated member nothing (the same rule as `managesContent`).
 */
function managedBy(caller: LearningCaller, alias: string, sharedToMentors = false): SQL {
  // Quizzes are also their organisation's mentors' (managesContent with orgMentors); banks are theirs when shared.
  const orgMentors = !sharedToMentors;
  if (caller.isAdmin) return sql`true`;
  if (!caller.active || caller.profileId === null) return sql`false`;
  const t = sql.raw(alias);
  const parts = [sql`${t}.created_by_profile_id = ${caller.profileId}`];
  const orgId = contentOrgOf(caller, orgMentors);
  if (orgId !== null) parts.push(sql`${t}.org_id = ${orgId}`);
  // A shared bank is used by its organisation's other mentors as well (banks.service's usesBank).
  if (sharedToMentors && caller.profileType === 'ADVISOR' && caller.orgId !== null)
    parts.push(sql`(${t}.shared and ${t}.org_id = ${caller.orgId})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Attempts started within the India days picked (open ends keep everything). */
function startedWithin(q: { from?: string; to?: string }): SQL {
  const parts: SQL[] = [];
  if (q.from) parts.push(sql` and (a.started_at at time zone 'Asia/Kolkata')::date >= ${q.from}::date`);
  if (q.to) parts.push(sql` and (a.started_at at time zone 'Asia/Kolkata')::date <= ${q.to}::date`);
  return sql.join(parts, sql``);
}

/** What grades an answer: the question without its wording, points and feedback (a regrade applies a new one). */
function gradingOf(q: Question): string {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([k]) => !WORDING.has(k))
          .map(([k, x]) => [k, strip(x)]),
      );
    return v;
  };
  return canonical(strip(q));
}
const WORDING = new Set(['stem', 'feedback', 'rubric', 'points', 'text', 'left', 'right', 'min_words', 'max_words']);

interface ListQuery {
  query?: string;
  from?: string;
  to?: string;
  page: number;
  count: number;
}

/**
 * The mentor's overviews (issue 26 item 8): the quizzes and question banks a caller manages with their
 * numbers for the stats dashboards, a quiz's accommodations and students, and its questions whose key
 * changed after answers were graded by the old one.
 */
export function createOverviewService(deps: { db: Db; quizzes: QuizzesService }) {
  const { db } = deps;

  return {
    /** GET /api/quiz_stats: the caller's quizzes (admins: all), counted over attempts started within the dates. */
    async quizzes(caller: LearningCaller, q: ListQuery) {
      const page = pageRequest(q);
      const where = sql`q.kind = 'quiz' and ${managedBy(caller, 'q')}${
        q.query ? sql` and q.title ilike ${containsPattern(q.query)}` : sql``
      }`;
      const finished = sql.raw(`a.status <> 'in_progress'`);
      const percent = sql.raw(`case when a.max_score > 0 then coalesce(a.score, 0) / a.max_score * 100 else 0 end`);
      const [rows, total] = await Promise.all([
        db.execute(sql`
          with picked as (
            select q.id, q.title, q.status, q.pass_mark, q.updated_at from quizzes q where ${where}
            order by q.updated_at desc, q.id desc limit ${page.count} offset ${page.offset}
          )
          select p.id, p.title, p.status,
            count(a.id)::int as started,
            count(a.id) filter (where ${finished})::int as finished,
            count(distinct a.profile_id) filter (where ${finished})::int as students,
            avg(${percent}) filter (where ${finished})::float8 as mean,
            count(a.id) filter (where ${finished} and a.pending = 0 and ${percent} >= p.pass_mark)::int as passed,
            count(a.id) filter (where ${finished} and a.pending = 0)::int as judged,
            coalesce(sum(a.pending) filter (where ${finished}), 0)::int as pending,
            max(a.started_at) as last_attempt_at,
            (select count(*)::int from quiz_stats s, jsonb_array_elements(s.stats->'questions') x
              where s.quiz_id = p.id and jsonb_array_length(x->'flags') > 0) as flagged
          from picked p left join quiz_attempts a on a.quiz_id = p.id${startedWithin(q)}
          group by p.id, p.title, p.status, p.pass_mark, p.updated_at
          order by p.updated_at desc, p.id desc`),
        db.execute(sql`select count(*)::int as n from quizzes q where ${where}`),
      ]);
      type Row = Omit<QuizOverview, 'mean' | 'pass_rate' | 'last_attempt_at'> & {
        mean: number | null;
        passed: number;
        judged: number;
        last_attempt_at: unknown;
      };
      const data: QuizOverview[] = rowsOf<Row>(rows).map((r) => ({
        id: Number(r.id),
        title: r.title,
        status: r.status,
        started: r.started,
        finished: r.finished,
        students: r.students,
        mean: r.mean === null ? null : round1(Number(r.mean)),
        pass_rate: r.judged > 0 ? round3(r.passed / r.judged) : null,
        pending: r.pending,
        flagged: r.flagged,
        last_attempt_at: iso(r.last_attempt_at),
      }));
      return paged(data, rowsOf<{ n: number }>(total)[0]?.n ?? 0, page);
    },

    /** GET /api/question_bank_stats: the banks the caller uses (admins: all), with answers within the dates. */
    async banks(caller: LearningCaller, q: ListQuery) {
      const page = pageRequest(q);
      const where = sql`${managedBy(caller, 'b', true)}${q.query ? sql` and b.title ilike ${containsPattern(q.query)}` : sql``}`;
      const flaggedHealth = sql.raw(
        `case when jsonb_typeof(x.health) = 'array' then jsonb_array_length(x.health) else 0 end > 0`,
      );
      const [rows, total] = await Promise.all([
        db.execute(sql`
          with picked as (
            select b.id, b.title, b.status, b.shared, b.updated_at from question_banks b where ${where}
            order by b.updated_at desc, b.id desc limit ${page.count} offset ${page.offset}
          )
          select p.id, p.title, p.status, p.shared,
            (select count(*)::int from questions x where x.bank_id = p.id and not x.archived) as questions,
            (select count(distinct s.quiz_id)::int from quiz_slots s left join questions x on x.id = s.question_id
              where s.bank_id = p.id or x.bank_id = p.id) as quizzes,
            (select count(*)::int from attempt_answers aa
              join quiz_attempts a on a.id = aa.attempt_id
              join questions x on x.id = aa.question_id
              where x.bank_id = p.id and a.status <> 'in_progress'
                and aa.answer is not null and aa.answer <> 'null'::jsonb${startedWithin(q)}) as answered,
            (select count(*)::int from questions x where x.bank_id = p.id and not x.archived and ${flaggedHealth}) as flagged
          from picked p
          order by p.updated_at desc, p.id desc`),
        db.execute(sql`select count(*)::int as n from question_banks b where ${where}`),
      ]);
      const data: BankOverview[] = rowsOf<BankOverview>(rows).map((r) => ({ ...r, id: Number(r.id) }));
      return paged(data, rowsOf<{ n: number }>(total)[0]?.n ?? 0, page);
    },

    /**
     * GET /api/quizzes/{id}/accommodations: what was given on the quiz (and an admin's grants for every
     * quiz to its students), newest first, each with the student's running attempt as its deadline is
     * now; and the quiz's students to give to.
     */
    async accommodations(caller: LearningCaller, quizId: number): Promise<QuizAccommodations> {
      await deps.quizzes.managed(caller, quizId);
      const running = sql.raw(`(select a.id from quiz_attempts a
          where a.quiz_id = m.quiz_id and a.profile_id = m.profile_id and a.status = 'in_progress' limit 1)`);
      const [students, given] = await Promise.all([
        db.execute(sql`
          select m.profile_id, p.full_name as name,
            (select count(*)::int from quiz_attempts a where a.my_quiz_id = m.id) as attempts,
            r.id as running_id, r.deadline_at as running_deadline
          from my_quizzes m
          join profiles p on p.id = m.profile_id
          left join quiz_attempts r on r.id = ${running}
          where m.quiz_id = ${quizId}
          order by p.full_name, m.profile_id
          limit ${STUDENTS_SHOWN}`),
        db.execute(sql`
          select g.id, g.quiz_id, g.profile_id, p.full_name as name, g.extra_minutes, g.time_multiplier,
            g.extra_attempts, g.reason, g.granted_by_profile_id, b.full_name as granted_by_name, g.inserted_at,
            r.id as running_id, r.deadline_at as running_deadline
          from quiz_accommodations g
          join profiles p on p.id = g.profile_id
          left join profiles b on b.id = g.granted_by_profile_id
          left join quiz_attempts r on r.quiz_id = ${quizId} and r.profile_id = g.profile_id and r.status = 'in_progress'
          where g.quiz_id = ${quizId}
            or (g.quiz_id is null and g.profile_id in (select profile_id from my_quizzes where quiz_id = ${quizId}))
          order by g.inserted_at desc, g.id desc
          limit ${ACCOMMODATIONS_SHOWN}`),
      ]);
      const runningOf = (r: { running_id: unknown; running_deadline: unknown }) =>
        r.running_id === null ? null : { id: Number(r.running_id), deadline_at: iso(r.running_deadline) };
      type Student = {
        profile_id: number;
        name: string;
        attempts: number;
        running_id: unknown;
        running_deadline: unknown;
      };
      type Given = {
        id: number;
        quiz_id: number | null;
        profile_id: number;
        name: string;
        extra_minutes: number;
        time_multiplier: string | number;
        extra_attempts: number;
        reason: string;
        granted_by_profile_id: number | null;
        granted_by_name: string | null;
        inserted_at: unknown;
        running_id: unknown;
        running_deadline: unknown;
      };
      return {
        given: rowsOf<Given>(given).map((g) => ({
          id: Number(g.id),
          student: { profile_id: Number(g.profile_id), name: g.name },
          scope: g.quiz_id === null ? 'all' : 'quiz',
          extra_minutes: g.extra_minutes,
          time_multiplier: Number(g.time_multiplier),
          extra_attempts: g.extra_attempts,
          reason: g.reason,
          granted_by:
            g.granted_by_profile_id === null
              ? null
              : { profile_id: Number(g.granted_by_profile_id), name: g.granted_by_name ?? '' },
          granted_at: iso(g.inserted_at)!,
          running: runningOf(g),
        })),
        students: rowsOf<Student>(students).map((s) => ({
          profile_id: Number(s.profile_id),
          name: s.name,
          attempts: s.attempts,
          running: runningOf(s),
        })),
      };
    },

    /**
     * GET /api/quizzes/{id}/key_changes: questions of the quiz answered in finished attempts under an
     * older version whose grading differs from the latest (same type, not an essay), and those regraded
     * before, with the last regrade.
     */
    async keyChanges(caller: LearningCaller, quizId: number): Promise<KeyChange[]> {
      await deps.quizzes.managed(caller, quizId);
      const older = rowsOf<{ question_id: number; old_body: Question; n: number }>(
        await db.execute(sql`
          select aa.question_id, v.body as old_body, count(*)::int as n
          from attempt_answers aa
          join quiz_attempts a on a.id = aa.attempt_id
          join question_versions v on v.id = aa.question_version_id
          join questions x on x.id = aa.question_id
          where a.quiz_id = ${quizId} and a.status <> 'in_progress' and aa.grade_status <> 'pending'
            and v.version <> x.version
          group by aa.question_id, v.id, v.body`),
      );
      const regraded = rowsOf<{
        question_id: number;
        at: unknown;
        from_version: number;
        to_version: number;
        changed: number;
      }>(
        await db.execute(sql`
          select distinct on (r.question_id) r.question_id, r.inserted_at as at, r.from_version, r.to_version,
            jsonb_array_length(r.changes)::int as changed
          from quiz_regrades r
          where r.question_id in (
            select aa.question_id from attempt_answers aa join quiz_attempts a on a.id = aa.attempt_id
            where a.quiz_id = ${quizId} and a.status <> 'in_progress')
          order by r.question_id, r.inserted_at desc, r.id desc`),
      );
      const ids = [
        ...new Set([...older.map((o) => Number(o.question_id)), ...regraded.map((r) => Number(r.question_id))]),
      ];
      if (ids.length === 0) return [];
      const latest = rowsOf<{ id: number; bank_id: number; version: number; body: Question }>(
        await db.execute(sql`
          select x.id, x.bank_id, x.version, v.body from questions x
          join question_versions v on v.question_id = x.id and v.version = x.version
          where x.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`),
      );
      const lastOf = new Map(regraded.map((r) => [Number(r.question_id), r]));
      return latest
        .map((l) => {
          const now = l.body;
          const outdated = older
            .filter(
              (o) =>
                Number(o.question_id) === Number(l.id) &&
                now.type !== 'essay' &&
                o.old_body.type === now.type &&
                gradingOf(o.old_body) !== gradingOf(now),
            )
            .reduce((n, o) => n + o.n, 0);
          const last = lastOf.get(Number(l.id));
          return {
            question_id: Number(l.id),
            bank_id: Number(l.bank_id),
            type: now.type,
            stem: plain(now.stem),
            version: l.version,
            outdated,
            last_regrade: last
              ? {
                  at: iso(last.at)!,
                  from_version: last.from_version,
                  to_version: last.to_version,
                  changed: last.changed,
                }
              : null,
          };
        })
        .filter((k) => k.outdated > 0 || k.last_regrade !== null)
        .sort((a, b) => b.outdated - a.outdated || a.question_id - b.question_id);
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
