import type { Attempt, QuestionBankDetail, QuizDetail, ShownQuestion } from '@lbd/shared/quizzes';

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
