import { z } from 'zod';
import { countParam, dataEnvelope, listEnvelope, pageParam, queryId, snapshotEnvelope } from '../api';
import { LEARNING_LIMITS as L, LEARNING_PROGRAM_KEYS, LEARNING_STATUSES } from '../learning/constants';
import { LEARNING_TEXTS as LT } from '../learning/messages';
import { questRuleSchema, questStepsSchema, STEP_KINDS } from './schemas';
import { MY_QUEST_STATUSES } from './students';

/*
 * The quests API (issue 27, decision 0078): a quest and its steps, cohorts (the spec's data groups), a
 * student's enrolment (my_quest) with every step's state, why a step is locked, the mentor's grants,
 * the mentor's dashboard and the scorecard.
 */

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
const ids = (max: number) => z.array(id).max(max).default([]);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, LT.dateRequired);

export const QUEST_LIMITS_API = {
  cohortsMax: 20,
  cohortNameMax: 80,
  pointsMax: 10_000,
  reasonMax: 500,
  nudgeMax: 200,
} as const;

export const STEP_STATES = ['locked', 'available', 'in_progress', 'done', 'skipped'] as const;
export const GRANT_KINDS = ['unlock', 'skip'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

const title = z
  .string({ error: LT.titleRequired })
  .trim()
  .min(1, LT.titleRequired)
  .min(L.titleMin, LT.titleLength)
  .max(L.titleMax, LT.titleLength);

export const questCohortBodySchema = z
  .object({
    /** An existing cohort keeps its id (its students stay in it); a new one has none. */
    id: id.optional(),
    name: z.string().trim().min(1, 'Name the cohort').max(QUEST_LIMITS_API.cohortNameMax),
    starts_on: isoDay,
    ends_on: isoDay.nullish(),
  })
  .refine((c) => !c.ends_on || c.ends_on >= c.starts_on, {
    path: ['ends_on'],
    message: 'The cohort must end after it starts',
  });
export type QuestCohortBody = z.input<typeof questCohortBodySchema>;

/** POST /api/quests, PUT /api/quests/{id}: the quest with its whole step list (a draft may be incomplete). */
export const questBodySchema = z.object({
  title,
  summary: z.string().trim().max(L.summaryMax).default(''),
  /** Rich text as HTML; sanitised before it is stored. */
  description: z.string().max(L.descriptionMax).default(''),
  duration_weeks: z.number().int().min(1).max(L.durationWeeksMax).nullish(),
  price_paise: z.number().int().min(0).max(10_000_000).default(0),
  /** Points the portfolio's Courses entry carries when the quest is completed. */
  points: z.number().int().min(0).max(QUEST_LIMITS_API.pointsMax).default(100),
  skill_ids: ids(L.skillsMax),
  job_role_ids: ids(L.jobRolesMax),
  life_skill_ids: ids(L.lifeSkillsMax),
  programs: z.array(z.enum(LEARNING_PROGRAM_KEYS)).max(L.programsMax).default([]),
  steps: questStepsSchema.default([]),
  cohorts: z.array(questCohortBodySchema).max(QUEST_LIMITS_API.cohortsMax).default([]),
});
export type QuestBody = z.input<typeof questBodySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
const person = z.object({ profile_id: z.number().int(), name: z.string() });

export const myQuestBriefSchema = z.object({
  id: z.number().int(),
  status: z.enum(MY_QUEST_STATUSES),
  progress: z.number().int().min(0).max(100),
});

export const questSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  duration_weeks: z.number().int().nullable(),
  price_paise: z.number().int(),
  points: z.number().int(),
  step_count: z.number().int(),
  /** Steps per kind, for the card ('3 projects, 2 quizzes'). */
  kinds: z.array(z.object({ kind: z.enum(STEP_KINDS), count: z.number().int() })),
  enrolled_count: z.number().int(),
  my_enrolment: myQuestBriefSchema.nullable(),
  skills: z.array(named),
  job_roles: z.array(named),
  life_skills: z.array(named),
  programs: z.array(z.enum(LEARNING_PROGRAM_KEYS)),
  status: z.enum(LEARNING_STATUSES),
  author: person.nullable(),
  org: named.nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type QuestSummary = z.infer<typeof questSummarySchema>;

export const questStepSchema = z.object({
  key: z.string(),
  kind: z.enum(STEP_KINDS),
  ref_id: z.number().int(),
  /** The item's title (or 'Item not available' when it was removed). */
  title: z.string(),
  /** The item is published (students can open it). */
  available: z.boolean(),
  rule: questRuleSchema.nullable(),
  /** The rule in words. */
  rule_text: z.string(),
  skip_counts: z.boolean(),
  x: z.number().nullable(),
  y: z.number().nullable(),
});
export type QuestStepView = z.infer<typeof questStepSchema>;

export const questCohortSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  enrolled_count: z.number().int(),
});
export type QuestCohort = z.infer<typeof questCohortSchema>;

