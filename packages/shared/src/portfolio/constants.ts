import { ERROR_TEXTS } from '../messages';

/** The portfolio cards the UI shows, each with its own add/edit modal (SPEC §2.5, §3.1). */
export const CARD_TYPES = [
  'books',
  'articles',
  'clubs',
  'education',
  'semester',
  'projects',
  'events',
  'internships',
  'courses',
  'certification',
  'jobs',
] as const;
/** One of the eleven UI cards. */
export type CardType = (typeof CARD_TYPES)[number];

/** Section keys of a saved portfolio (SPEC §3.2). */
export const SECTION_KEYS = [
  'education',
  'semester',
  'external_courses',
  'external_events',
  'readings',
  'social_clubs',
  'external_projects',
  'internships',
  'jobs',
  'certificate',
] as const;
/** One of the portfolio section keys. */
export type SectionKey = (typeof SECTION_KEYS)[number];

/** Which section of the portfolio a card's entries are stored under; books and articles are both readings. */
export const CARD_SECTIONS: Readonly<Record<CardType, SectionKey>> = {
  books: 'readings',
  articles: 'readings',
  clubs: 'social_clubs',
  education: 'education',
  semester: 'semester',
  projects: 'external_projects',
  events: 'external_events',
  internships: 'internships',
  courses: 'external_courses',
  certification: 'certificate',
  jobs: 'jobs',
};

/** The key that wraps a card's record in a save body, e.g. `{ reading: {...} }` (SPEC §3.2, §7.2). */
export const CARD_BODY_KEYS = {
  books: 'reading',
  articles: 'reading',
  clubs: 'social_club',
  education: 'education',
  semester: 'subject',
  projects: 'external_project',
  events: 'external_event',
  internships: 'internship',
  courses: 'external_course',
  certification: 'external_course',
  jobs: 'internship',
} as const satisfies Record<CardType, string>;
/** A key that wraps a record in a save body. */
export type CardBodyKey = (typeof CARD_BODY_KEYS)[CardType];

/** Path segment under /api/my_portfolio/ that creates (POST) and, with /{id}, updates (PUT) a card (SPEC §7.2). */
export const CARD_RESOURCES = {
  books: 'readings',
  articles: 'articles',
  clubs: 'social_clubs',
  education: 'educations',
  semester: 'subjects',
  projects: 'external_projects',
  events: 'external_events',
  internships: 'internships',
  courses: 'external_courses',
  certification: 'external_courses',
  jobs: 'internships',
} as const satisfies Record<CardType, string>;
/** A card's path segment under /api/my_portfolio/. */
export type CardResource = (typeof CARD_RESOURCES)[CardType];

/** Card headings on the portfolio page. */
export const CARD_TITLES: Readonly<Record<CardType, string>> = {
  books: 'Books',
  articles: 'Articles',
  clubs: 'Clubs',
  education: 'Degrees',
  semester: 'Subject Details',
  projects: 'Projects',
  events: 'Events',
  internships: 'Internships',
  courses: 'Courses',
  certification: 'Certification',
  jobs: 'Jobs',
};

/** Tabs of each card's screen (SPEC §2.5); a single-tab card lists its one tab. */
export const CARD_TABS: Readonly<Record<CardType, readonly string[]>> = {
  books: ['Recommended', 'My Books'],
  articles: ['Recommended', 'My Articles'],
  clubs: ['Recommended', 'Member'],
  education: ['Degrees'],
  semester: ['Completed'],
  projects: ['Recommended', 'Interested', 'In Progress', 'Completed'],
  events: ['Recommended', 'My Events'],
  internships: ['My Internships'],
  courses: ['Recommended', 'My Courses'],
  certification: ['Certification'],
  jobs: ['My Jobs'],
};

/**
 * Entry statuses (SPEC §4.3); 'applied' counts as no status chosen. 'interested' is a book the student
 * wants to read (SPEC §4.3's interested/bookmarked): on the portfolio, but no points until it is read.
 */
export const PORTFOLIO_STATUSES = ['complete', 'ongoing', 'Enrolled', 'applied', 'interested'] as const;
/** One of the entry statuses. */
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];
/** Statuses whose date is an expected completion date in the future. */
export const IN_PROGRESS_STATUSES = ['ongoing', 'Enrolled'] as const;
/** How each status is shown. */
export const STATUS_LABELS: Readonly<Record<PortfolioStatus, string>> = {
  complete: 'Completed',
  ongoing: 'Ongoing',
  Enrolled: 'Enrolled',
  applied: 'Applied',
  interested: 'Interested',
};

/** A book's statuses, in the order of reading it: want to read, reading, finished (issue 23 item 26). */
export const BOOK_STATUSES = ['interested', 'ongoing', 'complete'] as const;
/** One of BOOK_STATUSES. */
export type BookStatus = (typeof BOOK_STATUSES)[number];
/** How a book's status reads, on its form and its card. */
export const BOOK_STATUS_LABELS: Readonly<Record<BookStatus, string>> = {
  interested: 'Want to read',
  ongoing: 'Reading',
  complete: 'Finished',
};

