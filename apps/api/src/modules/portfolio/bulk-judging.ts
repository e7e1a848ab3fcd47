import {
  IMPORT_FIELDS,
  IMPORT_TEXTS as X,
  fieldMessage,
  type DegreeFormat,
  type EducationEntry,
  type SubjectEntry,
} from '@lbd/shared';
import type { DegreeCells } from '../../lib/portfolio-records';
import type { ChunkContext, EducationRow } from './bulk-context';
import { specOf } from './entries.repo';

/*
 * What judging the portfolio tool's rows shares: a row's error, the columns errors name, and the degrees
 * and subjects as a chunk's judging holds them (saved ones, and those its earlier rows would write).
 */

export const P = X.portfolio;
export const label = (key: string) => IMPORT_FIELDS.portfolio.find((f) => f.key === key)?.label ?? key;
export const lower = (s: string) => s.trim().toLowerCase();

export type Degree = EducationEntry;
export type Subject = SubjectEntry;

/** The import's column for each field of the degree's record (scores go by their format). */
export const DEGREE_COLUMNS: Record<string, string> = {
  institute: 'institute',
  degree: 'degree',
  specialization: 'specialization',
  tenure: 'end_date',
  'tenure.0': 'start_date',
  'tenure.1': 'end_date',
  backlogs: 'backlogs',
  backlogsStatus: 'backlogs',
  placed: 'placed',
  latest_edu: 'latest_edu',
};
export const SUBJECT_COLUMNS: Record<string, string> = {
  name: 'subject',
  semester_number: 'semester',
  type: 'subject_type',
  date: 'exam_date',
  score: 'subject_score',
  skills: 'skills',
  job_roles: 'career_paths',
};
export const scoreColumn = (format: DegreeFormat | null | undefined) => (format === 'Numeric' ? 'percentage' : 'cgpa');

/** A row's error, thrown inside judging and answered as the row's outcome. */
export class RowError extends Error {}
export const fail = (message: string): never => {
  throw new RowError(message);
};

/** The first problem of a parse, naming its column. */
export function firstProblem(
  fields: Record<string, string>,
  column: (path: string) => string,
  formLabel: (path: string) => string[],
) {
  const [path, message] = Object.entries(fields)[0] ?? ['body', 'Invalid'];
  return fieldMessage(label(column(path)), message, formLabel(path));
}

export interface SubjectState {
  id: number | null;
  /** The row of this chunk that named the subject already (a second row of it is refused). */
  seenBy: number | null;
  record: Subject;
  skill_ids: number[];
  job_role_ids: number[];
}
export interface DegreeState {
  /** null: to be created by an earlier row (of this chunk, or of an earlier chunk of a dry run). */
  id: number | null;
  /** What the degree's edit form locks: its saved institute, degree and format. */
  locks: { institute: string; degree: string; format: DegreeFormat | null };
  record: Degree;
  subjects: Map<string, SubjectState>;
}

export const subjectKey = (semester: number, name: string) => `${semester}|${lower(name)}`;

/** A saved degree with its subjects, as the chunk's judging holds them. */
export function storedState(ctx: ChunkContext, e: EducationRow): DegreeState {
  // The degree as the portfolio's own card reads it from its row.
  const record = specOf('educations').fields(e) as Degree;
  const subjects = new Map<string, SubjectState>();
  for (const s of ctx.subjects.filter((x) => x.education_id === e.id)) {
    subjects.set(subjectKey(s.semester_number, s.name), {
      id: s.id,
      seenBy: null,
      skill_ids: s.skill_ids,
      job_role_ids: s.job_role_ids,
      record: {
        name: s.name,
        semester_number: s.semester_number,
        type: s.type,
        date: s.date,
        score: Number(s.score),
        skills: s.skill_ids.map((id) => ctx.skillNames.get(id) ?? ''),
        job_roles: s.job_role_ids.map((id) => ctx.careerPathNames.get(id) ?? ''),
      } as Subject,
    });
  }
  return { id: e.id, locks: { institute: e.institute, degree: e.degree, format: e.format }, record, subjects };
}

/** The degree with the row's cells written over it (only into empty fields with `fillEmptyOnly`). */
export function degreeWith(current: Degree, c: DegreeCells, fillEmptyOnly: boolean): Degree {
  const next = { ...current, tenure: [...current.tenure] as [string, string] };
  // A saved degree always has its dates and its backlog and placement answers: only a format can be empty.
  const overwrite = !fillEmptyOnly;
  if (overwrite) {
    if (c.start) next.tenure[0] = c.start;
    if (c.end) next.tenure[1] = c.end;
    else if (c.passingYear !== undefined && Number(current.tenure[1].slice(0, 4)) !== c.passingYear)
      next.tenure[1] = `${c.passingYear}06`;
    if (c.backlogs !== undefined) {
      next.backlogsStatus = c.backlogs > 0 ? 'yes' : 'no';
      next.backlogs = c.backlogs;
    }
    if (c.placed) next.placed = c.placed;
    if (c.latest !== undefined) next.latest_edu = c.latest;
  }
  if (c.format && (overwrite || current.format === null)) {
    next.format = c.format;
    next.score = c.score as unknown as number;
  }
  return next;
}

/** The columns whose values differ between two states of a degree. */
export function degreeChanges(a: Degree, b: Degree): string[] {
  const out = new Set<string>();
  if (a.tenure[0] !== b.tenure[0]) out.add('start_date');
  if (a.tenure[1] !== b.tenure[1]) out.add('end_date');
  if (a.format !== b.format || Number(a.score) !== Number(b.score)) out.add(scoreColumn(b.format));
  if (a.backlogsStatus !== b.backlogsStatus || a.backlogs !== b.backlogs) out.add('backlogs');
  if (a.placed !== b.placed) out.add('placed');
  if (a.latest_edu !== b.latest_edu) out.add('latest_edu');
  return [...out];
}

export const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
