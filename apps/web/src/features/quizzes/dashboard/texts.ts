import { QUESTION_HEALTH_MIN_ANSWERS } from '@lbd/shared/quizzes';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the quiz dashboard and the quiz and bank stats widgets say (decision 0075). */
export const DASHBOARD_TEXTS = {
  pageTitle: 'Quiz dashboard',
  quizPage: 'The quiz’s page',
  edit: 'Edit',
  openDashboard: 'Results dashboard',
  tabs: {
    results: 'Results',
    questions: 'Questions',
    attempts: 'Attempts',
    essays: 'Essays to grade',
    accommodations: 'Accommodations',
  },
  tabsLabel: 'Quiz dashboard sections',

  // Results
  started: 'Attempts started',
  finished: 'Finished',
  students: 'Students',
  mean: 'Mean',
  median: 'Median',
  passRate: 'Pass rate',
  completionRate: 'Completion rate',
  distribution: 'Score distribution',
  distributionEmpty: 'No finished attempts yet: the distribution shows once students submit.',
  scoreBand: 'Score',
  attemptsSeries: 'Attempts',
  computedAt: (when: string) => `Counted ${when}; new attempts are counted every minute.`,
  notCounted: 'Not counted yet.',
  passRateNote: 'Attempts with an essay waiting for a mark count towards the pass rate once marked.',

  // Questions
  questionsEmpty: 'No question has been answered in a finished attempt yet.',
  facility: 'Facility',
  facilityHelp: 'Share of the marks students earned',
  discrimination: 'Discrimination',
  discriminationHelp: 'How much better the top 27% of attempts did on it than the bottom 27%',
  medianTime: 'Median time',
  answered: 'Answered',
  choices: 'Choices',
  rightAnswer: 'right answer',
  healthy: 'No flags',
  healthWaits: (answered: number) =>
    `Health is judged after ${QUESTION_HEALTH_MIN_ANSWERS} answers (${answered} so far).`,
  keyChanged: (outdated: number, version: number) =>
    `Key changed: ${plural(outdated, 'answer')} graded by an older key; version ${version} is the latest.`,
  regrade: 'Regrade',
  regrading: 'Regrading…',
  regradeExplain:
    'Grades every finished attempt that showed an older version of this question by the latest key, in every quiz that uses it.',
  regraded: (answers: number, changed: number) =>
    `Regraded ${plural(answers, 'answer')}: ${plural(changed, 'attempt')} changed score.`,
  lastRegrade: (when: string, from: number, to: number, changed: number) =>
    `Last regraded ${when} (version ${from} to ${to}): ${plural(changed, 'attempt')} changed score.`,
  before: 'Before',
  after: 'After',
  attempt: 'Attempt',

  // Attempts
  filterLabel: 'Show',
  filters: { all: 'All', in_progress: 'In progress', finished: 'Finished', pending: 'Essays waiting' },
  attemptsEmpty: 'No attempts here yet.',
  student: 'Student',
  number: 'No.',
  score: 'Score',
  status: 'Status',
  submitted: 'Submitted',
  log: 'Log',
  statusLabels: { in_progress: 'In progress', submitted: 'Submitted', auto_submitted: 'Submitted at time up' },
  open: 'Open',
  close: 'Close',
  attemptOf: (name: string, n: number) => `${name}: attempt ${n}`,
  deadline: 'Deadline',
  answers: 'Answers',
  notAnswered: 'Not answered',
  waiting: 'Waiting for a mark',
  right: 'Right',
  notRight: 'Not right',
  key: 'Right answer',
  mentorComment: 'Comment',
  attemptLog: 'Attempt log',
  logEmpty: 'Nothing logged: no focus changes, pastes or reconnects.',
  logNote:
    'Logged for you to read; nothing here ends or marks an attempt by itself, unless the quiz sets a limit of times leaving the page.',
  logKinds: {
    blur: 'Left the page',
    focus: 'Came back to the page',
    paste: 'Pasted text',
    fullscreen_exit: 'Left fullscreen',
    reconnect: 'Reconnected',
    ended_focus: 'Submitted: left the page as often as the quiz allows',
  } as Record<string, string>,
  onQuestion: (n: number) => `question ${n}`,
  when: 'When',
  event: 'What',

  // Essays
  essaysEmpty: 'No essays wait for a mark.',
  rubric: 'Rubric',
  words: (n: number) => plural(n, 'word'),
  markLabel: (points: number) => `Mark (0 to ${points})`,
  markRange: (points: number) => `Please give a mark from 0 to ${points}`,
  comment: 'Comment for the student',
  saveMark: 'Save the mark',
  saving: 'Saving…',
  marked: (score: number, total: number | null) =>
    `Marked. The attempt’s score is now ${total === null ? score : total}.`,
  question: (n: number) => `Question ${n}`,

  // Accommodations
  give: 'Give an accommodation',
  who: 'Who',
  oneStudent: 'Students',
  batch: 'A batch',
  studentsLabel: 'Students of this quiz',
  studentsHelp: 'Students who have started this quiz.',
  noStudents: 'No student has started this quiz yet.',
  batchYear: 'Graduation year of the batch',
  batchInstitute: 'Institute',
  batchOnlyOrgs: 'A batch is given by its institution or an admin.',
  timeKind: 'Extra time',
  minutes: 'Extra minutes',
  multiplier: 'Time multiplier',
  multiplierHelp: '1.5 gives half again the time limit.',
  extraAttempts: 'Extra attempts',
  reason: 'Reason',
  giveButton: 'Give',
  given: (granted: number, moved: number) =>
    `Given to ${plural(granted, 'student')}.` +
    (moved > 0 ? ` The deadline of ${plural(moved, 'running attempt')} moved at once.` : ''),
  givenList: 'Given',
  givenEmpty: 'Nothing given yet.',
  allQuizzes: 'Every quiz',
  grantedBy: (name: string | null, when: string) => (name ? `${name}, ${when}` : when),
  runningDeadline: (when: string) => `Running attempt: deadline now ${when}`,
  extraOf: (minutes: number, multiplier: number, attempts: number) =>
    [
      minutes > 0 && `+${minutes} min`,
      multiplier > 1 && `×${multiplier} time`,
      attempts > 0 && `+${plural(attempts, 'attempt')}`,
    ]
      .filter(Boolean)
      .join(', ') || 'Nothing extra',
  nothingExtra: 'Please give extra minutes, a multiplier or extra attempts',

  // Widgets
  quiz: 'Quiz',
  bank: 'Question bank',
  attemptsColumn: 'Attempts',
  flagged: 'Flagged questions',
  pendingColumn: 'Essays waiting',
  questionsColumn: 'Questions',
  usedIn: 'Used in quizzes',
  answersColumn: 'Answers',
  quizzesEmpty: 'No quizzes match.',
  banksEmpty: 'No question banks match.',
  datesBackwards: 'The end date is before the start date.',
  showing: (shown: number, total: number, what: string) => `Showing ${shown} of ${total} ${what}.`,
} as const;

export const percentText = (share: number | null) => (share === null ? '—' : `${Math.round(share * 1000) / 10}%`);
export const secondsText = (s: number | null) =>
  s === null ? '—' : s < 60 ? `${Math.round(s)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
