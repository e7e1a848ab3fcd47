import type {
  Attempt,
  BankOverview,
  EssayToGrade,
  KeyChange,
  QuestionBankDetail,
  QuizAccommodations,
  QuizAttemptRow,
  QuizDetail,
  QuizOverview,
  QuizQuestionStat,
  QuizStats,
  ShownQuestion,
} from '@lbd/shared/quizzes';

/** A question bank as GET /api/question_banks/{id} answers it to its author. */
export function buildBankDetail(overrides: Partial<QuestionBankDetail> = {}): QuestionBankDetail {
  return {
    id: 1,
    title: 'Placement aptitude',
    summary: '',
    shared: false,
    question_count: 0,
    categories: ['Percentages'],
    skills: [],
    can_edit: true,
    status: 'draft',
    author: { profile_id: 2, name: 'Vikram' },
    org: null,
    published_at: null,
    updated_at: '2026-11-29T06:00:00.000Z',
    questions: [],
    ...overrides,
  };
}

/** A published quiz as a student reads it (no slots). */
export function buildQuizDetail(overrides: Partial<QuizDetail> = {}): QuizDetail {
  return {
    id: 1,
    title: 'Campus placement mock test',
    summary: 'Ten questions in 20 minutes.',
    kind: 'quiz',
    opens_at: null,
    closes_at: null,
    time_limit_minutes: 20,
    attempts_allowed: 3,
    question_count: 10,
    max_score: 10,
    pass_mark: 60,
    skills: [],
    my_quiz: null,
    can_edit: false,
    status: 'published',
    author: { profile_id: 2, name: 'Vikram' },
    org: null,
    published_at: '2026-11-28T06:00:00.000Z',
    updated_at: '2026-11-28T06:00:00.000Z',
    instructions: '<p>Answers save as you go.</p>',
    grading_method: 'highest',
    shuffle_questions: false,
    shuffle_options: false,
    per_page: 1,
    navigation: 'free',
    review: {
      correctness: ['after', 'closed'],
      marks: ['after', 'closed'],
      key: ['closed'],
      feedback: ['after', 'closed'],
    },
    feedback_bands: [],
    integrity: { one_at_a_time: false, fullscreen: false, max_focus_losses: 0 },
    slots: null,
    ...overrides,
  };
}

export function buildShownQuestion(position: number, overrides: Partial<ShownQuestion> = {}): ShownQuestion {
  return {
    position,
    type: 'single_choice',
    stem: `<p>Question text ${position}</p>`,
    points: 1,
    options: [
      { id: 'a', text: 'Alpha' },
      { id: 'b', text: 'Beta' },
    ],
    lefts: null,
    rights: null,
    blanks: null,
    min_words: null,
    max_words: null,
    answer: null,
    revision: 0,
    saved_at: null,
    result: null,
    ...overrides,
  };
}

/** A running attempt of two questions: the server's clock says 00:09:30 and the deadline is 00:20. */
export function buildAttempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    id: 5,
    quiz_id: 3,
    my_quiz_id: 4,
    number: 1,
    status: 'in_progress',
    started_at: '2020-01-01T00:00:00.000Z',
    deadline_at: '2020-01-01T00:20:00.000Z',
    server_now: '2020-01-01T00:09:30.000Z',
    submitted_at: null,
    score: null,
    max_score: 2,
    percent: null,
    passed: null,
    pending: 0,
    navigation: 'free',
    per_page: 0,
    integrity: { one_at_a_time: false, fullscreen: false, max_focus_losses: 0 },
    focus_losses: 0,
    feedback: null,
    questions: [buildShownQuestion(1), buildShownQuestion(2, { type: 'true_false', options: null })],
    skills: [],
    ...overrides,
  };
}

// ---- the mentor's results screens (quiz dashboard, stats widgets) ----

