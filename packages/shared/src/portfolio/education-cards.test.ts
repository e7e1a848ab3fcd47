import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueFields } from './cards';
import { educationEntrySchema, educationLocks, isDegreeFormat, subjectEntrySchema } from './education-cards';
import type { CardRuleOptions } from './fields';

// 15 June 2024 in India.
const now = new Date('2024-06-15T10:00:00Z');

function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : issueFields(result.error);
}

describe('degrees (education)', () => {
  const schema = educationEntrySchema({ now });
  const degree = {
    my_org_id: 12,
    institute: 'Anna University',
    degree: 'B.E.',
    specialization: 'Computer Science',
    tenure: ['2019-07-01', '2023-05-31'],
    format: 'GPA',
    score: '8.75',
    backlogsStatus: 'no',
    backlogs: 3,
    placed: 'yes',
  };

  it('accepts a degree: score kept with its decimals, backlogs sent as 0 for no', () => {
    expect(schema.parse(degree)).toMatchObject({ score: 8.75, backlogs: 0, latest_edu: false });
  });

  it('shows every problem of an empty form at once', () => {
    expect(errors(schema, { tenure: ['', ''], score: '', backlogs: '' })).toEqual({
      institute: 'Institute cannot be empty',
      degree: 'Degree cannot be empty',
      specialization: 'Specialization cannot be empty',
      'tenure.0': 'Date cannot be empty',
      'tenure.1': 'Date cannot be empty',
      format: 'Score Format cannot be empty',
      score: 'Score cannot be empty',
      backlogsStatus: 'Backlog Status cannot be empty',
      placed: 'Placed cannot be empty',
    });
  });

  it('ranges the score by format: CGPA 0 to 10, Percentage 0 to 100', () => {
    expect(errors(schema, { ...degree, score: 10.5 })).toEqual({ score: 'CGPA should be between 0 and 10' });
    expect(errors(schema, { ...degree, format: 'Numeric', score: 100.5 })).toEqual({
      score: 'Percentage should be between 0 and 100',
    });
    expect(errors(schema, { ...degree, format: 'Numeric', score: 78.4 })).toEqual({});
    expect(errors(schema, { ...degree, score: '' })).toEqual({ score: 'CGPA cannot be empty' });
    expect(errors(schema, { ...degree, format: 'Grade' })).toEqual({ format: 'Please select a valid Score Format' });
  });

  it('requires a whole backlog count of at least 1 only when the answer is yes', () => {
    const yes = { ...degree, backlogsStatus: 'yes' };
    expect(errors(schema, { ...yes, backlogs: '' })).toEqual({ backlogs: 'Backlogs cannot be empty' });
    expect(errors(schema, { ...yes, backlogs: 0 })).toEqual({ backlogs: 'Backlogs cannot be less than 1' });
    expect(schema.parse({ ...yes, backlogs: '2.7' }).backlogs).toBe(2);
    expect(errors(schema, { ...degree, backlogs: '' })).toEqual({});
    expect(errors(schema, { ...degree, backlogsStatus: 'maybe' })).toEqual({
      backlogsStatus: 'Please select a valid Backlog Status',
    });
  });

  it('needs the end after the start, neither in the future', () => {
    expect(errors(schema, { ...degree, tenure: ['2023-05-31', '2023-05-31'] })).toEqual({
      'tenure.1': 'End date should be greater than start date',
    });
    expect(errors(schema, { ...degree, tenure: ['2019-07-01', '2026-05-31'] })).toEqual({
      'tenure.1': 'Cannot select a future date',
    });
    expect(errors(schema, { ...degree, tenure: ['2024-07-01', '2026-05-31'] })).toEqual({
      'tenure.0': 'Cannot select a future date',
      'tenure.1': 'Cannot select a future date',
    });
    expect(errors(schema, { ...degree, tenure: ['2019-02-30', '2023-05-31'] })).toEqual({
      'tenure.0': 'Please enter a valid date',
    });
    expect(errors(schema, { ...degree, tenure: undefined })).toEqual({ tenure: 'Date cannot be empty' });
  });

  it('lets the latest degree end in the future', () => {
    expect(errors(schema, { ...degree, latest_edu: true, tenure: ['2022-07-01', '2026-05-31'] })).toEqual({});
    expect(errors(schema, { ...degree, latest_edu: true, tenure: ['2024-07-01', '2026-05-31'] })).toEqual({
      'tenure.0': 'Cannot select a future date',
    });
  });

  describe('editing', () => {
    const stored = { institute: 'Anna University', degree: 'B.E.', format: 'GPA' as const };
    const editing = educationEntrySchema({ now, editing: true, stored });

    it('locks institute and degree', () => {
      expect(errors(editing, { ...degree, institute: 'IIT Madras', degree: 'B.Tech.' })).toEqual({
        institute: 'Institute cannot be changed while editing',
        degree: 'Degree cannot be changed while editing',
      });
      expect(errors(editing, { ...degree, institute: ' Anna University ' })).toEqual({});
    });

    it('locks a saved format (the scoring radio is disabled), but not a missing one', () => {
      expect(errors(editing, { ...degree, format: 'Numeric', score: 80 })).toEqual({
        format: 'Score Format cannot be changed while editing',
      });
      const noFormat = educationEntrySchema({ now, editing: true, stored: { ...stored, format: null } });
      expect(errors(noFormat, { ...degree, format: 'Numeric', score: 80 })).toEqual({});
    });

    it('does not lock anything when adding', () => {
      const adding = educationEntrySchema({ now, stored });
      expect(errors(adding, { ...degree, institute: 'IIT Madras', format: 'Numeric', score: 80 })).toEqual({});
    });

    it('tells the form which fields to disable', () => {
      expect(educationLocks(true, 'GPA')).toEqual({ institute: true, degree: true, format: true });
      expect(educationLocks(true, null)).toEqual({ institute: true, degree: true, format: false });
      expect(educationLocks(false, 'GPA')).toEqual({ institute: false, degree: false, format: false });
    });
  });

  it('recognises degree formats', () => {
    expect(isDegreeFormat('GPA')).toBe(true);
    expect(isDegreeFormat('Numeric')).toBe(true);
    expect(isDegreeFormat('CGPA')).toBe(false);
  });
});

