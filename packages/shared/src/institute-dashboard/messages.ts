import type { EnrollmentGroup, EnrollmentKind, InstituteSplitField } from './constants';

/** Texts of the institute's dashboard (the spec names its widgets, not their words: the product's own). */
export const INSTITUTE_DASHBOARD_TEXTS = {
  heading: 'Institute dashboard',
  collegeAdminHeading: 'College admin',
  skillsDashboardLink: 'Skills dashboard',
  enrollmentLink: 'Enrolment',
  trainingEnrollmentLink: 'Training enrolment',
  departmentScope: (branch: string) => `Showing your department only: ${branch}.`,
  countersHeading: 'At a glance',
  students: 'Students',
  batches: 'Batches',
  branches: 'Branches',
  mentors: 'Mentors',
  applications: 'Job applications',
  offers: 'Offers',
  placedStudents: 'Students placed',
  placedHelp: 'Each student counts once, however many offers they hold.',
  companiesHiring: 'Companies hiring',
  eventRegistrations: 'Event registrations',
  clubMemberships: 'Club memberships',
  splitHeading: 'Students by',
  placementHeading: 'Placement',
  placementCaption:
    'Offers are selections in jobs on Learn By Doing; a student is placed with at least one offer or when their latest degree says placed.',
  placedVsNot: 'Placed and not placed',
  salaryHeading: 'Salary of offers (per year)',
  salaryNone: 'No offer names a salary yet.',
  median: 'Median',
  mean: 'Mean',
  max: 'Highest',
  companiesHeading: 'Companies hiring',
  noCompanies: 'No company has selected your students yet.',
  academicHeading: 'Academic scores',
  academicCaption: 'The latest degree’s score as a percentage (a CGPA counts as CGPA × 9.5).',
  noScore: 'No score given',
  topSkillsHeading: 'Top skills',
  topSkillsCaption: 'How many of your students show each skill in their portfolio.',
  noSkills: 'Your students show no skills in their portfolios yet.',
  applicationsHeading: 'Your students’ job applications',
  registrationsHeading: 'Your students’ event registrations',
  noApplications: 'Your students have not applied to any job yet.',
  noRegistrations: 'Your students have not registered for any event yet.',
  noStudents: 'No students have joined your institute on Learn By Doing yet.',
  filterBatch: 'Batch',
  filterBranch: 'Branch',
  allBatches: 'All batches',
  allBranches: 'All branches',
  notGiven: 'Not given',
  other: 'Other',
  loadFailed: 'We could not load this part of your dashboard. Please try again.',
  notForYou: 'This dashboard is for institutions and their college admins.',
  shortlistLink: 'Shortlist students',
} as const;

export const SPLIT_FIELD_LABELS: Record<InstituteSplitField, string> = {
  degree: 'Degree',
  branch: 'Branch',
  batch: 'Batch',
};

export const ENROLLMENT_TEXTS = {
  studentsHeading: 'Enrolment dashboard',
  studentsIntro: 'Where your students enrol: events, clubs and activities of every organisation.',
  ownHeading: 'Training enrolment dashboard',
  ownIntro: 'Who enrols in the events, clubs and activities your institute runs.',
  total: (n: number) => `${n} ${n === 1 ? 'enrolment' : 'enrolments'}`,
  byHeading: 'Enrolments by',
  listHeading: 'Enrolments',
  none: 'No enrolments yet.',
  student: 'Student',
  item: 'Enrolled in',
  status: 'Status',
  when: 'When',
} as const;

export const ENROLLMENT_KIND_LABELS: Record<EnrollmentKind, string> = {
  events: 'Events',
  clubs: 'Clubs',
  activities: 'Activities',
};
export const ENROLLMENT_GROUP_LABELS: Record<EnrollmentGroup, string> = {
  batch: 'Batch',
  branch: 'Branch',
  month: 'Month',
};
