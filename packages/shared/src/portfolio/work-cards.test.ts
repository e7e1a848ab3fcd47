import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueFields } from './cards';
import { internshipEntrySchema, jobEntrySchema } from './work-cards';

// 15 June 2024 in India.
const now = new Date('2024-06-15T10:00:00Z');

function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : issueFields(result.error);
}

describe('internships', () => {
  const schema = internshipEntrySchema({ now });
  const internship = {
    type: 'Internship',
    title: 'Data Analyst Intern',
    host: 'Infosys',
    status: 'complete',
    startdate: '2024-01-01',
    finishdate: '2024-03-01',
    desc: 'Dashboards.',
    skills: ['SQL'],
  };

  it('computes the duration in weeks as the week difference plus 1', () => {
    // 60 days: 8 whole weeks, plus 1.
    expect(schema.parse(internship)).toMatchObject({ duration: 9, finishdate: '2024-03-01' });
    expect(schema.parse({ ...internship, finishdate: '2024-01-02' }).duration).toBe(1);
  });

  it('ignores a duration the client sends', () => {
    expect(schema.parse({ ...internship, duration: 99 }).duration).toBe(9);
  });

  it('shows every problem of an empty form at once', () => {
    expect(errors(schema, { type: 'Internship', startdate: '', finishdate: '', skills: [] })).toEqual({
      title: 'Designation cannot be empty',
      host: 'Host cannot be empty',
      status: 'Status cannot be empty',
      startdate: 'Date cannot be empty',
      finishdate: 'Date cannot be empty',
      desc: 'Description cannot be empty',
      skills: 'This cant be empty',
    });
  });

  it("treats 'applied' as no status", () => {
    expect(errors(schema, { ...internship, status: 'applied' })).toEqual({ status: 'Status cannot be empty' });
  });

  it('needs a future expected completion date while ongoing', () => {
    const ongoing = { ...internship, status: 'ongoing' };
    expect(errors(schema, ongoing)).toEqual({ finishdate: 'Please select a future date' });
    expect(errors(schema, { ...ongoing, finishdate: undefined })).toEqual({ finishdate: 'Date cannot be empty' });
    // To the expected completion date: 182 days, 26 whole weeks, plus 1.
    expect(schema.parse({ ...ongoing, finishdate: '2024-07-01' }).duration).toBe(27);
  });

  it('forbids future dates once complete and a start in the future', () => {
    expect(errors(schema, { ...internship, finishdate: '2024-07-01' })).toEqual({
      finishdate: 'Cannot select a future date',
    });
    expect(
      errors(schema, { ...internship, status: 'ongoing', startdate: '2024-07-01', finishdate: '2024-08-01' }),
    ).toEqual({
      startdate: 'Cannot select a future date',
    });
  });

  it('needs the finish after the start', () => {
    expect(errors(schema, { ...internship, finishdate: '2024-01-01' })).toEqual({
      finishdate: 'End date should be greater than start date',
    });
  });

  it("is an 'Internship'", () => {
    expect(errors(schema, { ...internship, type: 'Job_Fulltime' })).toEqual({ type: 'Type cannot be empty' });
  });
});

describe('jobs', () => {
  const schema = jobEntrySchema({ now });
  const job = {
    type: 'Job_Fulltime',
    title: 'Software Engineer',
    host: 'TCS',
    status: 'complete',
    startdate: '2022-07-11',
    finishdate: '2024-01-10',
    desc: 'Backend services.',
    skills: ['Java'],
  };

  it('computes the duration in months as the month difference plus 1', () => {
    // 11 July 2022 to 10 January 2024: 17 whole months, plus 1.
    expect(schema.parse(job)).toMatchObject({ duration: 18, finishdate: '2024-01-10' });
  });

  it('has no finish date while ongoing, and runs its duration to today', () => {
    const ongoing = { ...job, status: 'ongoing', finishdate: '' };
    // 11 July 2022 to 15 June 2024: 23 whole months, plus 1.
    expect(schema.parse(ongoing)).toMatchObject({ finishdate: null, duration: 24 });
    // A finish date left over in the form is dropped, whatever it says.
    expect(schema.parse({ ...ongoing, finishdate: '2020-01-01' }).finishdate).toBeNull();
  });

  it('needs a past finish date after the start once complete', () => {
    expect(errors(schema, { ...job, finishdate: '' })).toEqual({ finishdate: 'Date cannot be empty' });
    expect(errors(schema, { ...job, finishdate: '2024-12-31' })).toEqual({ finishdate: 'Cannot select a future date' });
    expect(errors(schema, { ...job, finishdate: '2022-07-01' })).toEqual({
      finishdate: 'End date should be greater than start date',
    });
  });

  it('needs a job type from the list', () => {
    expect(errors(schema, { ...job, type: '' })).toEqual({ type: 'Job Type cannot be empty' });
    expect(errors(schema, { ...job, type: 'Internship' })).toEqual({ type: 'Please select a valid Job Type' });
    expect(schema.parse({ ...job, type: 'Job_Parttime' }).type).toBe('Job_Parttime');
  });

  it("names the company 'Company'", () => {
    expect(errors(schema, { ...job, host: ' ' })).toEqual({ host: 'Company cannot be empty' });
  });
});