describe('semester subjects', () => {
  const options: CardRuleOptions = { now, degreeFormat: 'GPA', degreeTenure: ['2020-07-01', '2024-05-31'] };
  const schema = subjectEntrySchema(options);
  const subject = {
    name: 'Data Structures',
    semester_number: '3.9',
    type: 'Theory',
    date: '2021-12-15',
    score: 9,
    skills: ['Algorithms'],
    job_roles: ['Software Engineer'],
  };

  it('accepts a subject, flooring the semester number', () => {
    expect(schema.parse(subject)).toMatchObject({ semester_number: 3, score: 9 });
  });

  it('takes the score range from the degree format', () => {
    expect(errors(schema, { ...subject, score: 11 })).toEqual({ score: 'CGPA should be between 0 and 10' });
    const percent = subjectEntrySchema({ ...options, degreeFormat: 'Numeric' });
    expect(errors(percent, { ...subject, score: 91.5 })).toEqual({});
    expect(errors(percent, { ...subject, score: 101 })).toEqual({ score: 'Percentage should be between 0 and 100' });
  });

  it("says 'Please select one by editing degree' when the degree has no format", () => {
    const noFormat = subjectEntrySchema({ ...options, degreeFormat: null });
    const result = noFormat.safeParse(subject);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['format'], message: 'Please select one by editing degree' }),
    ]);
  });

  it('checks semester 1 to 10 and the subject type', () => {
    expect(errors(schema, { ...subject, semester_number: 11 })).toEqual({
      semester_number: 'Semester should be between 1 and 10',
    });
    expect(errors(schema, { ...subject, semester_number: '' })).toEqual({
      semester_number: 'Semester cannot be empty',
    });
    expect(errors(schema, { ...subject, type: 'Practical' })).toEqual({ type: 'Please select a valid Subject Type' });
  });

  it('keeps the date within the degree and not in the future', () => {
    expect(errors(schema, { ...subject, date: '2020-06-30' })).toEqual({
      date: 'Invalid date used for Date. Should be after 01-07-2020',
    });
    expect(errors(schema, { ...subject, date: '2024-06-01' })).toEqual({
      date: 'Invalid date used for Date. Should not exceed 31-05-2024',
    });
    const latest = subjectEntrySchema({ ...options, degreeTenure: ['2020-07-01', '2026-05-31'] });
    expect(errors(latest, { ...subject, date: '2024-07-01' })).toEqual({ date: 'Cannot select a future date' });
  });

  it('needs skills and career paths', () => {
    expect(errors(schema, { ...subject, skills: [], job_roles: [] })).toEqual({
      skills: 'This cant be empty',
      job_roles: 'Career Paths cant be empty',
    });
  });

  it('checks a score as 0 to 100 before the degree is known', () => {
    const unknown = subjectEntrySchema({ now });
    expect(errors(unknown, { ...subject, score: 101 })).toEqual({ score: 'Score should be between 0 and 100' });
    expect(errors(unknown, { ...subject, score: 75 })).toEqual({});
  });
});
