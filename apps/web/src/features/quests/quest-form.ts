import type { LearningProgram } from '@lbd/shared';
import {
  QUEST_LIMITS,
  QUEST_RULE_TEXTS,
  questBodySchema,
  ruleSteps,
  stepOrder,
  type QuestBody,
  type QuestDetail,
  type Rule,
  type StepKind,
} from '@lbd/shared/quests';
import type { Picked } from '../../components/catalogue-multi-select';
import { validate, type FieldErrors } from '../../lib/form-errors';
import { NODE_HEIGHT } from './graph-size';

/*
 * The quest editor's values and the rules' edits (issue 27): what the form holds, the body it sends
 * (checked by the contract's questBodySchema first), keys made from titles, and the changes the graph
 * editor makes to rules (connect, disconnect, rename, remove). Pure.
 */

/** A step as the editor holds it: `uid` stays while the key changes; the item may not be chosen yet. */
export interface StepDraft {
  uid: string;
  key: string;
  kind: StepKind;
  ref_id: number | null;
  /** The item's title. */
  title: string;
  rule: Rule | null;
  skip_counts: boolean;
  x: number | null;
  y: number | null;
}

export interface CohortDraft {
  /** A saved cohort keeps its id (its students stay in it). */
  id?: number;
  name: string;
  starts_on: string;
  ends_on: string;
}

export interface QuestFormValues {
  title: string;
  summary: string;
  description: string;
  duration_weeks: string;
  /** The price in rupees as typed (the API takes paise). */
  price: string;
  points: string;
  skills: Picked[];
  job_roles: Picked[];
  life_skills: Picked[];
  programs: LearningProgram[];
  cohorts: CohortDraft[];
  steps: StepDraft[];
}

const picked = (list: readonly { id: number; name: string }[]): Picked[] =>
  list.map((x) => ({ id: x.id, label: x.name }));

/** The editor's values for a saved quest. */
export function formFromQuest(q: QuestDetail): QuestFormValues {
  return {
    title: q.title,
    summary: q.summary,
    description: q.description,
    duration_weeks: q.duration_weeks === null ? '' : String(q.duration_weeks),
    price: q.price_paise === 0 ? '0' : String(q.price_paise / 100),
    points: String(q.points),
    skills: picked(q.skills),
    job_roles: picked(q.job_roles),
    life_skills: picked(q.life_skills),
    programs: [...q.programs],
    cohorts: q.cohorts.map((c) => ({ id: c.id, name: c.name, starts_on: c.starts_on, ends_on: c.ends_on ?? '' })),
    steps: q.steps.map((s) => ({
      uid: s.key,
      key: s.key,
      kind: s.kind,
      ref_id: s.ref_id,
      title: s.title,
      rule: s.rule,
      skip_counts: s.skip_counts,
      x: s.x,
      y: s.y,
    })),
  };
}

// ---- keys -------------------------------------------------------------------------------------------

export const KEY_PATTERN = /^[a-z0-9_-]{1,24}$/i;
const KEY_MAX = 24;

