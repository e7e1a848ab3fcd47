import { describe, expect, it } from 'vitest';
import {
  applicantsQuerySchema,
  createJobBodySchema,
  jobListQuerySchema,
  jobSearchQuerySchema,
  updateJobBodySchema,
} from './schemas';
import { canMoveApplication } from './constants';
import { daysLeft, formatDaysLeft, jobDaysLeft, formatPay, formatRupees, isOpenForApplications } from './format';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('days left (SPEC §9)', () => {
  // 10:00 in India on 1 March 2030.
  const now = new Date('2030-03-01T04:30:00Z');
  it('says Last Day on the date itself, weeks and days before it, Closed after it', () => {
    expect(daysLeft('2030-03-01', now)).toBe('Last Day');
    expect(daysLeft('2030-03-02', now)).toBe('1 day');
    expect(daysLeft('2030-03-06', now)).toBe('5 days');
    expect(daysLeft('2030-03-08', now)).toBe('1 week');
    expect(daysLeft('2030-03-18', now)).toBe('2 weeks 3 days');
    expect(daysLeft('2030-02-28', now)).toBe('Closed');
  });
  it('says Closed for a job its organisation closed, however far its apply-by date (issue 23 item 20)', () => {
    expect(jobDaysLeft({ status: 'closed', apply_by: '2030-04-01' }, now)).toBe('Closed');
    expect(jobDaysLeft({ status: 'published', apply_by: '2030-03-18' }, now)).toBe('2 weeks 3 days');
    expect(jobDaysLeft({ status: 'draft', apply_by: null }, now)).toBeNull();
  });
  it('counts days in India: 20:00 UTC on the last day is already the next day there', () => {
    expect(daysLeft('2030-03-01', new Date('2030-03-01T20:00:00Z'))).toBe('Closed');
    expect(isOpenForApplications('2030-03-01', now)).toBe(true);
    expect(isOpenForApplications('2030-02-28', now)).toBe(false);
    expect(isOpenForApplications(null, now)).toBe(false);
  });
  it('formats a count of days the same way (job alerts carry the count)', () => {
    expect(formatDaysLeft(0)).toBe('Last Day');
    expect(formatDaysLeft(1)).toBe('1 day');
    expect(formatDaysLeft(7)).toBe('1 week');
    expect(formatDaysLeft(14)).toBe('2 weeks');
    expect(formatDaysLeft(23)).toBe('3 weeks 2 days');
    expect(formatDaysLeft(-1)).toBe('Closed');
  });
});

describe('pay', () => {
  it('shows a yearly salary range or a monthly stipend in rupees', () => {
    const job = { type: 'Job_Fulltime' as const, salary_min: 60_000_000, salary_max: 90_000_000, stipend: null };
    expect(formatPay(job)).toBe('₹6,00,000 – ₹9,00,000 a year');
    expect(formatPay({ ...job, salary_max: null })).toBe('From ₹6,00,000 a year');
    expect(formatPay({ ...job, salary_min: null, salary_max: null })).toBe('Not disclosed');
    expect(formatPay({ type: 'Internship', salary_min: null, salary_max: null, stipend: 1_500_000 })).toBe(
      '₹15,000 a month',
    );
  });
});

describe('rupees', () => {
  it('groups the digits as Indian rupees are written, exactly as the en-IN currency format does', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const rupees = [0, 1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 99_999, 1_00_000, 12_34_567, 1_23_45_678];
    // Every length up to the largest safe integer, and half-rupee paise rounded as the API's figures are.
    for (let digits = 1, n = 7; digits <= 16; digits += 1, n = n * 10 + ((digits * 7) % 10)) rupees.push(n);
    rupees.push(Math.floor(Number.MAX_SAFE_INTEGER / 100));
    for (const r of rupees) {
      for (const paise of [r * 100, r * 100 + 49, r * 100 + 50, ...(r > 0 ? [-r * 100] : [])]) {
        if (!Number.isSafeInteger(paise)) continue;
        expect(formatRupees(paise), `${paise} paise`).toBe(intl.format(Math.round(paise / 100)));
      }
    }
    expect(formatRupees(60_000_000)).toBe('₹6,00,000');
    expect(formatRupees(12_345_678_900)).toBe('₹12,34,56,789');
  });
});

describe('application pipeline', () => {
  it('lets the organisation move applications along and only the student withdraw', () => {
    expect(canMoveApplication('applied', 'shortlisted', 'org')).toBe(true);
    expect(canMoveApplication('shortlisted', 'selected', 'org')).toBe(true);
    expect(canMoveApplication('rejected', 'shortlisted', 'org')).toBe(true);
    expect(canMoveApplication('selected', 'rejected', 'org')).toBe(false);
    expect(canMoveApplication('withdrawn', 'shortlisted', 'org')).toBe(false);
    expect(canMoveApplication('applied', 'withdrawn', 'org')).toBe(false);
    expect(canMoveApplication('shortlisted', 'withdrawn', 'student')).toBe(true);
    expect(canMoveApplication('applied', 'shortlisted', 'student')).toBe(false);
    expect(canMoveApplication('rejected', 'withdrawn', 'student')).toBe(false);
  });
});

describe('job bodies', () => {
  it('needs a title and a type for a draft', () => {
    expect(createJobBodySchema.safeParse({ title: 'Data Analyst', type: 'Job_Fulltime' }).success).toBe(true);
    expect(messages(createJobBodySchema.safeParse({ title: '   ', type: 'Job_Fulltime' }))).toEqual({
      title: 'Title cannot be empty',
    });
    expect(messages(createJobBodySchema.safeParse({ title: 'x', type: 'Contract' }))).toEqual({
      type: 'Please select a job type',
    });
  });

  it('bounds strings, numbers and dates with clear messages', () => {
    const result = createJobBodySchema.safeParse({
      title: 'x'.repeat(151),
      type: 'Internship',
      min_cgpa: 11,
      min_percentage: -1,
      max_backlogs: 2.5,
      apply_by: '2030-02-30',
      open_positions: 0,
    });
    expect(messages(result)).toEqual({
      title: 'Title cannot exceed 150 characters',
      min_cgpa: 'CGPA should be between 0 and 10',
      min_percentage: 'Percentage should be between 0 and 100',
      max_backlogs: 'Backlogs should be between 0 and 50',
      apply_by: 'Please enter a valid date',
      open_positions: 'Open positions should be between 1 and 10000',
    });
    expect(messages(updateJobBodySchema.safeParse({ apply_by: '1969-12-31' }))).toEqual({
      apply_by: 'Please enter a valid date',
    });
    expect(updateJobBodySchema.safeParse({}).success).toBe(true);
    expect(messages(updateJobBodySchema.safeParse({ salary_min: 900, salary_max: 500 }))).toEqual({
      salary_max: 'Maximum salary should be at least the minimum',
    });
  });
});

describe('queries', () => {
  it('reads id lists written x[]=1&x[]=2, x=1&x=2 or x=1,2', () => {
    expect(jobListQuerySchema.parse({ 'org_ids[]': ['1', '2'] })['org_ids[]']).toEqual([1, 2]);
    expect(jobListQuerySchema.parse({ org_ids: '3,4' }).org_ids).toEqual([3, 4]);
    expect(applicantsQuerySchema.parse({ job_id: '5', specialization_ids: '7' }).specialization_ids).toEqual([7]);
    expect(jobListQuerySchema.safeParse({ org_ids: 'x' }).success).toBe(false);
  });

  it('refuses an empty search', () => {
    expect(messages(jobSearchQuerySchema.safeParse({ query: '  ' }))).toEqual({
      query: 'Please enter something to search for',
    });
  });
});
