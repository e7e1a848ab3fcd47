import { JOB_TEXTS, updateJobBodySchema, type JobDetail } from '@lbd/shared/jobs';
import { describe, expect, it } from 'vitest';
import { checkJobForm } from './components/job-form';
import {
  daysLeftText,
  daysLeftTone,
  eligibilityRows,
  ineligibleReason,
  EMPTY_FILTERS,
  filterProblem,
  formToBody,
  jobToForm,
  listParams,
} from './job-helpers';

// 10:00 in India on 1 Dec 2026.
const NOW = new Date('2026-12-01T04:30:00Z');

describe('list filters to query', () => {
  it('leaves out empty filters and sends the job type', () => {
    expect(listParams('jobs', EMPTY_FILTERS)).toEqual({
      type: 'Job_Fulltime',
      min: undefined,
      max: undefined,
      days: undefined,
      title: undefined,
      location: undefined,
      remote: undefined,
      'org_ids[]': undefined,
      'skill_ids[]': undefined,
      sort: undefined,
    });
  });

  it('sends rupees as whole numbers, days, a trimmed title and organisation ids; internships ignore the job type', () => {
    const params = listParams('internships', {
      ...EMPTY_FILTERS,
      type: 'Job_Parttime',
      min: '₹15,000',
      max: ' 40000 ',
      days: '7',
      title: '  data ',
      orgs: [
        { id: 4, label: 'Zoho' },
        { id: 9, label: 'Infosys' },
      ],
    });
    expect(params).toMatchObject({
      type: 'Internship',
      min: 15000,
      max: 40000,
      days: 7,
      title: 'data',
      'org_ids[]': [4, 9],
    });
  });

  it('drops pay that is not a number and days out of range, and says what is wrong', () => {
    const f = { ...EMPTY_FILTERS, min: '12k', days: '900' };
    expect(listParams('jobs', f)).toMatchObject({ min: undefined, days: undefined });
    expect(filterProblem(f)).toBe('Minimum pay should be a whole number of rupees');
    expect(filterProblem({ ...EMPTY_FILTERS, min: '500000', max: '300000' })).toBe(
      'Maximum pay should be at least the minimum',
    );
    expect(filterProblem({ ...EMPTY_FILTERS, min: '300000', max: '500000' })).toBeNull();
  });
});

describe('days left', () => {
  it('splits into weeks and days, with Last Day on the day itself and Closed after it', () => {
    expect(daysLeftText('2026-12-01', NOW)).toBe('Last Day');
    expect(daysLeftText('2026-12-02', NOW)).toBe('1 day');
    expect(daysLeftText('2026-12-08', NOW)).toBe('1 week');
    expect(daysLeftText('2026-12-18', NOW)).toBe('2 weeks 3 days');
    expect(daysLeftText('2026-11-30', NOW)).toBe('Closed');
    expect(daysLeftText(null, NOW)).toBeNull();
  });

  it('makes the last day and the final week stand out', () => {
    expect(daysLeftTone('Last Day')).toBe('error');
    expect(daysLeftTone('5 days')).toBe('warning');
    expect(daysLeftTone('2 weeks 3 days')).toBe('default');
  });
});

