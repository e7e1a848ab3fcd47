import { z } from 'zod';
import { countParam, dataEnvelope, listEnvelope, pageParam, queryId } from '../api';
import {
  ENROLMENT_STATUSES,
  ITEM_STATES,
  LEARNING_KINDS,
  LEARNING_LIMITS as L,
  LEARNING_PROGRAM_KEYS,
  LEARNING_REQUEST_DECISIONS,
  LEARNING_REQUEST_KINDS,
  LEARNING_REQUEST_STATUSES,
  LEARNING_STATUSES,
  PROJECT_DIFFICULTIES,
  PROJECT_TASK_KINDS,
  RESOURCE_KINDS,
  REVIEW_DECISIONS,
  SUBMISSION_STATUSES,
} from './constants';
import { LEARNING_TEXTS as T, tooManyFiles } from './messages';
import { isHttpsLink } from '../readings/constants';

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
const ids = (max: number) => z.array(id).max(max).default([]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, T.dateRequired);

const httpsLink = z.string().trim().max(L.urlMax, T.urlInvalid).refine(isHttpsLink, T.urlInvalid);

const title = z
  .string({ error: T.titleRequired })
  .trim()
  .min(1, T.titleRequired)
  .min(L.titleMin, T.titleLength)
  .max(L.titleMax, T.titleLength);
/** Rich text as HTML; the API sanitises it before storing and the page again before showing it. */
const richText = (max: number) => z.string().max(max).default('');
const tags = {
  skill_ids: ids(L.skillsMax),
  job_role_ids: ids(L.jobRolesMax),
  life_skill_ids: ids(L.lifeSkillsMax),
  programs: z.array(z.enum(LEARNING_PROGRAM_KEYS)).max(L.programsMax).default([]),
};

// ---- shared response parts --------------------------------------------------------------------------

const named = z.object({ id: z.number().int(), name: z.string() });
export const learningPersonSchema = z.object({ profile_id: z.number().int(), name: z.string() });
export type LearningPerson = z.infer<typeof learningPersonSchema>;
const tagsOut = {
  skills: z.array(named),
  job_roles: z.array(named),
  life_skills: z.array(named),
  programs: z.array(z.enum(LEARNING_PROGRAM_KEYS)),
};
const owner = {
  status: z.enum(LEARNING_STATUSES),
  author: learningPersonSchema.nullable(),
  org: named.nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
};

/** The caller's own enrolment, on a list card or detail page. */
export const myEnrolmentSchema = z.object({
  id: z.number().int(),
  status: z.enum(ENROLMENT_STATUSES),
  progress: z.number().int().min(0).max(100),
});
export type MyEnrolment = z.infer<typeof myEnrolmentSchema>;

// ---- resources --------------------------------------------------------------------------------------

/** POST /api/resources, PUT /api/resources/{id}: a draft may be incomplete; publishing checks the rest. */
export const resourceBodySchema = z.object({
  title,
  kind: z.enum(RESOURCE_KINDS).default('text'),
  body: richText(L.bodyMax),
  url: z.union([httpsLink, z.literal('')]).nullish(),
  duration: z.number().int().min(0).max(L.durationMinutesMax).nullish(),
  ...tags,
});
export type ResourceBody = z.input<typeof resourceBodySchema>;

export const resourceSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  /** Minutes. */
  duration: z.number().int().nullable(),
  ...tagsOut,
  ...owner,
});
export type ResourceSummary = z.infer<typeof resourceSummarySchema>;

/**
 * An uploaded file as its readers get it: the name to show, its size, and a signed download link that
 * works for a few minutes only (ask again for a fresh one).
 */
export const learningFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bytes: z.number().int(),
  content_type: z.string(),
  url: z.string(),
});
export type LearningFile = z.infer<typeof learningFileSchema>;

export const resourceDetailSchema = resourceSummarySchema.extend({
  body: z.string(),
  url: z.string().nullable(),
  file: learningFileSchema.nullable(),
  can_edit: z.boolean(),
});
export type ResourceDetail = z.infer<typeof resourceDetailSchema>;

