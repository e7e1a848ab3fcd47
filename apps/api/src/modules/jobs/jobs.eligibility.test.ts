import { describe, expect, it } from 'vitest';
import { eligibility, type JobCriteria, type StudentRecord } from './jobs.eligibility';

const btech = { id: 1, name: 'B.Tech' };
const mtech = { id: 2, name: 'M.Tech' };
const cse = { id: 10, name: 'Computer Science and Engineering' };
const none: JobCriteria = {
  degrees: [],
  specializations: [],
  min_cgpa: null,
  min_percentage: null,
  max_backlogs: null,
  graduation_years: [],
};
const student: StudentRecord = {
  degree: btech,
  specialization: cse,
  graduation_year: 2026,
  education: { cgpa: 6.8, backlogs: 1 },
};

describe('eligibility', () => {
  it('is 100 with no criteria', () => {
    expect(eligibility(none, student)).toEqual({ percent: 100, criteria: [] });
  });

  it('checks each criterion the job sets, with a one-line detail', () => {
    const job: JobCriteria = {
      degrees: [btech, mtech],
      specializations: [cse],
      min_cgpa: 7,
      min_percentage: null,
      max_backlogs: 0,
      graduation_years: [2026, 2027],
    };
    expect(eligibility(job, student)).toEqual({
      percent: 60,
      criteria: [
        { name: 'Degree', met: true, detail: 'B.Tech' },
        { name: 'Specialization', met: true, detail: 'Computer Science and Engineering' },
        { name: 'Graduation year', met: true, detail: 'Graduating 2026' },
        { name: 'CGPA', met: false, detail: 'CGPA 6.8, needs 7.0' },
        { name: 'Backlogs', met: false, detail: '1 backlog, at most 0 allowed' },
      ],
    });
  });

  it('names what is missing', () => {
    const job = { ...none, degrees: [mtech], graduation_years: [2027, 2028] };
    const result = eligibility(job, { ...student, degree: null, graduation_year: null });
    expect(result.percent).toBe(0);
    expect(result.criteria.map((c) => c.detail)).toEqual([
      'No degree, needs M.Tech',
      'No graduation year, needs 2027 or 2028',
    ]);
    expect(eligibility({ ...none, graduation_years: [2027] }, student).criteria[0]!.detail).toBe(
      'Graduating 2026, needs 2027',
    );
  });

  it('compares a percentage with a percentage and converts across formats (x 9.5)', () => {
    const pct: StudentRecord = { ...student, education: { percentage: 72, backlogs: 0 } };
    expect(eligibility({ ...none, min_percentage: 70 }, pct).criteria).toEqual([
      { name: 'Percentage', met: true, detail: 'Percentage 72.0, needs 70.0' },
    ]);
    expect(eligibility({ ...none, min_cgpa: 7.5 }, pct).criteria).toEqual([
      { name: 'CGPA', met: true, detail: 'Percentage 72.0 (about CGPA 7.58), needs CGPA 7.5' },
    ]);
    expect(eligibility({ ...none, min_percentage: 65 }, student).criteria).toEqual([
      { name: 'Percentage', met: false, detail: 'CGPA 6.8 (about 64.6%), needs 65.0%' },
    ]);
    // A job asking for either is judged on the student's own format.
    expect(eligibility({ ...none, min_cgpa: 6.5, min_percentage: 90 }, student).percent).toBe(100);
  });

  it('counts score and backlogs as unmet without a degree in the portfolio', () => {
    const result = eligibility({ ...none, min_cgpa: 6, max_backlogs: 2 }, { ...student, education: null });
    expect(result).toEqual({
      percent: 0,
      criteria: [
        { name: 'CGPA', met: false, detail: 'No CGPA on your latest degree, needs 6.0' },
        { name: 'Backlogs', met: false, detail: 'No backlog details on your latest degree, at most 2 allowed' },
      ],
    });
    const clean = eligibility({ ...none, max_backlogs: 2 }, { ...student, education: { cgpa: 8, backlogs: 0 } });
    expect(clean.criteria[0]).toEqual({ name: 'Backlogs', met: true, detail: 'No backlogs, at most 2 allowed' });
  });
});
