import { z } from 'zod';
import { stepOrder, unknownSteps, type Rule } from './rules';

/*
 * What an author writes for a quest's steps and their gates (issue 27): bounded everywhere (steps per quest,
 * steps a rule names, how deep rules nest), and checked as a whole: no rule names a step the quest lacks,
 * and no steps wait for each other.
 */

export const QUEST_LIMITS = {
  stepsMax: 200,
  /** Rules inside 'all' / 'any', and 'all' / 'any' inside each other. */
  ruleChildrenMax: 10,
  ruleDepthMax: 3,
  nOfStepsMax: 50,
  /** A window's days after the cohort's start. */
  windowDaysMax: 730,
} as const;

export const STEP_KINDS = ['project', 'resource_group', 'quiz', 'question_bank', 'activity'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export const QUEST_RULE_TEXTS = {
  cycle: (titles: string[]) => `These steps wait for each other: ${titles.join(' → ')}`,
  unknownStep: 'A rule names a step that is not in this quest',
  duplicateKey: 'Two steps have the same key',
  nTooLarge: 'n is more than the steps named',
  tooDeep: `Rules nest at most ${QUEST_LIMITS.ruleDepthMax} deep`,
  windowOrder: 'The window must close after it opens',
} as const;

const stepKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{1,24}$/i, 'Keys are letters, digits, - and _ (24 at most)');
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD');
const day = z.number().int().min(0).max(QUEST_LIMITS.windowDaysMax);

const leafRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('completed'), step: stepKey }),
  z.object({ kind: z.literal('passed'), step: stepKey, min_percent: z.number().min(0).max(100) }),
  z
    .object({
      kind: z.literal('n_of'),
      n: z.number().int().min(1).max(QUEST_LIMITS.nOfStepsMax),
      steps: z.array(stepKey).min(1).max(QUEST_LIMITS.nOfStepsMax),
    })
    .refine((r) => r.n <= new Set(r.steps).size, { path: ['n'], message: QUEST_RULE_TEXTS.nTooLarge }),
  z
    .object({
      kind: z.literal('window'),
      from: isoDay.nullish(),
      to: isoDay.nullish(),
      from_day: day.nullish(),
      to_day: day.nullish(),
    })
    .refine((r) => !r.from || !r.to || r.from <= r.to, { path: ['to'], message: QUEST_RULE_TEXTS.windowOrder })
    .refine((r) => r.from_day == null || r.to_day == null || r.from_day <= r.to_day, {
      path: ['to_day'],
      message: QUEST_RULE_TEXTS.windowOrder,
    }),
  z.object({ kind: z.literal('mentor') }),
]);

/** A rule: a leaf, or 'all' / 'any' of rules, nested at most ruleDepthMax deep. */
const ruleAt = (depth: number): z.ZodType<Rule> =>
  depth >= QUEST_LIMITS.ruleDepthMax
    ? (leafRule as unknown as z.ZodType<Rule>)
    : (z.union([
        leafRule,
        z.object({
          kind: z.enum(['all', 'any']),
          rules: z
            .array(z.lazy(() => ruleAt(depth + 1)))
            .min(1)
            .max(QUEST_LIMITS.ruleChildrenMax),
        }),
      ]) as unknown as z.ZodType<Rule>);
export const questRuleSchema = ruleAt(1);

export const questStepBodySchema = z.object({
  key: stepKey,
  kind: z.enum(STEP_KINDS),
  /** The project, learning path, quiz, question bank or activity. */
  ref_id: z.number().int().positive().max(2_147_483_647),
  rule: questRuleSchema.nullable().default(null),
  /** A mentor-approved skip counts as done (for rules and progress). */
  skip_counts: z.boolean().default(false),
  /** Where the author put it on the graph (absent: laid out for them). */
  x: z.number().min(-100_000).max(100_000).nullish(),
  y: z.number().min(-100_000).max(100_000).nullish(),
});
export type QuestStepBody = z.input<typeof questStepBodySchema>;

/** A quest's steps as one list (saved whole): unique keys, known steps, no cycle. */
export const questStepsSchema = z
  .array(questStepBodySchema)
  .max(QUEST_LIMITS.stepsMax)
  .superRefine((steps, ctx) => {
    const keys = steps.map((s) => s.key);
    if (new Set(keys).size !== keys.length) {
      ctx.addIssue({ code: 'custom', message: QUEST_RULE_TEXTS.duplicateKey });
      return;
    }
    const plain = steps.map((s) => ({ key: s.key, rule: s.rule, skip_counts: s.skip_counts }));
    if (unknownSteps(plain).length > 0) {
      ctx.addIssue({ code: 'custom', message: QUEST_RULE_TEXTS.unknownStep });
      return;
    }
    const order = stepOrder(plain);
    if ('cycle' in order) ctx.addIssue({ code: 'custom', message: QUEST_RULE_TEXTS.cycle(order.cycle) });
  });