/** GET /api/resources, /api/webresources: published resources (and, with mine, the caller's drafts). */
export const resourceListQuerySchema = z.object({
  query: z.string().trim().max(L.searchMax).optional(),
  kind: z.enum(RESOURCE_KINDS).optional(),
  skill_id: queryId.optional(),
  mine: z.enum(['true', 'false']).optional(),
  page: pageParam,
  count: countParam,
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

export const resourceListResponseSchema = listEnvelope(resourceSummarySchema);
export const resourceDetailResponseSchema = dataEnvelope(resourceDetailSchema);

// ---- uploads: a resource's file, a submission's attachments ----------------------------------------

/**
 * Step 1 of an upload (POST .../file_uploads): the name and size of the file to send. The type is
 * refused here by its name and the size by its claim; step 3 checks the bytes themselves.
 */
export const learningUploadBodySchema = z.object({
  file_name: z.string({ error: T.fileType }).trim().min(1, T.fileType).max(L.fileNameMax),
  bytes: z
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
});
export type LearningUploadBody = z.input<typeof learningUploadBodySchema>;
/** Step 2 is the client's PUT of the bytes to `upload_url`, with this content type, before `expires_at`. */
export const learningUploadSchema = z.object({
  id: z.number().int(),
  upload_url: z.string(),
  content_type: z.string(),
  expires_at: z.string(),
});
export type LearningUpload = z.infer<typeof learningUploadSchema>;
export const learningUploadResponseSchema = dataEnvelope(learningUploadSchema);
export const learningFileResponseSchema = dataEnvelope(learningFileSchema);
export const resourceUploadParamsSchema = z.object({ id: queryId, uploadId: queryId });
export const submissionUploadParamsSchema = z.object({ id: queryId, itemId: queryId, uploadId: queryId });

// ---- learning paths (resource groups) -------------------------------------------------------------

const itemBody = z.object({
  resource_id: id,
  required: z.boolean().default(true),
  due_days: z.number().int().min(0).max(L.dueDaysMax).nullish(),
});

/** POST /api/resource_groups, PUT /api/resource_groups/{id}: `items` in order (their seq). */
export const resourceGroupBodySchema = z.object({
  title,
  summary: z.string().trim().max(L.summaryMax).default(''),
  description: richText(L.descriptionMax),
  price_paise: z.number().int().min(0).max(10_000_000).default(0),
  certificate: z.boolean().default(false),
  items: z.array(itemBody).max(L.itemsMax).default([]),
  ...tags,
});
export type ResourceGroupBody = z.input<typeof resourceGroupBodySchema>;

export const resourceGroupSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  price_paise: z.number().int(),
  certificate: z.boolean(),
  item_count: z.number().int(),
  /** Minutes, the resources' durations added up. */
  duration: z.number().int(),
  enrolled_count: z.number().int(),
  my_enrolment: myEnrolmentSchema.nullable(),
  /** Why it is recommended, when it is. */
  reason: z.string().nullable(),
  ...tagsOut,
  ...owner,
});
export type ResourceGroupSummary = z.infer<typeof resourceGroupSummarySchema>;

export const resourceGroupItemSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  required: z.boolean(),
  due_days: z.number().int().nullable(),
  resource: resourceSummarySchema,
});
export type ResourceGroupItem = z.infer<typeof resourceGroupItemSchema>;

export const resourceGroupDetailSchema = resourceGroupSummarySchema.extend({
  description: z.string(),
  items: z.array(resourceGroupItemSchema),
  can_edit: z.boolean(),
});
export type ResourceGroupDetail = z.infer<typeof resourceGroupDetailSchema>;

/** POST /api/filter_resource_groups. */
export const filterResourceGroupsBodySchema = z.object({
  query: z.string().trim().max(L.searchMax).optional(),
  skill_ids: z.array(id).max(L.skillsMax).default([]),
  job_role_ids: z.array(id).max(L.jobRolesMax).default([]),
  program: z.enum(LEARNING_PROGRAM_KEYS).optional(),
  free_only: z.boolean().default(false),
  mine: z.boolean().default(false),
  page: z.number().int().min(1).max(1_000_000).default(1),
  count: z.number().int().min(1).max(L.pageSizeMax).default(12),
});
export type FilterResourceGroupsBody = z.input<typeof filterResourceGroupsBodySchema>;

export const resourceGroupListResponseSchema = listEnvelope(resourceGroupSummarySchema);
export const resourceGroupDetailResponseSchema = dataEnvelope(resourceGroupDetailSchema);

// ---- projects ---------------------------------------------------------------------------------------