export const questDetailSchema = questSummarySchema.extend({
  description: z.string(),
  steps: z.array(questStepSchema),
  cohorts: z.array(questCohortSchema),
  can_edit: z.boolean(),
});
export type QuestDetail = z.infer<typeof questDetailSchema>;

/** GET /api/quests. */
export const questListQuerySchema = z.object({
  query: z.string().trim().max(L.searchMax).optional(),
  skill_id: queryId.optional(),
  program: z.enum(LEARNING_PROGRAM_KEYS).optional(),
  mine: z.enum(['true', 'false']).optional(),
  page: pageParam,
  count: countParam,
});
/** POST /api/fetch_filtered_quests. */
export const filterQuestsBodySchema = z.object({
  query: z.string().trim().max(L.searchMax).optional(),
  skill_ids: z.array(id).max(L.skillsMax).default([]),
  job_role_ids: z.array(id).max(L.jobRolesMax).default([]),
  program: z.enum(LEARNING_PROGRAM_KEYS).optional(),
  free_only: z.boolean().default(false),
  mine: z.boolean().default(false),
  page: z.number().int().min(1).max(1_000_000).default(1),
  count: z.number().int().min(1).max(L.pageSizeMax).default(12),
});
export type FilterQuestsBody = z.input<typeof filterQuestsBodySchema>;
export const questListResponseSchema = listEnvelope(questSummarySchema);
export const questDetailResponseSchema = dataEnvelope(questDetailSchema);
export const questCreatedSchema = dataEnvelope(z.object({ id: z.number().int() }));

// ---- a student's quest --------------------------------------------------------------------------------

/** POST /api/quests/{id}/enrol. */
export const questEnrolBodySchema = z.object({ cohort_id: id.optional() });

export const myQuestStepSchema = z.object({
  key: z.string(),
  state: z.enum(STEP_STATES),
  unlocked: z.boolean(),
  /** Done in this quest (counts toward progress and rules). */
  complete: z.boolean(),
  started_on: z.string().nullable(),
  best_percent: z.number().nullable(),
  /** What the student's enrolment in the item is, for links ('/myProjects/{id}'): null if none. */
  my_item_id: z.number().int().nullable(),
  /** A mentor's grant on this step. */
  grant: z.enum(GRANT_KINDS).nullable(),
  /** Why it is locked, in words (empty when it is not). */
  reasons: z.array(z.string()),
});
export type MyQuestStep = z.infer<typeof myQuestStepSchema>;

export const myQuestSchema = z.object({
  id: z.number().int(),
  quest_id: z.number().int(),
  title: z.string(),
  status: z.enum(MY_QUEST_STATUSES),
  cohort: named.nullable(),
  enrolled_on: z.string(),
  completed_at: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  steps_done: z.number().int(),
  steps_total: z.number().int(),
  /** The next step to work on (available or in progress, in the quest's order). */
  next_step: z.object({ key: z.string(), title: z.string(), kind: z.enum(STEP_KINDS) }).nullable(),
  locked_count: z.number().int(),
  portfolio_entry_id: z.number().int().nullable(),
});
export type MyQuest = z.infer<typeof myQuestSchema>;

export const myQuestDetailSchema = myQuestSchema.extend({
  quest: questDetailSchema,
  steps: z.array(myQuestStepSchema),
});
export type MyQuestDetail = z.infer<typeof myQuestDetailSchema>;

export const myQuestsQuerySchema = z.object({ status: z.enum(MY_QUEST_STATUSES).optional() });
export const myQuestResponseSchema = dataEnvelope(myQuestSchema);
export const myQuestsResponseSchema = dataEnvelope(z.array(myQuestSchema));
export const myQuestDetailResponseSchema = dataEnvelope(myQuestDetailSchema);

export const questStepParamsSchema = z.object({ id: queryId, key: z.string().regex(/^[a-z0-9_-]{1,24}$/i) });

