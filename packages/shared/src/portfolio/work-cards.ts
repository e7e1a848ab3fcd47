import { z } from 'zod';
import { INTERNSHIP_TYPE, JOB_TYPES, PORTFOLIO_LIMITS as LIMITS } from './constants';
import { durationFrom, resolveNow, todayOf } from './dates';
import {
  ALWAYS,
  checkDate,
  choice,
  dateText,
  nameList,
  optionalDateText,
  recordIds,
  requiredText,
  requireNames,
  statusDateRules,
  validStatus,
  type CardRuleOptions,
} from './fields';
import { CARD_FIELD_LABELS, dateLabel } from './labels';
import { PORTFOLIO_MESSAGES as MSG } from './messages';

type Loose<T> = { readonly [K in keyof T]?: unknown };
type WorkCard = 'internships' | 'jobs';

/** Fields internships and jobs share; both are saved as an `internship` record (SPEC §3.2). */
function workFields(card: WorkCard) {
  const L = CARD_FIELD_LABELS[card];
  return {
    ...recordIds,
    title: requiredText(L.title, LIMITS.title),
    host: requiredText(L.host, LIMITS.name),
    status: choice(['complete', 'ongoing'], L.status, ['applied']),
    startdate: dateText,
    finishdate: optionalDateText,
    desc: requiredText(L.desc, LIMITS.desc),
    skills: nameList(L.skills),
    job_roles: nameList(L.job_roles),
    life_skills: nameList(L.life_skills),
  };
}

/**
 * Start date never in the future; the finish date follows the status (complete: not in the future,
 * ongoing: a future expected completion date) and must be after the start. An ongoing job has none.
 */
function checkWork(card: WorkCard, raw: object, ctx: z.RefinementCtx, options: CardRuleOptions): void {
  const v = raw as Loose<ReturnType<typeof workFields>>;
  const L = CARD_FIELD_LABELS[card];
  const startOk = checkDate(ctx, ['startdate'], v.startdate, options, { label: L.startdate, mustBePast: true });
  const status = validStatus(ctx, v.status);
  if (!(card === 'jobs' && status === 'ongoing')) {
    checkDate(ctx, ['finishdate'], v.finishdate, options, {
      label: dateLabel(card, status),
      ...statusDateRules(status),
      after: startOk ? (v.startdate as string) : undefined,
    });
  }
  requireNames(ctx, 'skills', v.skills, MSG.multiEmpty);
}

/** Internship (`internship`, type 'Internship'): designation, host, status, start and finish dates; duration in weeks is computed. */
export function internshipEntrySchema(options: CardRuleOptions) {
  return z
    .object({ ...workFields('internships'), type: z.literal(INTERNSHIP_TYPE, { error: MSG.empty('Type') }) })
    .superRefine((raw, ctx) => checkWork('internships', raw, ctx, options), ALWAYS)
    .transform((v) => ({ ...v, duration: durationFrom(v.startdate, v.finishdate, 'weeks') ?? 1 }));
}
/** An internship as its form holds it (zod input). */
export type InternshipEntryInput = z.input<ReturnType<typeof internshipEntrySchema>>;
/** A validated internship, as saved (zod output). */
export type InternshipEntry = z.output<ReturnType<typeof internshipEntrySchema>>;

/**
 * Job (`internship` with type Job_Fulltime|Job_Parttime): like an internship, but an ongoing job has no
 * finish date (sent as null) and its duration in months runs to today.
 */
export function jobEntrySchema(options: CardRuleOptions) {
  return z
    .object({ ...workFields('jobs'), type: choice(JOB_TYPES, CARD_FIELD_LABELS.jobs.type) })
    .superRefine((raw, ctx) => checkWork('jobs', raw, ctx, options), ALWAYS)
    .transform((v) => {
      const finishdate = v.status === 'ongoing' ? null : v.finishdate;
      const until = finishdate ?? todayOf(resolveNow(options.now));
      return { ...v, finishdate, duration: durationFrom(v.startdate, until, 'months') ?? 1 };
    });
}
/** A job as its form holds it (zod input). */
export type JobEntryInput = z.input<ReturnType<typeof jobEntrySchema>>;
/** A validated job, as saved (zod output). */
export type JobEntry = z.output<ReturnType<typeof jobEntrySchema>>;
