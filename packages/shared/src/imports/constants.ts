/*
 * Bulk imports (issue 29, decision 0086): one pipeline for every bulk tool. A file is uploaded, its
 * columns mapped, every row checked in a dry run that writes nothing, then the valid rows committed in
 * chunks; the error file and the undo come from what each row recorded.
 */

/** The bulk tools, each a page of SPEC §2.1. */
export const IMPORT_TOOLS = ['profiles', 'enrolments', 'advisors', 'portfolio'] as const;
export type ImportTool = (typeof IMPORT_TOOLS)[number];

export const IMPORT_TOOL_PAGES: Record<ImportTool, string> = {
  profiles: '/bulkProfileUpdation',
  enrolments: '/bulkEnrollment',
  advisors: '/advisorBulkEnrollment',
  portfolio: '/bulkPortfolioUpdation',
};

export const IMPORT_TOOL_NAMES: Record<ImportTool, string> = {
  profiles: 'Bulk Profile Update',
  enrolments: 'Bulk Enrollment',
  advisors: 'Mentor Bulk Enrollment',
  portfolio: 'Bulk Portfolio Update',
};

export const IMPORT_LIMITS = {
  rows: 50_000,
  bytes: 20 * 1024 * 1024,
  columns: 60,
  /** Characters one header or cell may hold. */
  cell: 500,
  /** Characters one row may hold. */
  rowMax: 16_000,
  /** Rows committed per transaction. */
  chunk: 250,
  undoDays: 7,
  /** The share of rows in error (percent) above which a commit stops, unless the caller says otherwise. */
  defaultErrorShare: 10,
  /** Items one enrolment import may put students into. */
  items: 20,
  pageSize: 50,
  /** Rows whose values the mapping screen looks at (Aadhaar check, preview). */
  sample: 200,
} as const;

