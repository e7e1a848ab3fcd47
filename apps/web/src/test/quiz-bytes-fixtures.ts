import type {
  BankScorecard,
  CardCounts,
  MyQuestionBank,
  PracticeQuestion,
  PracticeSession,
  QuizByteDetail,
} from '@lbd/shared/quizzes';
import { buildShownQuestion } from './quizzes-fixtures';

/** Quiz bytes (decision 0077): what their routes answer, for page tests. */

const counts = (over: Partial<CardCounts> = {}): CardCounts => ({
  total: 5,
  new: 2,
  learning: 2,
  mastered: 1,
  due_today: 1,
  ...over,
});

/** A question of a session: as an attempt shows it (the shared fixture), with why it is asked. */
export function buildPracticeQuestion(position: number, reason: PracticeQuestion['reason'] = 'new'): PracticeQuestion {
  const {
    revision: _r,
    saved_at: _s,
    ...shown
  } = buildShownQuestion(position, {
    stem: `<p>Practice question ${position}</p>`,
  });
  return { ...shown, category: 'Percentages', reason, answer: null, result: null };
}

export function buildPracticeSession(over: Partial<PracticeSession> = {}): PracticeSession {
  return {
    id: 7,
    my_quiz_id: 3,
    quiz_id: 11,
    bank_id: 9,
    title: 'Aptitude daily',
    started_at: '2026-11-29T14:00:00.000Z',
    finished_at: null,
    questions: [buildPracticeQuestion(1, 'due'), buildPracticeQuestion(2), buildPracticeQuestion(3)],
    ...over,
  };
}

/** A published byte as an enrolled student reads it. */
export function buildByteDetail(over: Partial<QuizByteDetail> = {}): QuizByteDetail {
  return {
    id: 1,
    title: 'Aptitude daily',
    summary: 'Five questions a day.',
    bank: { id: 1, title: 'Placement aptitude', questions: 5 },
    questions_per_session: 5,
    skills: [],
    can_edit: false,
    status: 'published',
    author: { profile_id: 2, name: 'Vikram' },
    org: null,
    published_at: '2026-11-28T06:00:00.000Z',
    updated_at: '2026-11-28T06:00:00.000Z',
    mine: { my_quiz_id: 1, counts: counts(), next_due_at: null, practised_today: false, open_session_id: null },
    categories: ['Percentages'],
    class: null,
    ...over,
  };
}

export function buildMyQuestionBank(): MyQuestionBank {
  return {
    bank: { id: 1, title: 'Placement aptitude', summary: '' },
    bytes: [{ quiz_id: 1, my_quiz_id: 1, title: 'Aptitude daily' }],
    counts: counts(),
    next_due_at: null,
    forecast: [{ day: '2026-11-29', due: 1 }],
    history: [{ day: '2026-11-29', answers: 5, right: 4 }],
  };
}

export function buildScorecard(): BankScorecard {
  const row = { mastered: 1, learning: 2, total: 5, share: 0.2 };
  return {
    bank: { id: 1, title: 'Placement aptitude' },
    view: 'student',
    students: 1,
    stability_days: 21,
    overall: row,
    categories: [{ name: 'Percentages', ...row }],
    skills: [],
  };
}