/** A question's statistics: a single choice answered 32 times, an option nobody picks. */
export function buildQuestionStat(overrides: Partial<QuizQuestionStat> = {}): QuizQuestionStat {
  return {
    question_id: 11,
    type: 'single_choice',
    stem: 'Which clause filters the groups made by GROUP BY?',
    answered: 32,
    facility: 0.781,
    discrimination: 0.45,
    choices: [
      { id: 'a', text: 'WHERE', picks: 4, correct: false },
      { id: 'b', text: 'HAVING', picks: 25, correct: true },
      { id: 'c', text: 'ORDER BY', picks: 3, correct: false },
      { id: 'd', text: 'LIMIT', picks: 0, correct: false },
    ],
    median_seconds: 64,
    flags: ['unpicked_option'],
    ...overrides,
  };
}

/** A quiz's statistics as GET /api/quizzes/{id}/stats gives them to its managers. */
export function buildQuizStats(overrides: Partial<QuizStats> = {}): QuizStats {
  const counts = [0, 1, 0, 2, 4, 6, 7, 6, 4, 2];
  return {
    started: 33,
    finished: 32,
    students: 32,
    mean: 58.4,
    median: 60,
    pass_rate: 0.633,
    completion_rate: 0.97,
    distribution: counts.map((attempts, i) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9, attempts })),
    questions: [
      buildQuestionStat(),
      buildQuestionStat({
        question_id: 12,
        type: 'essay',
        stem: 'Why data analysis?',
        answered: 3,
        facility: 0.75,
        discrimination: null,
        choices: [],
        median_seconds: 300,
        flags: [],
      }),
    ],
    computed_at: '2026-11-29T06:00:00.000Z',
    ...overrides,
  };
}

export function buildAttemptRow(overrides: Partial<QuizAttemptRow> = {}): QuizAttemptRow {
  return {
    id: 41,
    number: 1,
    status: 'submitted',
    student: { profile_id: 71, name: 'Meera Iyer' },
    started_at: '2026-11-27T05:00:00.000Z',
    deadline_at: null,
    submitted_at: '2026-11-27T05:12:00.000Z',
    score: 3,
    max_score: 6,
    percent: 50,
    pending: 1,
    events: 2,
    ...overrides,
  };
}

export function buildEssay(overrides: Partial<EssayToGrade> = {}): EssayToGrade {
  return {
    answer_id: 301,
    attempt_id: 41,
    quiz: { id: 3, name: 'Data analyst screening' },
    student: { profile_id: 71, name: 'Meera Iyer' },
    position: 5,
    stem: '<p>In 80 to 150 words: why do you want to work in data analysis?</p>',
    rubric: '<p>Clear motive (2), one concrete example (2), grammar (1).</p>',
    text: 'Data analysis lets me combine mathematics and talking to people about their problems.',
    words: 13,
    points: 2,
    submitted_at: '2026-11-27T05:12:00.000Z',
    ...overrides,
  };
}

export function buildAccommodations(overrides: Partial<QuizAccommodations> = {}): QuizAccommodations {
  return {
    given: [],
    students: [
      { profile_id: 71, name: 'Meera Iyer', attempts: 1, running: null },
      {
        profile_id: 72,
        name: 'Kabir Singh',
        attempts: 1,
        running: { id: 44, deadline_at: '2026-11-29T06:20:00.000Z' },
      },
    ],
    ...overrides,
  };
}

export function buildKeyChange(overrides: Partial<KeyChange> = {}): KeyChange {
  return {
    question_id: 11,
    bank_id: 2,
    type: 'single_choice',
    stem: 'Which clause filters the groups made by GROUP BY?',
    version: 2,
    outdated: 3,
    last_regrade: null,
    ...overrides,
  };
}

export function buildQuizOverview(overrides: Partial<QuizOverview> = {}): QuizOverview {
  return {
    id: 3,
    title: 'Data analyst screening',
    status: 'published',
    started: 33,
    finished: 32,
    students: 32,
    mean: 58.4,
    pass_rate: 0.633,
    pending: 2,
    flagged: 1,
    last_attempt_at: '2026-11-28T06:00:00.000Z',
    ...overrides,
  };
}

export function buildBankOverview(overrides: Partial<BankOverview> = {}): BankOverview {
  return {
    id: 2,
    title: 'Programming fundamentals',
    status: 'published',
    shared: false,
    questions: 22,
    quizzes: 2,
    answered: 150,
    flagged: 1,
    ...overrides,
  };
}