/** A key from a title, unique among `taken`: 'SQL Basics (part 2)' -> 'sql-basics-part-2', then '-2', '-3'. */
export function keyFromTitle(title: string, taken: ReadonlySet<string>): string {
  const slug =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, KEY_MAX)
      .replace(/-+$/, '') || 'step';
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const key = `${slug.slice(0, KEY_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(key)) return key;
  }
}

// ---- rules ------------------------------------------------------------------------------------------

/** How many levels a rule takes: a condition is 1, 'all of' / 'any of' one more than its deepest part. */
export function ruleLevels(rule: Rule | null): number {
  if (!rule) return 0;
  if (rule.kind === 'all' || rule.kind === 'any') return 1 + Math.max(0, ...rule.rules.map(ruleLevels));
  return 1;
}

export const RULE_EDIT_TEXTS = {
  tooDeep: 'That rule is already as deep as rules go: change it in the step’s rule instead.',
  tooMany: `That rule already has ${QUEST_LIMITS.ruleChildrenMax} conditions: change it in the step’s rule instead.`,
  self: 'A step cannot wait for itself.',
} as const;

/**
 * `rule` with 'completed `source`' added to what is there (as 'all of' with it): the graph editor's
 * connection. Unchanged when the rule names `source` already; a message when it cannot grow.
 */
export function addCompleted(rule: Rule | null, source: string): { rule: Rule | null } | { error: string } {
  const added: Rule = { kind: 'completed', step: source };
  if (!rule) return { rule: added };
  if (ruleSteps(rule).includes(source)) return { rule };
  if (rule.kind === 'all') {
    if (rule.rules.length >= QUEST_LIMITS.ruleChildrenMax) return { error: RULE_EDIT_TEXTS.tooMany };
    return { rule: { kind: 'all', rules: [...rule.rules, added] } };
  }
  if (ruleLevels(rule) + 1 > QUEST_LIMITS.ruleDepthMax) return { error: RULE_EDIT_TEXTS.tooDeep };
  return { rule: { kind: 'all', rules: [rule, added] } };
}

/**
 * `rule` without `key` (a removed step, a deleted edge): its conditions on `key` go, an 'n of' keeps the
 * others (n no more than are left), an 'all of' / 'any of' left with one part becomes that part, and a rule
 * left with nothing is none.
 */
export function withoutStep(rule: Rule | null, key: string): Rule | null {
  if (!rule) return null;
  switch (rule.kind) {
    case 'completed':
    case 'passed':
      return rule.step === key ? null : rule;
    case 'n_of': {
      if (!rule.steps.includes(key)) return rule;
      const steps = rule.steps.filter((s) => s !== key);
      return steps.length === 0 ? null : { kind: 'n_of', n: Math.min(rule.n, steps.length), steps };
    }
    case 'all':
    case 'any': {
      const rules = rule.rules.map((r) => withoutStep(r, key)).filter((r): r is Rule => r !== null);
      const changed = rules.length !== rule.rules.length || rules.some((r, i) => r !== rule.rules[i]);
      if (!changed) return rule;
      if (rules.length === 0) return null;
      return rules.length === 1 ? rules[0]! : { kind: rule.kind, rules };
    }
    default:
      return rule;
  }
}

/** `rule` naming `to` wherever it named `from` (a step's key was changed). */
export function renameStep(rule: Rule | null, from: string, to: string): Rule | null {
  if (!rule) return null;
  const name = (k: string) => (k === from ? to : k);
  switch (rule.kind) {
    case 'completed':
      return { ...rule, step: name(rule.step) };
    case 'passed':
      return { ...rule, step: name(rule.step) };
    case 'n_of':
      return { ...rule, steps: rule.steps.map(name) };
    case 'all':
    case 'any':
      return { kind: rule.kind, rules: rule.rules.map((r) => renameStep(r, from, to)!) };
    default:
      return rule;
  }
}

/** Every condition names its steps (a condition just added names none yet). */
export function ruleIsComplete(rule: Rule | null): boolean {
  if (!rule) return true;
  switch (rule.kind) {
    case 'completed':
    case 'passed':
      return rule.step !== '';
    case 'n_of':
      return rule.steps.length > 0;
    case 'all':
    case 'any':
      return rule.rules.every(ruleIsComplete);
    default:
      return true;
  }
}

/** The steps with `key` removed, and every rule that named it without it. */
export function removeStep(steps: readonly StepDraft[], uid: string): StepDraft[] {
  const gone = steps.find((s) => s.uid === uid);
  if (!gone) return [...steps];
  return steps.filter((s) => s.uid !== uid).map((s) => ({ ...s, rule: withoutStep(s.rule, gone.key) }));
}

const placed = (s: StepDraft) => s.x !== null && s.y !== null;

/**
 * A step saved into the list: added or replaced, and the others' rules follow a change of its key. A new
 * step in a quest the author has placed by hand goes under the others (the graph keeps their places).
 */
export function putStep(steps: readonly StepDraft[], step: StepDraft): StepDraft[] {
  const old = steps.find((s) => s.uid === step.uid);
  if (!old) {
    if (placed(step) || steps.length === 0 || !steps.every(placed)) return [...steps, step];
    const x = Math.min(...steps.map((s) => s.x!));
    const y = Math.max(...steps.map((s) => s.y!)) + NODE_HEIGHT + 64;
    return [...steps, { ...step, x, y }];
  }
  return steps.map((s) =>
    s.uid === step.uid ? step : old.key === step.key ? s : { ...s, rule: renameStep(s.rule, old.key, step.key) },
  );
}

// ---- the body ---------------------------------------------------------------------------------------

export const FORM_TEXTS = {
  wholeNumber: 'Enter a whole number',
  points: 'Enter the points (0 for none)',
  price: 'Enter the price in rupees (0 for a free quest)',
  item: 'Choose the item for this step',
  ruleSteps: 'Choose the steps this step’s rule names',
} as const;

/** A whole number typed in a field: null when empty, NaN when it is not one. */
const whole = (text: string): number | null => {
  const t = text.trim();
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
};

/** Rupees as typed to paise: '499' -> 49900, '499.5' -> 49950; NaN for anything else. */
export function paiseFromRupees(text: string): number {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}

/** Where the API's field names show in the editor (the ids lists sit on their pickers). */
const FIELD_OF: Readonly<Record<string, string>> = {
  skill_ids: 'skills',
  job_role_ids: 'job_roles',
  life_skill_ids: 'life_skills',
  price_paise: 'price',
};

/** Messages keyed by the editor's fields: the API's names mapped, steps and cohorts kept by index. */
export function editorErrors(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const [root = key, ...rest] = key.split('.');
    const name =
      root in FIELD_OF ? FIELD_OF[root]! : rest.length && (root === 'steps' || root === 'cohorts') ? key : root;
    if (!(name in out)) out[name] = message;
  }
  return out;
}

/** The first message about step `index` (its item, key, rule...), if any. */
export function stepError(errors: FieldErrors, index: number): string | undefined {
  const prefix = `steps.${index}.`;
  const hit = Object.keys(errors).find((k) => k.startsWith(prefix));
  return hit ? errors[hit] : undefined;
}

/** The quest's body as the API takes it, from the form (numbers parsed, NaN where they are not numbers). */
export function bodyFromForm(values: QuestFormValues): QuestBody {
  return {
    title: values.title,
    summary: values.summary,
    description: values.description,
    duration_weeks: whole(values.duration_weeks),
    price_paise: paiseFromRupees(values.price),
    points: whole(values.points) ?? Number.NaN,
    skill_ids: values.skills.map((s) => s.id),
    job_role_ids: values.job_roles.map((r) => r.id),
    life_skill_ids: values.life_skills.map((s) => s.id),
    programs: values.programs,
    steps: values.steps.map((s) => ({
      key: s.key,
      kind: s.kind,
      ref_id: s.ref_id ?? 0,
      rule: s.rule,
      skip_counts: s.skip_counts,
      x: s.x,
      y: s.y,
    })),
    cohorts: values.cohorts.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      name: c.name,
      starts_on: c.starts_on,
      ends_on: c.ends_on || null,
    })),
  };
}

/**
 * The body of POST/PUT /api/quests, or the messages of what is wrong, keyed as the editor shows them: the
 * editor's own checks (numbers, unchosen items, a cycle named by titles) first, then questBodySchema's.
 */
export function validateQuestForm(
  values: QuestFormValues,
): { body: QuestBody; errors: null } | { body: null; errors: FieldErrors } {
  const own: FieldErrors = {};
  if (Number.isNaN(whole(values.duration_weeks))) own.duration_weeks = FORM_TEXTS.wholeNumber;
  if (whole(values.points) === null || Number.isNaN(whole(values.points))) own.points = FORM_TEXTS.points;
  if (Number.isNaN(paiseFromRupees(values.price))) own.price = FORM_TEXTS.price;
  values.steps.forEach((s, i) => {
    if (s.ref_id === null) own[`steps.${i}.ref_id`] = FORM_TEXTS.item;
    else if (!ruleIsComplete(s.rule)) own[`steps.${i}.rule`] = FORM_TEXTS.ruleSteps;
  });
  const order = stepOrder(values.steps.map((s) => ({ key: s.key, rule: s.rule, skip_counts: s.skip_counts })));
  if ('cycle' in order) {
    const titleOf = (k: string) => values.steps.find((s) => s.key === k)?.title ?? k;
    const loop = [...order.cycle, order.cycle[0]!].map(titleOf);
    own.steps = QUEST_RULE_TEXTS.cycle(loop);
  }
  const body = bodyFromForm(values);
  const checked = validate(questBodySchema, body);
  const errors = { ...editorErrors(checked.errors ?? {}), ...own };
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
}