/** GET /api/my_profile/my_quests/{id}/locks/{key}: why the step is locked and the fewest steps that unlock it. */
export const questLockSchema = z.object({
  key: z.string(),
  locked: z.boolean(),
  reasons: z.array(z.string()),
  /** The fewest steps whose completion unlocks it (in the quest's order); null: no steps can (dates or a mentor). */
  unlock_set: z.array(z.object({ key: z.string(), title: z.string(), kind: z.enum(STEP_KINDS) })).nullable(),
});
export type QuestLock = z.infer<typeof questLockSchema>;
export const questLockResponseSchema = dataEnvelope(questLockSchema);

// ---- mentors: grants, students, dashboard, nudges -------------------------------------------------------

/** POST /api/quests/{id}/grants: unlock or skip one step for one student. */
export const questGrantBodySchema = z.object({
  profile_id: id,
  step_key: z.string().regex(/^[a-z0-9_-]{1,24}$/i),
  kind: z.enum(GRANT_KINDS),
  reason: z.string().trim().max(QUEST_LIMITS_API.reasonMax).default(''),
});
export const questGrantResponseSchema = dataEnvelope(
  z.object({ profile_id: z.number().int(), step_key: z.string(), kind: z.enum(GRANT_KINDS) }),
);

export const questDashboardQuerySchema = z.object({ data_group_id: queryId.optional() });
export const questDashboardSchema = z.object({
  quest_id: z.number().int(),
  title: z.string(),
  enrolled: z.number().int(),
  completed: z.number().int(),
  cohorts: z.array(
    z.object({ id: z.number().int(), name: z.string(), enrolled: z.number().int(), completed: z.number().int() }),
  ),
  /** Per step in the quest's order: how many students reached each state, and the median days to finish. */
  funnel: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      kind: z.enum(STEP_KINDS),
      unlocked: z.number().int(),
      started: z.number().int(),
      complete: z.number().int(),
      skipped: z.number().int(),
      /** Enrolled students whose first step not yet complete is this one (where they stand). */
      here: z.number().int(),
      /** Of those, the ones who have not moved for 14 days. */
      stalled: z.number().int(),
      median_days: z.number().nullable(),
    }),
  ),
  at_risk: z.array(
    z.object({
      profile_id: z.number().int(),
      name: z.string(),
      progress: z.number().int(),
      last_activity_on: z.string().nullable(),
      reason: z.string(),
    }),
  ),
  computed_ms: z.number(),
});
export type QuestDashboard = z.infer<typeof questDashboardSchema>;
/** A snapshot: computed at most DASHBOARD_CACHE_SECONDS ago (the page says when). */
export const questDashboardResponseSchema = snapshotEnvelope(questDashboardSchema);

export const questNudgeBodySchema = z.object({
  profile_ids: z.array(id).min(1).max(QUEST_LIMITS_API.nudgeMax),
  message: z.string().trim().max(QUEST_LIMITS_API.reasonMax).default(''),
});
export const questNudgeResponseSchema = dataEnvelope(z.object({ sent: z.number().int() }));

/** GET /api/quest_stats: the quests the viewer manages, with their numbers. */
export const questStatsQuerySchema = z.object({
  query: z.string().trim().max(L.searchMax).optional(),
  page: pageParam,
  count: countParam,
});
export const questStatsRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(LEARNING_STATUSES),
  step_count: z.number().int(),
  enrolled: z.number().int(),
  completed: z.number().int(),
  median_progress: z.number().int(),
  at_risk: z.number().int(),
});
export type QuestStatsRow = z.infer<typeof questStatsRowSchema>;
export const questStatsResponseSchema = listEnvelope(questStatsRowSchema);

// ---- scorecards ---------------------------------------------------------------------------------------

export const scorecardQuerySchema = z.object({ profile_id: queryId.optional() });
export const scorecardSchema = z.object({
  quest_id: z.number().int(),
  title: z.string(),
  student: z.object({ profile_id: z.number().int(), name: z.string() }),
  cohort: named.nullable(),
  status: z.enum(MY_QUEST_STATUSES),
  progress: z.number().int(),
  steps: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      kind: z.enum(STEP_KINDS),
      state: z.enum(STEP_STATES),
      /** Percent, one decimal: the quiz's best, the project's reviewed mark, the activity's final score. */
      score: z.number().nullable(),
      mentor_score: z.number().nullable(),
      peer_score: z.number().nullable(),
    }),
  ),
  /** Mean of the step scores present, one decimal. */
  total: z.number().nullable(),
  /** 1 = best in the cohort (or the quest, without cohorts). */
  rank: z.number().int().nullable(),
  cohort_size: z.number().int(),
  /** Share of the cohort with a lower total, one decimal. */
  percentile: z.number().nullable(),
  generated_at: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;
export const scorecardResponseSchema = dataEnvelope(scorecardSchema);
