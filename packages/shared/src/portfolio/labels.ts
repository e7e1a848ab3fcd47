import { DEGREE_FORMAT_LABELS, PORTFOLIO_TEXTS, type CardType, type DegreeFormat } from './constants';
import { isInProgress } from './fields';

/** Labels of the learning fields most cards share. */
export const LEARNING_FIELD_LABELS = {
  desc: 'Description',
  skills: 'Skills',
  job_roles: 'Career Paths',
  life_skills: 'Life Skills',
} as const;
const learning = LEARNING_FIELD_LABELS;

/** Field labels of each card's form, keyed by the body's field names; messages use the same labels. */
export const CARD_FIELD_LABELS = {
  books: { title: 'Title', author: 'Author', status: 'Status', date: 'Date of completion', isbn: 'ISBN', ...learning },
  articles: {
    title: 'Title',
    author: 'Author',
    type: 'Article Type',
    url: 'URL',
    isbn: 'ISBN',
    status: 'Status',
    date: 'Date of completion',
    ...learning,
  },
  clubs: {
    title: 'Club Name',
    type: 'Club Type',
    role: 'Role',
    date: 'Date Joined',
    source: 'Host Organisation',
    ...learning,
  },
  education: {
    institute: 'Institute',
    degree: 'Degree',
    specialization: 'Specialization',
    'tenure.0': 'Start Date',
    'tenure.1': 'End Date',
    format: 'Score Format',
    score: 'Score',
    backlogsStatus: 'Backlog Status',
    backlogs: 'Backlogs',
    placed: 'Placed',
    latest_edu: 'Latest Education',
  },
  semester: {
    name: 'Subject Name',
    semester_number: 'Semester',
    type: 'Subject Type',
    format: 'Score Format',
    date: 'Date',
    score: 'Score',
    skills: 'Skills',
    job_roles: 'Career Paths',
  },
  projects: {
    title: 'Project Title',
    status: 'Status',
    date: 'Date of completion',
    duration: 'Duration',
    source: 'Source',
    ...learning,
  },
  events: { title: 'Event Name', role: 'Role', date: 'Event Date', duration: 'Duration', source: 'Host', ...learning },
  internships: {
    title: 'Designation',
    host: 'Host',
    status: 'Status',
    startdate: 'Start Date',
    finishdate: 'End Date',
    ...learning,
  },
  courses: {
    title: 'Course Name',
    status: 'Status',
    date: 'Date of completion',
    duration: 'Duration',
    type: 'Course Type',
    source: 'Source',
    certificate: 'Certificate',
    ...learning,
  },
  certification: {
    title: 'Certification Name',
    role: 'Course Type',
    source: 'Source',
    date: 'Date of certification',
    certificate: 'Certificate',
    ...learning,
  },
  jobs: {
    title: 'Designation',
    host: 'Company',
    type: 'Job Type',
    status: 'Status',
    startdate: 'Start Date',
    finishdate: 'End Date',
    ...learning,
  },
} as const satisfies Record<CardType, Record<string, string>>;

/** Label of a card's completion date: 'Expected Date of completion' while ongoing or Enrolled (SPEC §4.3). */
export function dateLabel(card: CardType, status?: string | null): string {
  if (isInProgress(status)) return PORTFOLIO_TEXTS.expectedDate;
  if (status === 'interested') return PORTFOLIO_TEXTS.dateAdded;
  const labels: Record<string, string> = CARD_FIELD_LABELS[card];
  return labels.date ?? labels.finishdate ?? labels['tenure.1'] ?? 'Date';
}

/** Label of a score field: 'CGPA' or 'Percentage' once the format is known, 'Score' before. */
export function scoreLabel(format: DegreeFormat | null | undefined): string {
  return format ? DEGREE_FORMAT_LABELS[format] : 'Score';
}
