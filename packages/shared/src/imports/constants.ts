/*
 * Bulk imports (issue 29, decision 0086): one pipeline for every bulk tool. A file is uploaded, its
 * columns mapped, every row checked in a dry run that writes nothing, then the valid rows committed in
 * chunks; the error file and the undo come from what each row recorded.
 */

/** The bulk tools, each a page of SPEC §2.1. */
export const IMPORT_TOOLS = ['profiles', 'enrolments', 'advisors'] as const;
export type ImportTool = (typeof IMPORT_TOOLS)[number];

export const IMPORT_TOOL_PAGES: Record<ImportTool, string> = {
  profiles: '/bulkProfileUpdation',
  enrolments: '/bulkEnrollment',
  advisors: '/advisorBulkEnrollment',
};

export const IMPORT_TOOL_NAMES: Record<ImportTool, string> = {
  profiles: 'Bulk Profile Update',
  enrolments: 'Bulk Enrollment',
  advisors: 'Mentor Bulk Enrollment',
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
  /** 'create': needed to create a record; 'always': every row needs it. */
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