/** One task of a project (an activity with seq, SPEC §3.6). */
export const projectTaskBodySchema = z
  .object({
    kind: z.enum(PROJECT_TASK_KINDS),
    title,
    description: richText(L.descriptionMax),
    required: z.boolean().default(true),
    due_days: z.number().int().min(0).max(L.dueDaysMax).nullish(),
    /** A reading: the resource to read. */
    resource_id: id.nullish(),
    /** A peer-reviewed activity: one of the existing activities. */
    assignment_id: id.nullish(),
    /** Where it goes: tasks are re-sorted by seq (SPEC §4.7); absent, it goes last. */
    seq: z.number().int().min(1).max(L.itemsMax).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'reading' && !v.resource_id)
      ctx.addIssue({ code: 'custom', path: ['resource_id'], message: T.readingNeedsResource });
    if (v.kind === 'activity' && !v.assignment_id)
      ctx.addIssue({ code: 'custom', path: ['assignment_id'], message: T.activityNotFound });
  });
export type ProjectTaskBody = z.input<typeof projectTaskBodySchema>;

/** POST /api/projects, PUT /api/projects/{id}. */
export const projectBodySchema = z.object({
  title,
  summary: z.string().trim().max(L.summaryMax).default(''),
  description: richText(L.descriptionMax),
  duration_weeks: z.number().int().min(1).max(L.durationWeeksMax).nullish(),
  difficulty: z.enum(PROJECT_DIFFICULTIES).default('Beginner'),
  team_size: z.number().int().min(1).max(L.teamSizeMax).default(1),
  mentor_profile_ids: z.array(id).max(L.mentorsMax).default([]),
  price_paise: z.number().int().min(0).max(10_000_000).default(0),
  ...tags,
});
export type ProjectBody = z.input<typeof projectBodySchema>;

export const projectTaskSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  kind: z.enum(PROJECT_TASK_KINDS),
  title: z.string(),
  description: z.string(),
  required: z.boolean(),
  due_days: z.number().int().nullable(),
  resource: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  assignment: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type ProjectTask = z.infer<typeof projectTaskSchema>;

export const projectSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  duration_weeks: z.number().int().nullable(),
  difficulty: z.enum(PROJECT_DIFFICULTIES),
  team_size: z.number().int(),
  price_paise: z.number().int(),
  task_count: z.number().int(),
  enrolled_count: z.number().int(),
  mentors: z.array(learningPersonSchema),
  my_enrolment: myEnrolmentSchema.nullable(),
  reason: z.string().nullable(),
  ...tagsOut,
  ...owner,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectDetailSchema = projectSummarySchema.extend({
  description: z.string(),
  tasks: z.array(projectTaskSchema),
  can_edit: z.boolean(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** GET /api/list/project. */
export const projectListQuerySchema = z.object({
  query: z.string().trim().max(L.searchMax).optional(),
  skill_id: queryId.optional(),
  difficulty: z.enum(PROJECT_DIFFICULTIES).optional(),
  program: z.enum(LEARNING_PROGRAM_KEYS).optional(),
  mine: z.enum(['true', 'false']).optional(),
  page: pageParam,
  count: countParam,
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectListResponseSchema = listEnvelope(projectSummarySchema);
export const projectDetailResponseSchema = dataEnvelope(projectDetailSchema);
export const taskParamsSchema = z.object({ id: queryId, taskId: queryId });
export const projectTaskResponseSchema = dataEnvelope(z.array(projectTaskSchema));

// ---- enrolment and progress -----------------------------------------------------------------------

/** POST /api/projects/{id}/enrol, /api/resource_groups/{id}/enrol: save it as interesting, or start. */
export const learningEnrolBodySchema = z.object({ status: z.enum(['Interested', 'Enrolled']).default('Enrolled') });

/** POST /api/learning_enrolments: a mentor, organisation or admin enrols students (one, a list, a batch). */
export const enrolStudentsBodySchema = z
  .object({
    kind: z.enum(LEARNING_KINDS),
    content_id: id,
    profile_ids: z.array(id).max(L.enrolBatchMax).default([]),
    /** A batch: the students of an institute finishing their degree in this year. */
    batch: z.number().int().min(1970).max(2100).optional(),
    /** With a batch, for admins: the institute. */
    org_id: id.optional(),
  })
  .refine((v) => v.profile_ids.length > 0 || v.batch !== undefined, {
    path: ['profile_ids'],
    message: 'Choose the students to enrol',
  });
export const enrolStudentsResultSchema = dataEnvelope(
  z.object({ enrolled: z.number().int(), already: z.number().int(), skipped: z.number().int() }),
);

/** A student's enrolment in a project or learning path (my_project / my_resource_group). */
export const myLearningSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEARNING_KINDS),
  content_id: z.number().int(),
  title: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  progress: z.number().int().min(0).max(100),
  done: z.number().int(),
  total: z.number().int(),
  enrolled_on: z.string().nullable(),
  completed_at: z.string().nullable(),
  skills: z.array(named),
  next_due: z
    .object({ title: z.string(), due_date: z.string(), days_left: z.number().int(), days_left_text: z.string() })
    .nullable(),
});
export type MyLearning = z.infer<typeof myLearningSchema>;
export const myLearningResponseSchema = dataEnvelope(myLearningSchema);
export const myLearningsQuerySchema = z.object({
  status: z.enum(ENROLMENT_STATUSES).optional(),
  kind: z.enum(LEARNING_KINDS).optional(),
});
export const myLearningsResponseSchema = dataEnvelope(z.array(myLearningSchema));

export const submissionCommentSchema = z.object({
  id: z.number().int(),
  author: learningPersonSchema,
  body: z.string(),
  at: z.string(),
});
export const learningSubmissionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  text: z.string(),
  links: z.array(z.string()),
  status: z.enum(SUBMISSION_STATUSES),
  score: z.number().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewer: learningPersonSchema.nullable(),
  /** This version's attachments (each version keeps its own). */
  files: z.array(learningFileSchema),
  comments: z.array(submissionCommentSchema),
});
export type LearningSubmission = z.infer<typeof learningSubmissionSchema>;

