import {
  QUESTION_HEALTH_MIN_ANSWERS,
  type Question,
  type QuestionHealthFlag,
  type QuizQuestionStat,
  type QuizStats,
} from '@lbd/shared';

/*
 * A quiz's statistics from its attempts (issue 26 item 8), pure: the score distribution, mean and
 * median, pass and completion rates, and per question its facility, discrimination, distractor choices,
 * median time and health flags.
 */

export interface StatAnswer {
  question_id: number;
  /** Share of the points earned (null: waiting for a mentor). */
  fraction: number | null;
  answered: boolean;
  answer: unknown;
  seconds: number;
}

export interface StatAttempt {
  percent: number;
  passed: boolean | null;
  profile_id: number;
  answers: readonly StatAnswer[];
}

/** The share of attempts in each of the top and bottom groups for the discrimination index. */
export const GROUP_SHARE = 0.27;
/** Health thresholds: facility above or below these, discrimination under this. */
export const HEALTH = { easy: 0.95, hard: 0.1, discrimination: 0.1 } as const;

const round = (n: number, places = 3) => Math.round(n * 10 ** places) / 10 ** places;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

/** The options a student picked in a choice answer. */
function picksOf(answer: unknown): string[] {
  if (!answer || typeof answer !== 'object') return [];
  const a = answer as { option_id?: unknown; option_ids?: unknown };
  if (typeof a.option_id === 'string') return [a.option_id];
  if (Array.isArray(a.option_ids)) return a.option_ids.filter((x): x is string => typeof x === 'string');
  return [];
}

/** What the health of a question says, once it has been answered often enough. */
export function healthFlags(
  s: Pick<QuizQuestionStat, 'answered' | 'facility' | 'discrimination' | 'choices'>,
): QuestionHealthFlag[] {
  if (s.answered < QUESTION_HEALTH_MIN_ANSWERS) return [];
  const flags: QuestionHealthFlag[] = [];
  if (s.facility !== null && s.facility >= HEALTH.easy) flags.push('too_easy');
  if (s.facility !== null && s.facility <= HEALTH.hard) flags.push('too_hard');
  if (s.discrimination !== null && s.discrimination < HEALTH.discrimination) flags.push('no_discrimination');
  if (s.choices.some((c) => c.picks === 0)) flags.push('unpicked_option');
  return flags;
}

/** Rich text as one line of plain text (at most 200 characters), for lists. */
export const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

export function quizStats(input: {
  started: number;
  passMark: number;
  attempts: readonly StatAttempt[];
  /** The questions the attempts showed, by id (the latest version, for their text and options). */
  questions: ReadonlyMap<number, Question>;
}): Omit<QuizStats, 'computed_at'> {
  const { attempts } = input;
  const percents = attempts.map((a) => a.percent);
  const distribution = Array.from({ length: 10 }, (_, i) => ({
    from: i * 10,
    to: i === 9 ? 100 : i * 10 + 9,
    attempts: percents.filter((p) => Math.min(9, Math.floor(p / 10)) === i).length,
  }));
  const judged = attempts.filter((a) => a.passed !== null);

  // Top and bottom groups by percent for the discrimination index.
  const ranked = [...attempts].sort((a, b) => b.percent - a.percent);
  const groupSize = Math.max(1, Math.floor(ranked.length * GROUP_SHARE));
  const top = new Set(ranked.slice(0, groupSize));
  const bottom = new Set(ranked.slice(-groupSize));

  const byQuestion = new Map<number, { attempt: StatAttempt; a: StatAnswer }[]>();
  for (const attempt of attempts)
    for (const a of attempt.answers) {
      const list = byQuestion.get(a.question_id) ?? [];
      list.push({ attempt, a });
      byQuestion.set(a.question_id, list);
    }

  const questions: QuizQuestionStat[] = [...byQuestion.entries()].map(([id, rows]) => {
    const q = input.questions.get(id);
    const graded = rows.filter((r) => r.a.fraction !== null);
    const facilityOf = (set: Set<StatAttempt>) =>
      mean(graded.filter((r) => set.has(r.attempt)).map((r) => r.a.fraction!));
    const upper = facilityOf(top);
    const lower = facilityOf(bottom);
    const options =
      q && (q.type === 'single_choice' || q.type === 'multiple_response')
        ? q.options.map((o) => ({
            id: o.id,
            text: plain(o.text),
            picks: rows.filter((r) => picksOf(r.a.answer).includes(o.id)).length,
            correct: q.type === 'single_choice' ? q.correct === o.id : q.correct.includes(o.id),
          }))
        : [];
    const facility = mean(graded.map((r) => r.a.fraction!));
    const stat = {
      question_id: id,
      type: q?.type ?? 'single_choice',
      stem: q ? plain(q.stem) : '',
      answered: rows.filter((r) => r.a.answered).length,
      facility: facility === null ? null : round(facility),
      discrimination: upper === null || lower === null || ranked.length < 2 ? null : round(upper - lower),
      choices: options,
      median_seconds: median(rows.filter((r) => r.a.seconds > 0).map((r) => r.a.seconds)),
      flags: [] as QuestionHealthFlag[],
    };
    stat.flags = healthFlags(stat);
    return stat;
  });

  return {
    started: input.started,
    finished: attempts.length,
    students: new Set(attempts.map((a) => a.profile_id)).size,
    mean: percents.length ? round(mean(percents)!, 1) : null,
    median: percents.length ? round(median(percents)!, 1) : null,
    pass_rate: judged.length ? round(judged.filter((a) => a.passed).length / judged.length) : null,
    completion_rate: input.started ? round(attempts.length / input.started) : null,
    distribution,
    questions: questions.sort((a, b) => a.question_id - b.question_id),
  };
}
