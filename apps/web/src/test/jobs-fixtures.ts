import type { ApplicantRow, JobCard, JobDetail } from '@lbd/shared/jobs';
import type { JobSummary } from '../features/jobs/api';

/** A published full-time job card; override what the test is about. */
export function buildJobCard(overrides: Partial<JobCard> = {}): JobCard {
  return {
    id: 1,
    uuid: 'job-1',
    type: 'Job_Fulltime',
    status: 'published',
    title: 'Graduate Engineer Trainee',
    org: { id: 10, full_name: 'Zoho', logo_url: null },
    location: 'Chennai',
    is_remote: false,
    salary_min: 45_000_000,
    salary_max: 60_000_000,
    stipend: null,
    currency: 'INR',
    duration_months: null,
    open_positions: 5,
    apply_by: '2030-01-31',
    days_left: '2 weeks 3 days',
    published_at: '2026-11-01T05:00:00.000Z',
    skills: [{ id: 5, display_name: 'Java' }],
    ...overrides,
  };
}

export function buildJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...buildJobCard(),
    description: 'Build and test services for our banking clients.',
    job_roles: [{ id: 2, name: 'Software Engineer' }],
    criteria: {
      degrees: [{ id: 3, name: 'B.Tech' }],
      specializations: [],
      min_cgpa: 7,
      min_percentage: null,
      max_backlogs: null,
      graduation_years: [],
    },
    closed_at: null,
    inserted_at: '2026-10-30T05:00:00.000Z',
    updated_at: '2026-10-30T05:00:00.000Z',
    can_manage: false,
    my_application: null,
    invited: false,
    ...overrides,
  };
}

export function buildJobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: 1,
    title: 'Graduate Engineer Trainee',
    type: 'Job_Fulltime',
    status: 'published',
    apply_by: '2030-01-31',
    days_left: '2 weeks 3 days',
    open_positions: 5,
    positions_left: 5,
    applications: { total: 1, applied: 1, shortlisted: 0, rejected: 0, selected: 0, withdrawn: 0 },
    org_name: 'Zoho',
    viewer: 'owner',
    ...overrides,
  };
}

export function buildApplicant(overrides: Partial<ApplicantRow> = {}): ApplicantRow {
  return {
    id: 21,
    profile_id: 4,
    student_name: 'Kavya Nair',
    email: 'kavya@example.com',
    institute: 'IIT Madras',
    degree: 'B.Tech',
    specialization: 'Computer Science',
    graduation_year: 2027,
    eligibility_percent: 100,
    status: 'applied',
    cover_note: null,
    applied_at: '2026-11-02T05:00:00.000Z',
    phone: '+91 9876543210',
    score_format: 'GPA',
    score: 8.4,
    cgpa: 8.4,
    backlogs: 0,
    skills: ['Python', 'SQL'],
    ...overrides,
  };
}