export const learningRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEARNING_REQUEST_KINDS),
  status: z.enum(LEARNING_REQUEST_STATUSES),
  reason: z.string(),
  requested_date: z.string().nullable(),
  granted_date: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type LearningRequest = z.infer<typeof learningRequestSchema>;

/** One task or resource as one student stands in it. */
export const myItemSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  title: z.string(),
  kind: z.union([z.enum(PROJECT_TASK_KINDS), z.literal('resource')]),
  required: z.boolean(),
  state: z.enum(ITEM_STATES),
  due_date: z.string().nullable(),
  days_left: z.number().int().nullable(),
  days_left_text: z.string(),
  /** The resource to read (a path's resource, a reading task). */
  resource: resourceSummarySchema.nullable(),
  assignment: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  description: z.string(),
  submissions: z.array(learningSubmissionSchema),
  requests: z.array(learningRequestSchema),
});
export type MyItem = z.infer<typeof myItemSchema>;

/** GET /api/my_profile/my_projects/{id}, /api/my_profile/my_resource_groups/{id}. */
export const myLearningDetailSchema = myLearningSchema.extend({
  description: z.string(),
  mentors: z.array(learningPersonSchema),
  items: z.array(myItemSchema),
  portfolio_entry_id: z.number().int().nullable(),
});
export type MyLearningDetail = z.infer<typeof myLearningDetailSchema>;
export const myLearningDetailResponseSchema = dataEnvelope(myLearningDetailSchema);
export const myItemParamsSchema = z.object({ id: queryId, itemId: queryId });

// ---- submissions and review -----------------------------------------------------------------------

/** POST /api/my_profile/my_projects/{id}/tasks/{itemId}/submissions. */
export const submissionBodySchema = z
  .object({
    text: z.string().trim().max(L.submissionTextMax).default(''),
    links: z.array(httpsLink).max(L.submissionLinksMax).default([]),
    /** Uploads of this task confirmed by the student (POST .../file_uploads, PUT, confirm), not yet attached. */
    file_ids: z.array(id).max(L.submissionFilesMax, tooManyFiles(L.submissionFilesMax)).default([]),
  })
  .refine((v) => v.text.length > 0 || v.links.length > 0 || v.file_ids.length > 0, {
    path: ['text'],
    message: T.submissionEmpty,
  });
export type SubmissionBody = z.input<typeof submissionBodySchema>;

