import {
  ACTIVITY_FILE_EXTENSIONS,
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES,
  createAssignmentBodySchema,
  DEFAULT_EVALUATORS,
  type Assignment,
  type CreateAssignmentBody,
  type ScoringMethod,
} from '@lbd/shared/activities';
import { fromStartsAt, toStartsAt } from '@lbd/shared/events';
import { validate, type FieldErrors } from '../../../../lib/form-errors';

/**
 * The authoring form's values: text boxes hold strings (numbers are parsed on save), the four
 * window instants are `datetime-local` values in India time ('2026-05-04T10:00').
 */
export type AuthorFormValues = {
  title: string;
  type: string;
  description: string;
  duration: string;
  max_score: string;
  mentor_assessment_score: string;
  peer_assessment_score: string;
  learning_path: 'PEER' | 'SELF';
  peer_evaluation: boolean;
  final_evaluation: boolean;
  active: boolean;
  enable_at: string;
  disable_at: string;
  peer_enable_at: string;
  peer_disable_at: string;
  evaluators_per_submission: string;
  scoring_method: ScoringMethod;
  spread_threshold: string;
  /** Question texts in order (assignment_que). */
  questions: string[];
  /** Files already stored for the activity (id and stored name). */
  files: { id: number; filename: string }[];
};

export const WINDOW_FIELDS = ['enable_at', 'disable_at', 'peer_enable_at', 'peer_disable_at'] as const;

export function emptyAuthorForm(): AuthorFormValues {
  return {
    title: '',
    type: '',
    description: '',
    duration: '',
    max_score: '',
    mentor_assessment_score: '',
    peer_assessment_score: '',
    learning_path: 'PEER',
    peer_evaluation: true,
    final_evaluation: false,
    active: true,
    enable_at: '',
    disable_at: '',
    peer_enable_at: '',
    peer_disable_at: '',
    evaluators_per_submission: String(DEFAULT_EVALUATORS),
    scoring_method: 'median',
    spread_threshold: '',
    questions: [],
    files: [],
  };
}

/** A `datetime-local` value (India) as the instant the API takes; '' when incomplete. */
export function instantOf(local: string): string {
  return toStartsAt(local.slice(0, 10), local.slice(11, 16)) ?? '';
}

/** An instant as a `datetime-local` value in India. */
export function localOf(instant: string): string {
  const { date, time } = fromStartsAt(instant);
  return date ? `${date}T${time}` : '';
}

/** A number box: its number, or NaN when it is empty or not a number (the schema words the message). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The form as the body of POST/PUT /api/assignments (before validation). */
export function authorBody(v: AuthorFormValues): CreateAssignmentBody {
  return {
    title: v.title,
    type: v.type,
    description: v.description,
    files: v.files.map((f) => f.id),
    assignment_que: v.questions.map((question) => ({ question })),
    max_score: numberOf(v.max_score),
    mentor_assessment_score: numberOf(v.mentor_assessment_score),
    peer_assessment_score: numberOf(v.peer_assessment_score),
    duration: numberOf(v.duration),
    learning_path: v.learning_path,
    peer_evaluation: v.peer_evaluation,
    final_evaluation: v.final_evaluation,
    enable_at: instantOf(v.enable_at),
    disable_at: instantOf(v.disable_at),
    peer_enable_at: instantOf(v.peer_enable_at),
    peer_disable_at: instantOf(v.peer_disable_at),
    evaluators_per_submission: numberOf(v.evaluators_per_submission),
    scoring_method: v.scoring_method,
    spread_threshold: v.spread_threshold.trim() === '' ? null : numberOf(v.spread_threshold),
    active: v.active,
  };
}

/** An activity as loaded for editing. */
export function authorFormOf(a: Assignment): AuthorFormValues {
  return {
    title: a.title,
    type: a.type,
    description: a.description,
    duration: String(a.duration),
    max_score: String(a.max_score),
    mentor_assessment_score: String(a.mentor_assessment_score),
    peer_assessment_score: String(a.peer_assessment_score),
    learning_path: a.learning_path.value,
    peer_evaluation: a.peer_evaluation,
    final_evaluation: a.final_evaluation,
    active: a.active,
    enable_at: localOf(a.enable_at),
    disable_at: localOf(a.disable_at),
    peer_enable_at: localOf(a.peer_enable_at),
    peer_disable_at: localOf(a.peer_disable_at),
    evaluators_per_submission: String(a.evaluators_per_submission),
    scoring_method: a.scoring_method,
    spread_threshold: a.spread_threshold === null ? '' : String(a.spread_threshold),
    questions: a.assignment_que.map((q) => q.question),
    files: a.files.map((f) => ({ id: f.id, filename: f.filename })),
  };
}

/** The form field a server or schema path belongs to ('assignment_que.1.question' -> 'questions.1'). */
export function authorFieldOf(path: string): string {
  const question = /^assignment_que\.(\d+)/.exec(path);
  if (question) return `questions.${question[1]}`;
  if (path === 'assignment_que') return 'questions';
  return path.split('.')[0] ?? path;
}

/** Messages keyed by the form's fields (first message per field). */
export function authorFieldErrors(fields: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = authorFieldOf(path);
    if (!(field in out)) out[field] = message;
  }
  return out;
}

/**
 * Check the form with the shared schema the server uses (same messages, windows ordered, scores
 * adding up); answers the body or the messages keyed by form field.
 */
export function checkAuthorForm(
  values: AuthorFormValues,
): { body: CreateAssignmentBody; errors: null } | { body: null; errors: FieldErrors } {
  const result = validate(createAssignmentBodySchema, authorBody(values));
  if (result.errors === null) return { body: result.data, errors: null };
  return { body: null, errors: authorFieldErrors(result.errors) };
}

/** A file the browser may send: an allowed extension (SPEC §5.3) and within the size limit. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(ACTIVITY_FILE_EXTENSIONS as readonly string[]).includes(ext)) return ACTIVITY_MESSAGES.yourFileNotUploaded;
  if (file.size === 0 || file.size > ACTIVITY_LIMITS.fileBytes) return ACTIVITY_MESSAGES.fileNotUploaded;
  return null;
}

/** The `accept` list of the file picker. */
export const FILE_ACCEPT = ACTIVITY_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