/** create only, update only, or both (Moodle's 'add new and update existing'). */
export const IMPORT_MODES = ['create', 'update', 'both'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** How a row finds its student. */
export const MATCH_KEYS = ['email', 'phone', 'roll_number'] as const;
export type MatchKey = (typeof MATCH_KEYS)[number];

export const IMPORT_STATUSES = [
  'mapping',
  'validating',
  'validated',
  'committing',
  'committed',
  'aborted',
  'failed',
  'undoing',
  'undone',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const ROW_OUTCOMES = ['create', 'update', 'unchanged', 'error'] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

/** The column the error file adds to the original rows. */
export const ERROR_COLUMN = 'error';

/** What enrolment imports put students into (each kind supplied by the module that owns it). */
export const ENROLMENT_TARGET_KINDS = [
  'event',
  'club',
  'project',
  'learning_path',
  'quiz',
  'quest',
  'activity',
] as const;
export type EnrolmentTargetKind = (typeof ENROLMENT_TARGET_KINDS)[number];
export const ENROLMENT_TARGET_NAMES: Record<EnrolmentTargetKind, string> = {
  event: 'Event',
  club: 'Club',
  project: 'Project',
  learning_path: 'Learning path',
  quiz: 'Quiz',
  quest: 'Quest',
  activity: 'Activity',
};

/** A column a tool reads, with the header spellings matched to it automatically. */
export interface ImportField {
  key: string;
  label: string;
  synonyms: readonly string[];
  /** 'create': needed to create a record; 'always': every row needs it (its column must be mapped). */
  required?: 'create' | 'always';
}

const IDENTITY_FIELDS: readonly ImportField[] = [
  { key: 'email', label: 'Email', synonyms: ['email', 'e-mail', 'email id', 'email address', 'mail', 'mail id'] },
  {
    key: 'phone',
    label: 'Phone',
    synonyms: [
      'phone',
      'mobile',
      'mobile number',
      'phone number',
      'contact',
      'contact number',
      'mobile no',
      'phone no',
    ],
  },
  {
    key: 'roll_number',
    label: 'Roll number',
    synonyms: [
      'roll number',
      'roll no',
      'roll',
      'enrollment number',
      'enrolment number',
      'usn',
      'register number',
      'reg no',
      'student id',
    ],
  },
];

/**
 * The portfolio tool (/bulkPortfolioUpdation): one row is one degree of a student, optionally with one
 * semester subject of it (a file of subjects repeats the degree's columns). The degree is found by its
 * institute (the importing institute's when left out), degree and specialization; the subject by its
 * semester and name. A score is given in the column of its format: CGPA (0 to 10) or Percentage (0 to 100).
 */
const PORTFOLIO_FIELDS: readonly ImportField[] = [
  {
    key: 'institute',
    label: 'Institute',
    synonyms: ['institute', 'institute name', 'college', 'college name', 'institution', 'university'],
  },
  {
    key: 'degree',
    label: 'Degree',
    synonyms: ['degree', 'degree name', 'course', 'program', 'programme', 'qualification'],
    required: 'always',
  },
  {
    key: 'specialization',
    label: 'Specialization',
    synonyms: ['specialization', 'specialisation', 'branch', 'stream', 'department', 'discipline', 'major'],
    required: 'always',
  },
  {
    key: 'start_date',
    label: 'Start date',
    synonyms: ['start date', 'start', 'from', 'start month', 'joining date', 'date of joining', 'admission date'],
  },
  {
    key: 'end_date',
    label: 'End date',
    synonyms: ['end date', 'end', 'to', 'end month', 'finish date', 'completion date', 'date of completion'],
  },
  {
    key: 'passing_year',
    label: 'Passing year',
    synonyms: ['passing year', 'year of passing', 'pass out year', 'passout year', 'graduation year', 'batch'],
  },
  {
    key: 'cgpa',
    label: 'CGPA',
    synonyms: ['cgpa', 'gpa', 'overall cgpa', 'degree cgpa', 'cumulative gpa'],
  },
  {
    key: 'percentage',
    label: 'Percentage',
    synonyms: [
      'percentage',
      'percent',
      '%',
      'aggregate',
      'aggregate percentage',
      'overall percentage',
      'degree percentage',
    ],
  },
  {
    key: 'backlogs',
    label: 'Backlogs',
    synonyms: ['backlogs', 'backlog', 'active backlogs', 'backlog count', 'number of backlogs', 'arrears', 'kt'],
  },
  { key: 'placed', label: 'Placed', synonyms: ['placed', 'placement status', 'is placed'] },
  {
    key: 'latest_edu',
    label: 'Latest education',
    synonyms: ['latest education', 'latest', 'latest degree', 'current degree', 'pursuing'],
  },
  {
    key: 'subject',
    label: 'Subject',
    synonyms: ['subject', 'subject name', 'subject title', 'paper', 'paper name', 'course name'],
  },
  {
    key: 'semester',
    label: 'Semester',
    synonyms: ['semester', 'sem', 'semester no', 'semester number', 'sem no', 'term'],
  },
  {
    key: 'subject_type',
    label: 'Subject type',
    synonyms: ['subject type', 'type', 'theory or lab', 'theory lab', 'paper type'],
  },
  {
    key: 'exam_date',
    label: 'Exam date',
    synonyms: ['exam date', 'date', 'subject date', 'exam month', 'month of exam', 'result date'],
  },
  {
    key: 'subject_score',
    label: 'Subject score',
    synonyms: ['subject score', 'marks', 'subject marks', 'marks obtained', 'grade point', 'grade points'],
  },
  { key: 'skills', label: 'Skills', synonyms: ['skills', 'subject skills', 'skills gained'] },
  {
    key: 'career_paths',
    label: 'Career paths',
    synonyms: ['career paths', 'career path', 'job roles', 'job role'],
  },
];

export const IMPORT_FIELDS: Record<ImportTool, readonly ImportField[]> = {
  profiles: [
    ...IDENTITY_FIELDS,
    {
      key: 'first_name',
      label: 'First name',
      synonyms: ['first name', 'firstname', 'given name', 'name'],
      required: 'create',
    },
    { key: 'last_name', label: 'Last name', synonyms: ['last name', 'lastname', 'surname', 'family name'] },
    {
      key: 'batch',
      label: 'Batch',
      synonyms: ['batch', 'graduation year', 'passing year', 'year of passing', 'pass out year'],
    },
    {
      key: 'specialization',
      label: 'Specialization',
      synonyms: ['specialization', 'specialisation', 'branch', 'stream', 'department'],
    },
    { key: 'degree', label: 'Degree', synonyms: ['degree', 'course', 'program', 'programme'] },
  ],
  enrolments: IDENTITY_FIELDS,
  // Mentors have no roll numbers.
  advisors: IDENTITY_FIELDS.filter((f) => f.key !== 'roll_number'),
  portfolio: [...IDENTITY_FIELDS, ...PORTFOLIO_FIELDS],
};

/** What mentors can be put on by a bulk tool (the projects whose deliverables they review). */
export const MENTOR_TARGET_KINDS = ['project'] as const satisfies readonly EnrolmentTargetKind[];

/** How a header is compared: case, spaces, underscores, dots and hyphens forgiven ('E-mail ID' is 'email id'). */
export const normaliseHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[.-]/g, '')
    .replace(/[\s_/]+/g, ' ')
    .trim();