/** Article types of the articles form (SPEC §3.1). */
export const ARTICLE_TYPES = [
  'Textbooks',
  'Technical',
  'Fiction',
  'History',
  'Comic',
  'Autobiography',
  'Science',
  'Math',
  'Non Fiction',
  'Others',
] as const;
/** One of ARTICLE_TYPES. */
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** Books and articles share the reading record; `kind` tells them apart. */
export const READING_KINDS = ['book', 'article'] as const;
/** book or article. */
export type ReadingKind = (typeof READING_KINDS)[number];

/** Club types; Educational needs career paths, Non Educational life skills. */
export const CLUB_TYPES = ['Educational', 'Non Educational'] as const;
/** One of CLUB_TYPES. */
export type ClubType = (typeof CLUB_TYPES)[number];
/** Roles a student holds in a club. */
export const CLUB_ROLES = ['Member', 'Board Member'] as const;
/** One of CLUB_ROLES. */
export type ClubRole = (typeof CLUB_ROLES)[number];

/** Roles at an event, as saved. */
export const EVENT_ROLES = ['Participate', 'Deliver', 'Organize'] as const;
/** One of EVENT_ROLES. */
export type EventRole = (typeof EVENT_ROLES)[number];
/** How each event role is headed on the portfolio. */
export const EVENT_ROLE_LABELS: Readonly<Record<EventRole, string>> = {
  Participate: 'Events Attended',
  Deliver: 'Events Delivered',
  Organize: 'Events Organized',
};

/** Course types; an 'Online course' needs a source and a certificate link. */
export const COURSE_TYPES = ['Online course', 'Offline course'] as const;
/** One of COURSE_TYPES. */
export type CourseType = (typeof COURSE_TYPES)[number];
/** The `type` a certification is saved with in the shared external_course record (SPEC §3.2). */
export const CERTIFICATION_TYPE = 'Industry Certification';

/** Job types, saved as the `type` of the shared internship record. */
export const JOB_TYPES = ['Job_Fulltime', 'Job_Parttime'] as const;
/** One of JOB_TYPES. */
export type JobType = (typeof JOB_TYPES)[number];
/** How each job type is shown. */
export const JOB_TYPE_LABELS: Readonly<Record<JobType, string>> = {
  Job_Fulltime: 'Full Time',
  Job_Parttime: 'Part Time',
};
/** The `type` an internship is saved with; jobs share the record with a job type. */
export const INTERNSHIP_TYPE = 'Internship';

/** Scoring formats of a degree, as saved. */
export const DEGREE_FORMATS = ['GPA', 'Numeric'] as const;
/** One of DEGREE_FORMATS. */
export type DegreeFormat = (typeof DEGREE_FORMATS)[number];
/** How each scoring format is shown: 'GPA' as CGPA, 'Numeric' as Percentage. */
export const DEGREE_FORMAT_LABELS: Readonly<Record<DegreeFormat, string>> = {
  GPA: 'CGPA',
  Numeric: 'Percentage',
};

/** Types of a semester subject. */
export const SUBJECT_TYPES = ['Theory', 'Lab'] as const;
/** One of SUBJECT_TYPES. */
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** Answers of the backlog and placed questions. */
export const YES_NO = ['yes', 'no'] as const;
/** One of YES_NO. */
export type YesNo = (typeof YES_NO)[number];

/** Unit of each card's duration (SPEC §9); cards without one are absent. */
export const DURATION_UNITS = {
  projects: 'weeks',
  events: 'hours',
  courses: 'hours',
  internships: 'weeks',
  jobs: 'months',
} as const satisfies Partial<Record<CardType, 'hours' | 'weeks' | 'months'>>;

/** Length and count limits of portfolio entries. */
export const PORTFOLIO_LIMITS = {
  title: 200,
  desc: 5000,
  url: 500,
  name: 200,
  isbnDigits: 13,
  /** Skills, career paths or life skills on one entry. */
  tags: 30,
  /** Largest duration or backlog count accepted. */
  wholeNumberMax: 9999,
} as const;

/** Texts of the add/edit modal and its feedback (SPEC §2.5, §4.3, §8). */
export const PORTFOLIO_TEXTS = {
  submit: 'ADD THIS TO PORTFOLIO',
  adding: 'Adding ...',
  updating: 'Updating ...',
  loading: 'Loading...',
  saved: 'Your changes have been saved.',
  duplicate: ERROR_TEXTS.alreadyInPortfolio,
  duplicateHeading: ERROR_TEXTS.alreadyInPortfolioHeading,
  expectedDate: 'Expected Date of completion',
  /** The date of a book the student wants to read: when it went on the list. */
  dateAdded: 'Date added',
  selectedRoles: 'Selected',
  allRoles: 'All Roles',
  createOption: (name: string) => `Create New "${name}"`,
} as const;

/** Success toast after adding an entry, per card. */
export const CARD_ADDED_TEXTS: Readonly<Record<CardType, string>> = {
  books: 'Your book has been added to your portfolio.',
  articles: 'Your article has been added to your portfolio.',
  clubs: 'Your club has been added to your portfolio.',
  education: 'Your degree has been added to your portfolio.',
  semester: 'Your subject has been added to your portfolio.',
  projects: 'Your project has been added to your portfolio.',
  events: 'Your event has been added to your portfolio.',
  internships: 'Your internship has been added to your portfolio.',
  courses: 'Your course has been added to your portfolio.',
  certification: 'Your certification has been added to your portfolio.',
  jobs: 'Your job has been added to your portfolio.',
};