describe('eligibility rows', () => {
  it('lists unmet criteria first with why, and sums up', () => {
    const result = eligibilityRows({
      percent: 67,
      criteria: [
        { name: 'Degree', met: true, detail: 'B.Tech' },
        { name: 'CGPA', met: false, detail: 'CGPA 6.8, needs 7.0' },
        { name: 'Graduation year', met: true, detail: '2027' },
      ],
    });
    expect(result.eligible).toBe(false);
    expect(result.summary).toBe('You meet 2 of 3 criteria.');
    expect(result.rows[0]).toEqual({ name: 'CGPA', met: false, state: 'Not met', detail: 'CGPA 6.8, needs 7.0' });
    expect(result.rows.slice(1).map((r) => r.state)).toEqual(['Met', 'Met']);
  });

  it("says before Apply why the student cannot apply, in the server's 'Ineligible' words", () => {
    const criteria = [
      { name: 'Degree', met: false, detail: 'B.Sc, needs B.Tech' },
      { name: 'CGPA', met: false, detail: 'CGPA 6.8, needs 7.0' },
      { name: 'Backlogs', met: true, detail: 'No backlogs, at most 0 allowed' },
    ];
    expect(ineligibleReason({ percent: 33, criteria })).toBe(
      JOB_TEXTS.ineligibleMessage(['B.Sc, needs B.Tech', 'CGPA 6.8, needs 7.0']),
    );
    expect(ineligibleReason({ percent: 33, criteria })).toBe(
      'You do not meet these criteria: B.Sc, needs B.Tech; CGPA 6.8, needs 7.0.',
    );
    expect(ineligibleReason({ percent: 100, criteria: [{ ...criteria[2]! }] })).toBeNull();
    expect(ineligibleReason({ percent: 100, criteria: [] })).toBeNull();
  });

  it('says so when a job sets no criteria', () => {
    expect(eligibilityRows({ percent: 100, criteria: [] })).toEqual({
      summary: 'This job sets no criteria: everyone can apply.',
      rows: [],
      eligible: true,
    });
  });
});

const detail: JobDetail = {
  id: 7,
  uuid: 'u',
  type: 'Job_Fulltime',
  status: 'draft',
  title: 'Data Analyst',
  org: { id: 1, full_name: 'Zoho', logo_url: null },
  location: 'Chennai',
  is_remote: false,
  salary_min: 45_000_000,
  salary_max: 60_000_000,
  stipend: null,
  currency: 'INR',
  duration_months: null,
  open_positions: 3,
  apply_by: '2027-01-15',
  days_left: '6 weeks 3 days',
  published_at: null,
  skills: [{ id: 5, display_name: 'SQL' }],
  description: 'Dashboards',
  job_roles: [{ id: 2, name: 'Data Analyst' }],
  criteria: {
    degrees: [{ id: 3, name: 'B.Tech' }],
    specializations: [],
    min_cgpa: 7,
    min_percentage: null,
    max_backlogs: 0,
    graduation_years: [2026, 2027],
  },
  closed_at: null,
  inserted_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  can_manage: true,
  my_application: null,
  invited: false,
};

describe('the job form', () => {
  it('round-trips a job: rupees in the form, paise in the body', () => {
    const form = jobToForm(detail);
    expect(form).toMatchObject({ salary_min: '450000', salary_max: '600000', min_cgpa: '7', max_backlogs: '0' });
    expect(form.graduation_years).toBe('2026, 2027');
    const body = formToBody(form);
    expect(body).toMatchObject({
      salary_min: 45_000_000,
      salary_max: 60_000_000,
      stipend: null,
      skill_ids: [5],
      job_role_ids: [2],
      degree_ids: [3],
      graduation_years: [2026, 2027],
      open_positions: 3,
      apply_by: '2027-01-15',
    });
    expect(updateJobBodySchema.safeParse(body).success).toBe(true);
  });

  it('an internship sends a stipend and a duration, never a salary', () => {
    const body = formToBody({ ...jobToForm(detail), type: 'Internship', stipend: '20000', duration_months: '6' });
    expect(body).toMatchObject({ stipend: 2_000_000, duration_months: 6, salary_min: null, salary_max: null });
  });

  it('shows the shared messages on the form fields', () => {
    const result = checkJobForm({
      ...jobToForm(detail),
      title: ' ',
      min_cgpa: '11',
      open_positions: 'many',
      skills: [],
    });
    expect(result.errors).toEqual({
      title: 'Title cannot be empty',
      min_cgpa: 'CGPA should be between 0 and 10',
      open_positions: 'Please enter a number',
    });
    expect(checkJobForm({ ...jobToForm(detail), salary_min: '700000' }).errors).toEqual({
      salary_max: 'Maximum salary should be at least the minimum',
    });
  });
});
