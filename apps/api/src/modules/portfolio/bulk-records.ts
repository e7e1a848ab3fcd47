import {
  CARD_FIELD_LABELS,
  IMPORT_TEXTS as X,
  cardSchema,
  issueFields,
  todayOf,
  type CardRuleOptions,
} from '@lbd/shared';
import type {
  PortfolioRecordOptions,
  PortfolioRecordRow,
  PortfolioRecordVerdict,
  PortfolioRecords,
} from '../../lib/portfolio-records';
import { loadChunkContext, type ChunkContext } from './bulk-context';
import {
  DEGREE_COLUMNS,
  P,
  RowError,
  degreeChanges,
  degreeWith,
  fail,
  firstProblem,
  label,
  lower,
  scoreColumn,
  storedState,
  subjectKey,
  type Degree,
  type DegreeState,
  type SubjectState,
} from './bulk-judging';
import { judgeSubject } from './bulk-subject';
import { undoRecords, writeRecords, type RecordChange } from './bulk-writes';
import { profileDegreeTenure, substanceChanged } from './portfolio.policy';
import type { CardRecord } from './portfolio.tables';

/*
 * The portfolio tool of the bulk imports (issue 29, decision 0086), judged by the portfolio's rules: each
 * row's degree, found by (student, institute, degree, specialization) ignoring case, is created, updated
 * in the fields the row fills (only the empty ones with 'fill empty fields only') or left as it is; its
 * subject, found by (that degree, semester, subject name), likewise. The record a row would save is
 * checked with the very schemas the portfolio's forms and routes use (SPEC §5.1), so a row fails exactly
 * where the form would, with the form's message, naming the column when the message does not.
 */

/** The portfolio tool's judge, write and undo over the portfolio's tables (the `portfolioRecords` fact). */
export function createPortfolioRecords(): PortfolioRecords {
  return {
    async judge(db, rows, options) {
      const ctx = await loadChunkContext(db, rows);
      const states = new Map<string, DegreeState>();
      const earlier = (options.carry ?? new Map()) as Map<string, DegreeState>;
      const verdicts = rows.map((r): PortfolioRecordVerdict => {
        try {
          return judgeRow(ctx, states, earlier, r, options);
        } catch (err) {
          if (!(err instanceof RowError)) throw err;
          return { row: r.row, outcome: 'error', fields: [], error: err.message, targetId: null, change: null };
        }
      });
      for (const [key, state] of states) earlier.set(key, state);
      return verdicts;
    },
    write: (tx, verdicts, now) => writeRecords(tx, verdicts, now),
    undo: (tx, written) => undoRecords(tx, written),
  };
}

