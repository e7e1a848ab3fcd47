import { z } from 'zod';
import { IN_PROGRESS_STATUSES, PORTFOLIO_LIMITS, type DegreeFormat } from './constants';
import { resolveNow, validateDate, type Clock, type DateRules } from './dates';
import { DATE_MESSAGES, PORTFOLIO_MESSAGES } from './messages';
import { checkWholeNumber, type NumberCheck } from './numbers';

/*
 * Building blocks of the card schemas. Field schemas check type, emptiness and length; every rule that
 * depends on another field (status and dates, type and source, format and score) runs in the card's one
 * refinement, which runs even when some fields already failed so that a form shows every problem at once.
 * It reads the half-parsed object defensively and never adds a second message to a field that has one.
 */

/** Options every card schema takes. */
export interface CardRuleOptions {
  /** The current instant, or a clock read at each parse; decides which dates are in the future. */
  now: Clock;
  /** True when an existing entry is being edited (PUT) rather than added (POST). */
  editing?: boolean;
  /** Education being edited: the saved institute, degree and format, which may not change. */
  stored?: { institute: string; degree: string; format: DegreeFormat | null };
  /** Semester subject: the parent degree's format; null when it has none; leave out when not known yet. */
  degreeFormat?: DegreeFormat | null;
  /** Semester subject: the parent degree's [start, finish], which bound the subject's date. */
  degreeTenure?: readonly [string, string];
}

const INT_MAX = 2_147_483_647;
const empty = PORTFOLIO_MESSAGES.empty;

/** Record identifiers a client may send back when editing (SPEC §3.2). */
export const recordIds = {
  id: z.number().int().positive().max(INT_MAX).nullish(),
  uuid: z.string().trim().max(64).nullish(),
};

/** Identifier of a catalogue item the entry was added from (courses, events). */
export const externalId = z.number().int().positive().max(INT_MAX).nullish();

/** Required text, trimmed: '{label} cannot be empty', '{label} cannot exceed {max} characters'. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: empty(label) })
    .trim()
    .min(1, empty(label))
    .max(max, PORTFOLIO_MESSAGES.tooLong(label, max));
}

/** Optional text, trimmed; blank becomes null. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, PORTFOLIO_MESSAGES.tooLong(label, max))
    .nullish()
    .transform((v) => v || null);
}

/** Optional http(s) link, trimmed, at most 500 characters; blank becomes null. */
export function optionalLink(label: string) {
  return optionalText(label, PORTFOLIO_LIMITS.url).refine((v) => v === null || isHttpLink(v), {
    message: PORTFOLIO_MESSAGES.invalidLink(label),
  });
}

/** True for an absolute http or https URL. */
export function isHttpLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * One of a fixed set. Nothing chosen, blank, or a value in `emptyValues` (status 'applied') gives
 * '{label} cannot be empty'; anything else outside the set gives 'Please select a valid {label}'.
 */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  emptyValues: readonly string[] = [],
) {
  return z.enum(values, {
    error: (issue) =>
      isBlank(issue.input) || (typeof issue.input === 'string' && emptyValues.includes(issue.input))
        ? empty(label)
        : PORTFOLIO_MESSAGES.invalidChoice(label),
  });
}

/** A date field: 'YYYY-MM-DD' (or 'YYYYMM') text; its rules run in the card refinement through validateDate. */
export const dateText = z.string({ error: DATE_MESSAGES.empty }).trim().max(10, DATE_MESSAGES.invalid);

/** A date field that a rule may require: missing or blank becomes ''. */
export const optionalDateText = dateText.nullish().transform((v) => v ?? '');

/** Names picked in a multi-select (skills, career paths, life skills): trimmed, blanks and repeats dropped, at most 30. */
export function nameList(label: string) {
  return z
    .array(z.string().trim().max(PORTFOLIO_LIMITS.name, PORTFOLIO_MESSAGES.tooLong(label, PORTFOLIO_LIMITS.name)))
    .max(PORTFOLIO_LIMITS.tags, PORTFOLIO_MESSAGES.tooMany(label, PORTFOLIO_LIMITS.tags))
    .nullish()
    .transform((names) => uniqueNames(names ?? []));
}

/** Names without blanks and without case-insensitive repeats, first spelling kept. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A number as typed or sent (number or numeric text; NaN, an empty number input, counts as empty);
 * its rules run in the refinement or a transform.
 */
export function numberText(label: string) {
  const error = PORTFOLIO_MESSAGES.notANumber(label);
  return z.union([z.number(), z.nan(), z.string().max(32)], { error }).nullish();
}

/** A required whole number of at least 1, floored (durations). */
export function wholeNumber(label: string) {
  return numberText(label).transform((raw, ctx) => fromCheck(checkWholeNumber(raw, label), ctx));
}

/** The value of a passed number check, or an issue on the field. */
export function fromCheck<T>(check: NumberCheck<T>, ctx: z.RefinementCtx): T {
  if (check.ok) return check.value;
  ctx.addIssue({ code: 'custom', message: check.message });
  return z.NEVER;
}

/** Run the card refinement whenever the body is an object, even if some fields failed. */
export const ALWAYS = { when: (payload: { value: unknown }) => isRecord(payload.value) };

/** True when the field already has a message. */
export function hasIssue(ctx: z.RefinementCtx, path: (string | number)[]): boolean {
  const key = path.join('.');
  return ctx.issues.some((issue) => (issue.path ?? []).join('.') === key);
}

/** Adds an issue unless the field already has one, so each field shows one message. */
export function addIssueOnce(ctx: z.RefinementCtx, path: (string | number)[], message: string): void {
  if (!hasIssue(ctx, path)) ctx.addIssue({ code: 'custom', path, message });
}

/** The status when it is one this card allows, else null (so no date rule follows from a wrong status). */
export function validStatus(ctx: z.RefinementCtx, status: unknown): string | null {
  return typeof status === 'string' && !hasIssue(ctx, ['status']) ? status : null;
}

/** Checks a date field when it holds text (a missing one already has its message). */
export function checkDate(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  value: unknown,
  options: CardRuleOptions,
  rules: Omit<DateRules, 'now'>,
): boolean {
  if (typeof value !== 'string') return false;
  const message = validateDate(value, { ...rules, now: resolveNow(options.now) });
  if (message) addIssueOnce(ctx, path, message);
  return message === null;
}

/** Requires a non-empty list of names. */
export function requireNames(ctx: z.RefinementCtx, path: string, value: unknown, message: string): void {
  if (Array.isArray(value) && value.length === 0) addIssueOnce(ctx, [path], message);
}

/** Requires text that a rule makes mandatory. */
export function requireText(ctx: z.RefinementCtx, path: string, value: unknown, label: string): void {
  if (value === null || value === '') addIssueOnce(ctx, [path], empty(label));
}

/** Date rules a status implies: ongoing/Enrolled need a future date, complete forbids one (SPEC §4.3). */
export function statusDateRules(status: unknown): { mustBeFuture?: boolean; mustBePast?: boolean } {
  if (isInProgress(status)) return { mustBeFuture: true };
  // A finished entry, or a book put on the reading list: neither can be dated after today.
  return status === 'complete' || status === 'interested' ? { mustBePast: true } : {};
}

/** True for ongoing and Enrolled. */
export function isInProgress(status: unknown): boolean {
  return (IN_PROGRESS_STATUSES as readonly unknown[]).includes(status);
}

/** True for a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
