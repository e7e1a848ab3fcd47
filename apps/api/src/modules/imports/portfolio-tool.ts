import {
  DATE_MESSAGES,
  IMPORT_FIELDS,
  IMPORT_TEXTS as X,
  fieldMessage,
  readBacklogs,
  readImportDate,
  readNameList,
  readSemester,
  readSubjectType,
  readYesNo,
} from '@lbd/shared';
import type { DegreeCells, PortfolioRecords, SubjectCells } from '../../lib/portfolio-records';
import { findByKeys, instituteOf, readKey, scopeRefusal } from './students';
import type { ImportToolHandler, PlannedRow, RowClash } from './tool';
import { errorRow } from '../../lib/import-rows';

/*
 * /bulkPortfolioUpdation: students' degrees and their semester subjects, from a sheet where one row is
 * one degree, optionally with one subject of it (a sheet of subjects repeats the degree's columns). The
 * student is found as every tool finds them (and must be the institute's; no account is created here);
 * the cells are read into what the portfolio holds, then judged and written by the portfolio module
 * (the `portfolioRecords` fact), whose rules and tables they are.
 */

const P = X.portfolio;
const label = (key: string) => IMPORT_FIELDS.portfolio.find((f) => f.key === key)?.label ?? key;
/** The degree's columns beyond the ones that find it: two rows of one degree must not disagree on them. */
const DEGREE_VALUES = [
  'start_date',
  'end_date',
  'passing_year',
  'cgpa',
  'percentage',
  'backlogs',
  'placed',
  'latest_edu',
] as const;
const SUBJECT_VALUES = ['semester', 'subject_type', 'exam_date', 'subject_score', 'skills', 'career_paths'] as const;
const norm = (s: string | undefined) => (s ?? '').trim().toLowerCase();

/** A row's cells read into what the portfolio holds, or the row's first problem (naming the column). */
function readCells(
  v: Record<string, string>,
): { degree: DegreeCells; subject: SubjectCells | null } | { error: string } {
  if (!v.degree) return { error: X.required(label('degree')) };
  if (!v.specialization) return { error: X.required(label('specialization')) };
  const degree: DegreeCells = { institute: v.institute ?? null, degree: v.degree, specialization: v.specialization };
  for (const [key, field] of [
    ['start_date', 'start'],
    ['end_date', 'end'],
  ] as const) {
    if (v[key] === undefined) continue;
    const date = readImportDate(v[key], { monthOnly: true });
    if (!date) return { error: fieldMessage(label(key), DATE_MESSAGES.invalid) };
    degree[field] = date;
  }
  if (v.passing_year !== undefined) {
    if (!/^\d{4}$/.test(v.passing_year.trim())) return { error: X.invalid(label('passing_year')) };
    degree.passingYear = Number(v.passing_year);
  }
  if (v.cgpa !== undefined && v.percentage !== undefined) return { error: P.bothScores };
  if (v.cgpa !== undefined) Object.assign(degree, { format: 'GPA', score: v.cgpa.trim() });
  if (v.percentage !== undefined)
    Object.assign(degree, { format: 'Numeric', score: v.percentage.trim().replace(/\s*%$/, '') });
  if (v.backlogs !== undefined) {
    const n = readBacklogs(v.backlogs);
    if (n === null) return { error: X.invalid(label('backlogs')) };
    degree.backlogs = n;
  }
  if (v.placed !== undefined) {
    const placed = readYesNo(v.placed);
    if (!placed) return { error: X.invalid(label('placed')) };
    degree.placed = placed;
  }
  if (v.latest_edu !== undefined) {
    const latest = readYesNo(v.latest_edu);
    if (!latest) return { error: X.invalid(label('latest_edu')) };
    degree.latest = latest === 'yes';
  }
  if (!v.subject) {
    return SUBJECT_VALUES.some((k) => v[k] !== undefined) ? { error: P.subjectRequired } : { degree, subject: null };
  }
  const subject: SubjectCells = { name: v.subject };
  if (v.semester !== undefined) subject.semester = readSemester(v.semester);
  if (v.subject_type !== undefined) subject.type = readSubjectType(v.subject_type);
  if (v.exam_date !== undefined) {
    const date = readImportDate(v.exam_date);
    if (!date) return { error: fieldMessage(label('exam_date'), DATE_MESSAGES.invalid) };
    subject.date = date;
  }
  if (v.subject_score !== undefined) subject.score = v.subject_score.trim().replace(/\s*%$/, '');
  if (v.skills !== undefined) subject.skills = readNameList(v.skills);
  if (v.career_paths !== undefined) subject.careerPaths = readNameList(v.career_paths);
  return { degree, subject };
}

const error = errorRow;

export function portfolioTool(records: PortfolioRecords): ImportToolHandler {
  return {
    tool: 'portfolio',

    // A student's rows share a degree (each of its subjects repeats it) but not a subject.
    clashes(v, student): RowClash[] {
      const degree = `${student}|${norm(v.institute)}|${norm(v.degree)}|${norm(v.specialization)}`;
      const values = Object.fromEntries(DEGREE_VALUES.flatMap((k) => (v[k] === undefined ? [] : [[k, norm(v[k])]])));
      const out: RowClash[] = [{ key: `degree:${degree}`, values, message: P.sameDegree }];
      if (v.subject)
        out.push({
          key: `subject:${degree}|${readSemester(v.semester ?? '')}|${norm(v.subject)}`,
          message: P.sameSubject,
        });
      return out;
    },

    async plan(db, rows, scope) {
      const { match_by: key, mode, fill_empty_only: fillEmptyOnly } = scope.options;
      const institute = instituteOf(scope);
      const keys = rows.map((r) => readKey(key, r.values[key]));
      const found = await findByKeys(
        db,
        key,
        [...new Set(keys.flatMap((k) => ('value' in k ? [k.value] : [])))],
        institute,
      );
      const out = new Map<number, PlannedRow>();
      const inputs = [];
      for (const [i, r] of rows.entries()) {
        const k = keys[i]!;
        if ('error' in k) {
          out.set(r.row, error(r.row, k.error));
          continue;
        }
        const student = found.get(k.value);
        if (!student) {
          out.set(r.row, error(r.row, X.noMatch(label(key))));
          continue;
        }
        const refusal = scopeRefusal(student, scope, key);
        const cells = refusal ? { error: refusal } : readCells(r.values);
        if ('error' in cells) {
          out.set(r.row, error(r.row, cells.error));
          continue;
        }
        inputs.push({ row: r.row, profileId: student.id, instituteId: institute ?? student.my_org_id, ...cells });
      }
      const options = { mode, fillEmptyOnly, now: scope.now, carry: scope.carry };
      for (const v of await records.judge(db, inputs, options)) out.set(v.row, v);
      return rows.map((r) => out.get(r.row)!);
    },

    apply: (tx, rows, scope) => records.write(tx, rows, scope.now),

    undo: (tx, rows) => records.undo(tx, rows),
  };
}