function judgeRow(
  ctx: ChunkContext,
  states: Map<string, DegreeState>,
  earlier: ReadonlyMap<string, DegreeState>,
  r: PortfolioRecordRow,
  { mode, fillEmptyOnly, now }: PortfolioRecordOptions,
): PortfolioRecordVerdict {
  const c = r.degree;
  if (!ctx.withPortfolio.has(r.profileId)) fail(P.noPortfolio);
  const degreeName = ctx.degrees.get(lower(c.degree)) ?? fail(X.unknownValue(label('degree')));
  const spec = ctx.specializations.get(lower(c.specialization)) ?? fail(X.unknownValue(label('specialization')));
  const named = c.institute ? ctx.institutes.get(lower(c.institute)) : undefined;
  const institute = c.institute
    ? { id: named?.id ?? null, name: named?.full_name ?? c.institute.trim() }
    : r.instituteId !== null && ctx.defaults.has(r.instituteId)
      ? { id: r.instituteId, name: ctx.defaults.get(r.instituteId)! }
      : fail(P.instituteRequired);
  const key = `${r.profileId}|${lower(institute.name)}|${lower(degreeName.name)}|${lower(spec.name)}`;
  const spellings = [lower(degreeName.name), lower(degreeName.full_name)];
  const saved = ctx.educations.find(
    (e) =>
      e.profile_id === r.profileId &&
      lower(e.institute) === lower(institute.name) &&
      spellings.includes(lower(e.degree)) &&
      lower(e.specialization) === lower(spec.name),
  );
  // This chunk's rows first; then an earlier chunk's, unless it left a degree to create that the database
  // now has (a commit wrote it: the saved one has its id); then the database's.
  const before = earlier.get(key);
  const state =
    states.get(key) ??
    (before && before.id !== null ? before : null) ??
    (saved ? storedState(ctx, saved) : null) ??
    before ??
    null;
  const rules = (more: Partial<CardRuleOptions>): CardRuleOptions => ({ now, ...more });

  const checkDegree = (record: Degree, more: Partial<CardRuleOptions>): Degree => {
    const parsed = cardSchema('education', rules(more)).safeParse(record);
    if (parsed.success) return parsed.data;
    const L = CARD_FIELD_LABELS.education as Record<string, string>;
    const fields = issueFields(parsed.error);
    if (Object.keys(fields)[0] === 'format' && !record.format) return fail(P.noScore);
    return fail(
      firstProblem(
        fields,
        (path) => (path === 'score' || path === 'format' ? scoreColumn(record.format) : (DEGREE_COLUMNS[path] ?? path)),
        (path) => (path.startsWith('tenure') && L[path] ? [L[path]] : []),
      ),
    );
  };

  // The degree.
  let degree: Degree;
  let degreeAction: 'create' | 'update' | null = null;
  let degreeFields: string[] = [];
  let degreeSubstance = false;
  if (state) {
    degree = state.record;
    if (mode !== 'create') {
      const proposed = degreeWith(state.record, c, fillEmptyOnly);
      if (degreeChanges(state.record, proposed).length > 0) {
        degree = checkDegree(proposed, { editing: true, stored: state.locks });
        degreeFields = degreeChanges(state.record, degree);
        if (degreeFields.length > 0) {
          degreeAction = 'update';
          degreeSubstance = substanceChanged('education', state.record, degree);
        }
      }
    }
  } else {
    if (mode === 'update') fail(P.noDegree);
    let tenure: [string, string] | null = null;
    if (c.passingYear !== undefined) {
      tenure = profileDegreeTenure(degreeName, c.passingYear, now);
      if (!tenure) fail(X.invalid(label('passing_year')));
    }
    const start = c.start ?? tenure?.[0];
    const end = c.end ?? tenure?.[1];
    if (!start || !end) return fail(P.datesRequired);
    if (!c.format) fail(P.scoreRequired);
    const thisMonth = todayOf(now).slice(0, 7).replace('-', '');
    degree = checkDegree(
      {
        my_org_id: institute.id,
        institute: institute.name,
        degree: degreeName.name,
        specialization: spec.name,
        tenure: [start, end],
        format: c.format!,
        score: c.score as unknown as number,
        backlogsStatus: (c.backlogs ?? 0) > 0 ? 'yes' : 'no',
        backlogs: c.backlogs ?? 0,
        placed: c.placed ?? 'no',
        // A degree still running is the student's latest (and only the latest may end in the future).
        latest_edu: c.latest ?? end.replace('-', '').slice(0, 6) > thisMonth,
      } as Degree,
      {},
    );
    degreeAction = 'create';
  }

  // Its subject.
  const subject = r.subject ? judgeSubject(ctx, state, r.subject, degree, r.row, { mode, fillEmptyOnly, now }) : null;

  const subjects = state?.subjects ?? new Map<string, SubjectState>();
  states.set(key, {
    id: state?.id ?? null,
    locks: {
      institute: state?.locks.institute ?? degree.institute,
      degree: state?.locks.degree ?? degree.degree,
      format: degree.format,
    },
    record: degree,
    subjects,
  });
  if (subject) subjects.set(subjectKey(subject.record.semester_number, subject.record.name), subject.state);

  const actions = [degreeAction, subject?.action ?? null];
  const outcome = actions.includes('create') ? 'create' : actions.includes('update') ? 'update' : 'unchanged';
  const fields = [
    ...(degreeAction === 'create' ? ['degree'] : degreeFields),
    ...(subject?.action === 'create' ? ['subject'] : (subject?.fields ?? [])),
  ];
  const change: RecordChange | null =
    outcome === 'unchanged'
      ? null
      : {
          profileId: r.profileId,
          degreeKey: key,
          degree: {
            action: degreeAction,
            id: state?.id ?? null,
            record: degree as CardRecord,
            substance: degreeSubstance,
          },
          subject: subject
            ? {
                action: subject.action,
                id: subject.state.id,
                record: subject.record as CardRecord,
                skill_ids: subject.state.skill_ids,
                job_role_ids: subject.state.job_role_ids,
                substance: subject.substance,
              }
            : null,
        };
  return {
    row: r.row,
    outcome,
    fields,
    error: outcome === 'unchanged' && mode === 'create' && state ? P.existing : null,
    targetId: subject?.state.id ?? state?.id ?? null,
    change: change as unknown as Record<string, unknown> | null,
  };
}
