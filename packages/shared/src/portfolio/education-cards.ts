import { z } from 'zod';
import { DEGREE_FORMATS, PORTFOLIO_LIMITS as LIMITS, SUBJECT_TYPES, YES_NO, type DegreeFormat } from './constants';
import {
  addIssueOnce,
  ALWAYS,
  checkDate,
  choice,
  dateText,
  fromCheck,
  nameList,
  numberText,
  recordIds,
  requiredText,
  requireNames,
  type CardRuleOptions,
} from './fields';
import { CARD_FIELD_LABELS } from './labels';
import { DATE_MESSAGES, PORTFOLIO_MESSAGES as MSG } from './messages';
import { checkScore, checkSemester, checkWholeNumber, readNumber, type NumberCheck, type NumberInput } from './numbers';

type Loose<T> = { readonly [K in keyof T]?: unknown };

const optionalId = z.number().int().positive().max(2_147_483_647).nullish();

/** True for 'GPA' and 'Numeric'. */
export function isDegreeFormat(value: unknown): value is DegreeFormat {
  return (DEGREE_FORMATS as readonly unknown[]).includes(value);
}

/** Which education fields the edit form locks: institute and degree always, the format once one is saved (SPEC §4.3). */
export function educationLocks(editing: boolean, storedFormat: DegreeFormat | null | undefined) {
  return { institute: editing, degree: editing, format: editing && !!storedFormat };
}

function addCheck(ctx: z.RefinementCtx, path: string, check: NumberCheck): void {
  if (!check.ok) addIssueOnce(ctx, [path], check.message);
}

/**
 * Degree (`education`): institute, degree, specialization, tenure [start, finish], format, score in the
 * format's range, backlog answer (the count is required only for 'yes' and is sent as 0 for 'no'),
 * placed. The finish date may be in the future only for the latest degree. When editing, institute,
 * degree and a saved format may not change.
 */
export function educationEntrySchema(options: CardRuleOptions) {
  const L = CARD_FIELD_LABELS.education;
  return z
    .object({
      ...recordIds,
      my_org_id: optionalId,
      education_id: optionalId,
      gen_id: z.string().trim().max(64).nullish(),
      institute: requiredText(L.institute, LIMITS.name),
      degree: requiredText(L.degree, LIMITS.name),
      specialization: requiredText(L.specialization, LIMITS.name),
      tenure: z.tuple([dateText, dateText], { error: DATE_MESSAGES.empty }),
      format: choice(DEGREE_FORMATS, L.format),
      score: numberText(L.score),
      backlogsStatus: choice(YES_NO, L.backlogsStatus),
      backlogs: numberText(L.backlogs),
      placed: choice(YES_NO, L.placed),
      latest_edu: z.boolean().default(false),
    })
    .superRefine((raw, ctx) => {
      const v = raw as Loose<typeof raw>;
      if (Array.isArray(v.tenure)) {
        const [start, finish] = v.tenure as unknown[];
        const startOk = checkDate(ctx, ['tenure', 0], start, options, { label: L['tenure.0'], mustBePast: true });
        checkDate(ctx, ['tenure', 1], finish, options, {
          label: L['tenure.1'],
          mustBePast: v.latest_edu !== true,
          after: startOk ? (start as string) : undefined,
        });
      }
      addCheck(ctx, 'score', checkScore(v.score as NumberInput, isDegreeFormat(v.format) ? v.format : null));
      if (v.backlogsStatus === 'yes')
        addCheck(ctx, 'backlogs', checkWholeNumber(v.backlogs as NumberInput, L.backlogs));

      const stored = options.editing ? options.stored : undefined;
      if (stored) {
        const locked = educationLocks(true, stored.format);
        if (typeof v.institute === 'string' && v.institute !== stored.institute.trim()) {
          addIssueOnce(ctx, ['institute'], MSG.lockedWhenEditing(L.institute));
        }
        if (typeof v.degree === 'string' && v.degree !== stored.degree.trim()) {
          addIssueOnce(ctx, ['degree'], MSG.lockedWhenEditing(L.degree));
        }
        if (locked.format && isDegreeFormat(v.format) && v.format !== stored.format) {
          addIssueOnce(ctx, ['format'], MSG.lockedWhenEditing(L.format));
        }
      }
    }, ALWAYS)
    .transform((v) => ({
      ...v,
      score: readNumber(v.score) ?? 0,
      backlogs: v.backlogsStatus === 'yes' ? Math.floor(readNumber(v.backlogs) ?? 0) : 0,
    }));
}
/** A degree as its form holds it (zod input). */
export type EducationEntryInput = z.input<ReturnType<typeof educationEntrySchema>>;
/** A validated degree, as saved (zod output). */
export type EducationEntry = z.output<ReturnType<typeof educationEntrySchema>>;

/**
 * Semester subject (`subject`, sent with `education_id`): name, semester number 1 to 10, type Theory|Lab,
 * date (not in the future, within the degree's tenure when given), score in the degree's format, skills
 * and career paths. A degree without a format gives 'Please select one by editing degree' on `format`.
 */
export function subjectEntrySchema(options: CardRuleOptions) {
  const L = CARD_FIELD_LABELS.semester;
  return z
    .object({
      ...recordIds,
      name: requiredText(L.name, LIMITS.title),
      semester_number: numberText(L.semester_number).transform((raw, ctx) =>
        fromCheck(checkSemester(raw, L.semester_number), ctx),
      ),
      type: choice(SUBJECT_TYPES, L.type),
      date: dateText,
      score: numberText(L.score),
      skills: nameList(L.skills),
      job_roles: nameList(L.job_roles),
    })
    .superRefine((raw, ctx) => {
      const v = raw as Loose<typeof raw>;
      const [min, max] = options.degreeTenure ?? [];
      checkDate(ctx, ['date'], v.date, options, { label: L.date, mustBePast: true, min, max });
      if (options.degreeFormat === null) addIssueOnce(ctx, ['format'], MSG.noDegreeFormat);
      addCheck(ctx, 'score', checkScore(v.score as NumberInput, options.degreeFormat ?? null));
      requireNames(ctx, 'skills', v.skills, MSG.multiEmpty);
      requireNames(ctx, 'job_roles', v.job_roles, MSG.careerPathsEmpty);
    }, ALWAYS)
    .transform((v) => ({ ...v, score: readNumber(v.score) ?? 0 }));
}
/** A semester subject as its form holds it (zod input). */
export type SubjectEntryInput = z.input<ReturnType<typeof subjectEntrySchema>>;
/** A validated semester subject, as saved (zod output). */
export type SubjectEntry = z.output<ReturnType<typeof subjectEntrySchema>>;
