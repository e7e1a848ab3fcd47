import { CARD_FIELD_LABELS, IMPORT_TEXTS as X, cardSchema, checkSemester, issueFields } from '@lbd/shared';
import type { PortfolioRecordOptions, SubjectCells } from '../../lib/portfolio-records';
import type { ChunkContext } from './bulk-context';
import {
  P,
  SUBJECT_COLUMNS,
  fail,
  firstProblem,
  label,
  lower,
  sameIds,
  subjectKey,
  type Degree,
  type DegreeState,
  type Subject,
  type SubjectState,
} from './bulk-judging';
import { substanceChanged } from './portfolio.policy';

/** A row's subject of its degree (as the row leaves the degree): what it would write, or the row's error. */
export function judgeSubject(
  ctx: ChunkContext,
  state: DegreeState | null,
  s: SubjectCells,
  degree: Degree,
  row: number,
  { mode, fillEmptyOnly, now }: PortfolioRecordOptions,
) {
  const semester = checkSemester(s.semester ?? null, CARD_FIELD_LABELS.semester.semester_number);
  const found = semester.ok ? state?.subjects.get(subjectKey(semester.value, s.name)) : undefined;
  if (found?.seenBy) fail(P.sameSubject(found.seenBy));
  const check = (record: Record<string, unknown>, editing: boolean): Subject => {
    const parsed = cardSchema('semester', {
      now,
      editing,
      degreeFormat: degree.format,
      degreeTenure: degree.tenure,
    }).safeParse(record);
    if (parsed.success) return parsed.data;
    const fields = issueFields(parsed.error);
    // A degree with no format: the portfolio's own words, which say what to do.
    if (Object.keys(fields)[0] === 'format') return fail(fields.format!);
    return fail(
      firstProblem(
        fields,
        (path) => SUBJECT_COLUMNS[path] ?? path,
        () => [],
      ),
    );
  };
  const ids = (names: string[], from: Map<string, { id: number }>, column: string) =>
    names.map((n) => from.get(lower(n))?.id ?? fail(X.unknownValue(label(column))));

  if (found) {
    const unchanged = { action: null, fields: [] as string[], substance: false, record: found.record };
    if (mode === 'create') return { ...unchanged, state: { ...found, seenBy: row } };
    const cur = found.record;
    const overwrite = !fillEmptyOnly;
    const proposed = {
      ...cur,
      type: overwrite && s.type !== undefined ? s.type : cur.type,
      date: overwrite && s.date !== undefined ? s.date : cur.date,
      score: overwrite && s.score !== undefined ? s.score : cur.score,
      skills: s.skills && (overwrite || cur.skills.length === 0) ? s.skills : cur.skills,
      job_roles: s.careerPaths && (overwrite || cur.job_roles.length === 0) ? s.careerPaths : cur.job_roles,
    };
    const record = check(proposed, true);
    // Names the row gave are looked up; the subject's own stay as they are.
    const skill_ids = proposed.skills === s.skills ? ids(record.skills, ctx.skills, 'skills') : found.skill_ids;
    const job_role_ids =
      proposed.job_roles === s.careerPaths
        ? ids(record.job_roles, ctx.careerPaths, 'career_paths')
        : found.job_role_ids;
    const fields = [
      ...(record.type !== cur.type ? ['subject_type'] : []),
      ...(record.date !== cur.date ? ['exam_date'] : []),
      ...(Number(record.score) !== Number(cur.score) ? ['subject_score'] : []),
      ...(!sameIds(skill_ids, found.skill_ids) ? ['skills'] : []),
      ...(!sameIds(job_role_ids, found.job_role_ids) ? ['career_paths'] : []),
    ];
    const next: SubjectState = { id: found.id, seenBy: row, record, skill_ids, job_role_ids };
    if (fields.length === 0) return { ...unchanged, state: { ...found, seenBy: row } };
    return {
      action: 'update' as const,
      fields,
      record,
      state: next,
      substance: substanceChanged('semester', cur, record),
    };
  }
  if (mode === 'update') fail(P.noSubject);
  const record = check(
    {
      name: s.name,
      semester_number: s.semester ?? '',
      type: s.type ?? '',
      date: s.date ?? '',
      score: s.score ?? '',
      skills: s.skills ?? [],
      job_roles: s.careerPaths ?? [],
    },
    false,
  );
  const state2: SubjectState = {
    id: null,
    seenBy: row,
    record,
    skill_ids: ids(record.skills, ctx.skills, 'skills'),
    job_role_ids: ids(record.job_roles, ctx.careerPaths, 'career_paths'),
  };
  return { action: 'create' as const, fields: ['subject'], record, state: state2, substance: false };
}
