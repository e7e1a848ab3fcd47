/*
 * Learning content (issue 25): resources, learning paths (the spec's resource groups) and projects,
 * a student's enrolment in them, progress, submissions and review, pending tasks and requests for more
 * time. What pages need without zod.
 */

/** The lifecycle of every learning item: authored as a draft, published, archived (kept for those enrolled). */
export const LEARNING_STATUSES = ['draft', 'published', 'archived'] as const;
export type LearningStatus = (typeof LEARNING_STATUSES)[number];
export const LEARNING_STATUS_LABELS: Record<LearningStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/** What a resource is. */
export const RESOURCE_KINDS = ['text', 'video', 'link', 'file'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
export const RESOURCE_KIND_LABELS: Record<ResourceKind, string> = {
  text: 'Article',
  video: 'Video',
  link: 'External link',
  file: 'File',
};

export const PROJECT_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type ProjectDifficulty = (typeof PROJECT_DIFFICULTIES)[number];

/** A project's tasks (activities with a seq, SPEC §3.6). */
export const PROJECT_TASK_KINDS = ['reading', 'deliverable', 'activity'] as const;
export type ProjectTaskKind = (typeof PROJECT_TASK_KINDS)[number];
export const PROJECT_TASK_KIND_LABELS: Record<ProjectTaskKind, string> = {
  reading: 'Reading',
  deliverable: 'Deliverable',
  activity: 'Peer-reviewed activity',
};

/** What can be enrolled in. */
export const LEARNING_KINDS = ['project', 'resource_group'] as const;
export type LearningKind = (typeof LEARNING_KINDS)[number];
export const LEARNING_KIND_LABELS: Record<LearningKind, string> = {
  project: 'Project',
  resource_group: 'Learning path',
};

/**
 * A student's standing in a project or learning path (SPEC §4.3 item statuses; the portfolio's tabs
 * Interested, In Progress, Completed). 'Dropped' is an unenrolment: earlier completions are kept and
 * come back on re-enrolment.
 */
export const ENROLMENT_STATUSES = ['Interested', 'Enrolled', 'Completed', 'Dropped'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, string> = {
  Interested: 'Interested',
  Enrolled: 'In Progress',
  Completed: 'Completed',
  Dropped: 'Unenrolled',
};

/**
 * Where one required item stands for one student. Only 'complete' counts as done; 'skipped' (a skip the
 * mentor approved) takes the item out of what is required; a submitted, returned or rejected deliverable
 * is not complete.
 */
export const ITEM_STATES = ['open', 'submitted', 'changes_requested', 'rejected', 'complete', 'skipped'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
export const ITEM_STATE_LABELS: Record<ItemState, string> = {
  open: 'To do',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  rejected: 'Not accepted',
  complete: 'Done',
  skipped: 'Skipped',
};

/** A deliverable's submission as the mentor's review leaves it. */
export const SUBMISSION_STATUSES = ['Submitted', 'Changes requested', 'Accepted', 'Rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** The mentor's decisions on a submission. */
export const REVIEW_DECISIONS = ['accept', 'changes', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** A student's request about one item: skip it, or more time. */
export const LEARNING_REQUEST_KINDS = ['skip', 'extension'] as const;
export type LearningRequestKind = (typeof LEARNING_REQUEST_KINDS)[number];
export const LEARNING_REQUEST_STATUSES = ['Pending', 'Approved', 'Refused', 'Offered'] as const;
export type LearningRequestStatus = (typeof LEARNING_REQUEST_STATUSES)[number];
/** The mentor's answers: approve as asked, refuse, or offer another date (which is then the due date). */
export const LEARNING_REQUEST_DECISIONS = ['approve', 'refuse', 'offer'] as const;
export type LearningRequestDecision = (typeof LEARNING_REQUEST_DECISIONS)[number];

/**
 * The programs the marketing pages present (issue 25 item 11): each page lists the published projects
 * and learning paths tagged with its program.
 */
export const LEARNING_PROGRAMS = {
  'skill-augmentation': { title: 'Skill Augmentation Program', route: '/skillAugmentationProgram' },
  'self-paced': { title: 'Self-Paced Programs', route: '/selfPacedPrograms' },
  trending: { title: 'Trending Programs', route: '/trending' },
  bites: { title: 'BITES Project', route: '/trending/BITESProject' },
  'career-readiness': { title: 'Career Readiness Programs', route: '/trending/CareerReadinessPrograms' },
  'winter-internship': { title: 'Winter Internship', route: '/Winter-Internship' },
  'summer-internship': { title: 'Summer Internship', route: '/Summer-Internship' },
  'machine-learning': { title: 'Machine Learning Program', route: '/machine-learning-program' },
  'digital-marketing': { title: 'Digital Marketing Program', route: '/digital-marketing-program' },
  'advanced-placement': { title: 'Advanced Placement Skills Program', route: '/advanced-placement-skills-program' },
  'full-stack': {
    title: 'Job Assured Program: Full Stack Software Development',
    route: '/job-assured-program/full-stack-software-development',
  },
  certification: { title: 'Certification Program', route: '/certification-program' },
  wings: { title: 'WINGS Program', route: '/wings-program' },
  'wings-data-analytics': { title: 'WINGS: Data Analytics', route: '/wings-data-analytics-tc' },
  'wings-web-app': { title: 'WINGS: Web App Development', route: '/wings-web-app-tc' },
} as const;
export type LearningProgram = keyof typeof LEARNING_PROGRAMS;
export const LEARNING_PROGRAM_KEYS = Object.keys(LEARNING_PROGRAMS) as [LearningProgram, ...LearningProgram[]];

/** The program a marketing route presents, or null. */
export function programOfRoute(pathname: string): LearningProgram | null {
  const found = LEARNING_PROGRAM_KEYS.find((k) => LEARNING_PROGRAMS[k].route.toLowerCase() === pathname.toLowerCase());
  return found ?? null;
}

export const LEARNING_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  summaryMax: 300,
  /** Rich text (HTML) of a resource or a description, after sanitising. */
  bodyMax: 50_000,
  descriptionMax: 10_000,
  urlMax: 500,
  /** Resource duration, minutes. */
  durationMinutesMax: 6_000,
  /** Project duration, weeks (SPEC §9). */
  durationWeeksMax: 52,
  teamSizeMax: 10,
  mentorsMax: 5,
  skillsMax: 20,
  jobRolesMax: 10,
  lifeSkillsMax: 10,
  programsMax: 5,
  /** Items in a learning path, tasks in a project. */
  itemsMax: 60,
  /** An item's due date, in days after enrolment. */
  dueDaysMax: 365,
  submissionTextMax: 20_000,
  submissionLinksMax: 5,
  commentMax: 2_000,
  reasonMax: 1_000,
  /** A mentor or admin enrols at most this many students at once. */
  enrolBatchMax: 500,
  /** A standing accommodation: extra days on every item. */
  accommodationDaysMax: 60,
  /** Longest extension a request may ask for, days past the current due date. */
  extensionDaysMax: 120,
  scoreMax: 100,
  searchMax: 100,
  /** A file resource's file, bytes. */
  resourceFileBytes: 20 * 1024 * 1024,
  /** Each file attached to a deliverable's submission, bytes. */
  submissionFileBytes: 10 * 1024 * 1024,
  /** Files attached to one submission (one version). */
  submissionFilesMax: 5,
  /** An uploaded file's name, characters. */
  fileNameMax: 200,
  pageSizeMax: 50,
} as const;

export const LEARNING_PAGE_SIZE = 12;

/**
 * The file types a resource's file and a deliverable's attachments may be: each is checked by its
 * content (its first bytes), never by the name alone. `jpeg` is the other spelling of `jpg`.
 */
export const LEARNING_FILE_EXTENSIONS = ['pdf', 'docx', 'pptx', 'xlsx', 'png', 'jpg', 'jpeg', 'zip'] as const;
export type LearningFileExtension = (typeof LEARNING_FILE_EXTENSIONS)[number];
/** What a file input offers (the browser's `accept`). */
export const LEARNING_FILE_ACCEPT = LEARNING_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The extension of a file name when it is one of the learning file types, else null. */
export function learningFileExtension(name: string): LearningFileExtension | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  return (LEARNING_FILE_EXTENSIONS as readonly string[]).includes(ext) ? (ext as LearningFileExtension) : null;
}

/** A size in bytes as people read it: 512 bytes, 34 KB, 2.5 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb)} MB`;
}