/** POST /api/admin/evaluate_my_project: the mentor's review of one submission. */
export const evaluateBodySchema = z
  .object({
    submission_id: id,
    decision: z.enum(REVIEW_DECISIONS),
    comment: z.string().trim().max(L.commentMax).default(''),
    score: z.number().min(0).max(L.scoreMax).multipleOf(0.1).nullish(),
  })
  .refine((v) => v.decision === 'accept' || v.comment.length > 0, { path: ['comment'], message: T.commentRequired });
export type EvaluateBody = z.input<typeof evaluateBodySchema>;

/** POST /api/project_submissions/{id}/comments: the thread both ways. */
export const submissionCommentBodySchema = z.object({
  body: z.string().trim().min(1, T.commentRequired).max(L.commentMax),
});

/** One submission in the mentor's review queue, with the work itself. */
export const reviewItemSchema = z.object({
  submission: learningSubmissionSchema,
  my_project_id: z.number().int(),
  student: learningPersonSchema,
  project: z.object({ id: z.number().int(), title: z.string() }),
  task: z.object({ id: z.number().int(), title: z.string() }),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export const reviewQueueQuerySchema = z.object({
  project_id: queryId.optional(),
  status: z.enum(SUBMISSION_STATUSES).default('Submitted'),
  page: pageParam,
  count: countParam,
});
export const reviewQueueResponseSchema = listEnvelope(reviewItemSchema);
export const submissionResponseSchema = dataEnvelope(learningSubmissionSchema);

// ---- pending tasks ----------------------------------------------------------------------------------

export const pendingTaskSchema = z.object({
  kind: z.enum(LEARNING_KINDS),
  my_learning_id: z.number().int(),
  content_id: z.number().int(),
  content_title: z.string(),
  item_id: z.number().int(),
  item_title: z.string(),
  state: z.enum(ITEM_STATES),
  due_date: z.string(),
  days_left: z.number().int(),
  days_left_text: z.string(),
  /** The page that opens it. */
  path: z.string(),
});
export type PendingTask = z.infer<typeof pendingTaskSchema>;
export const pendingTasksResponseSchema = dataEnvelope(z.array(pendingTaskSchema));
export const pendingTasksByInterventionQuerySchema = z.object({ type: z.enum(LEARNING_KINDS), id: queryId });

// ---- skip and extension requests ------------------------------------------------------------------

/** POST /api/skip_resource_group_unit. */
export const skipRequestBodySchema = z.object({
  my_resource_group_id: id,
  item_id: id,
  reason: z.string().trim().min(1, T.reasonRequired).max(L.reasonMax),
});
export type SkipRequestBody = z.input<typeof skipRequestBodySchema>;
/** POST /api/request_extension. */
export const extensionRequestBodySchema = z.object({
  kind: z.enum(LEARNING_KINDS),
  my_learning_id: id,
  item_id: id,
  reason: z.string().trim().min(1, T.reasonRequired).max(L.reasonMax),
  requested_date: isoDate,
});
export type ExtensionRequestBody = z.input<typeof extensionRequestBodySchema>;
/** PUT /api/learning_requests/{id}: the mentor's answer. */
export const decideRequestBodySchema = z
  .object({
    decision: z.enum(LEARNING_REQUEST_DECISIONS),
    date: isoDate.optional(),
    comment: z.string().trim().max(L.commentMax).default(''),
  })
  .refine((v) => v.decision !== 'offer' || v.date !== undefined, { path: ['date'], message: T.dateRequired });
export type DecideRequestBody = z.input<typeof decideRequestBodySchema>;
export const mentorRequestSchema = learningRequestSchema.extend({
  student: learningPersonSchema,
  kind_of_content: z.enum(LEARNING_KINDS),
  content: z.object({ id: z.number().int(), title: z.string() }),
  item: z.object({ id: z.number().int(), title: z.string(), due_date: z.string().nullable() }),
});
export type MentorRequest = z.infer<typeof mentorRequestSchema>;
/**
 * GET /api/learning_requests: the requests the caller may answer, oldest first; `kind_of_content` keeps
 * those of projects or of learning paths, with `content_id` those of one of them (a path's page).
 */
export const mentorRequestsQuerySchema = z
  .object({
    status: z.enum(LEARNING_REQUEST_STATUSES).default('Pending'),
    kind_of_content: z.enum(LEARNING_KINDS).optional(),
    content_id: queryId.optional(),
    page: pageParam,
    count: countParam,
  })
  .refine((v) => v.content_id === undefined || v.kind_of_content !== undefined, {
    path: ['kind_of_content'],
    message: T.contentKindRequired,
  });
export type MentorRequestsQuery = z.infer<typeof mentorRequestsQuerySchema>;
export const mentorRequestsResponseSchema = listEnvelope(mentorRequestSchema);
export const learningRequestResponseSchema = dataEnvelope(learningRequestSchema);

/** PUT /api/learning_accommodations/{profile_id}: +N days on every item for this student (0 removes it). */
export const accommodationBodySchema = z.object({
  days: z.number().int().min(0).max(L.accommodationDaysMax),
  reason: z.string().trim().min(1, T.reasonRequired).max(L.reasonMax),
});
export const accommodationParamsSchema = z.object({ profile_id: queryId });
export const accommodationResponseSchema = dataEnvelope(
  z.object({ profile_id: z.number().int(), days: z.number().int(), reason: z.string() }),
);

// ---- mentor and organisation views --------------------------------------------------------------

/** GET /api/project_status_counter?project_id: enrolments by status. */
export const projectStatusCounterSchema = dataEnvelope(
  z.object({
    Interested: z.number().int(),
    Enrolled: z.number().int(),
    Completed: z.number().int(),
    Dropped: z.number().int(),
    awaiting_review: z.number().int(),
  }),
);
export type ProjectStatusCounter = z.infer<typeof projectStatusCounterSchema>['data'];
/** GET /api/project_status_split?project_id: how far the enrolled are, in bands of progress. */
export const projectStatusSplitSchema = dataEnvelope(z.array(z.object({ band: z.string(), count: z.number().int() })));
export type ProjectStatusBand = z.infer<typeof projectStatusSplitSchema>['data'][number];
export const projectQuerySchema = z.object({ project_id: queryId.optional() });
/**
 * GET /api/fetch_mentor_quiz_activity_data_groups?type: the mentor's content with the groups its students
 * take it in. ACTIVITY: each peer activity with the projects that hold it (quizzes and question banks
 * come with the quizzes issue).
 */
export const DATA_GROUP_CONTENT_TYPES = ['ACTIVITY'] as const;
export const dataGroupsQuerySchema = z.object({ type: z.enum(DATA_GROUP_CONTENT_TYPES) });
export const activityDataGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  students: z.number().int(),
  data_groups: z.array(
    z.object({
      id: z.number().int(),
      kind: z.literal('project'),
      name: z.string(),
      status: z.enum(LEARNING_STATUSES),
      students: z.number().int(),
    }),
  ),
});
export const activityDataGroupsResponseSchema = dataEnvelope(z.array(activityDataGroupSchema));
export type ActivityDataGroup = z.infer<typeof activityDataGroupSchema>;
/** GET /api/my_profile/project_applicants?project_id: who is enrolled, with progress. */
export const projectApplicantSchema = z.object({
  my_project_id: z.number().int(),
  student: learningPersonSchema,
  institute: z.string().nullable(),
  status: z.enum(ENROLMENT_STATUSES),
  progress: z.number().int(),
  enrolled_on: z.string().nullable(),
  last_activity_at: z.string().nullable(),
  overdue: z.number().int(),
});
export type ProjectApplicant = z.infer<typeof projectApplicantSchema>;
export const projectApplicantsQuerySchema = z.object({ project_id: queryId, page: pageParam, count: countParam });
export const projectApplicantsResponseSchema = listEnvelope(projectApplicantSchema);
/** GET /api/my_profile/project_applicants_org_split?project_id: enrolments by institute. */
export const projectOrgSplitSchema = dataEnvelope(
  z.array(z.object({ org: z.string(), enrolled: z.number().int(), completed: z.number().int() })),
);
export type ProjectOrgSplitRow = z.infer<typeof projectOrgSplitSchema>['data'][number];

// ---- small shapes the routes answer --------------------------------------------------------------

/** A create answers 201 with the new id. */
export const learningCreatedSchema = dataEnvelope(z.object({ id: z.number().int() }));
export const learningIdParamsSchema = z.object({ id: queryId });
export const myProjectsQuerySchema = z.object({ status: z.enum(ENROLMENT_STATUSES).optional() });
export const mentoredProjectsQuerySchema = z.object({ page: pageParam, count: countParam });
