import { describe, expect, it } from 'vitest';
import {
  careerPathCoverage,
  isPubliclyVisible,
  pdfFileName,
  profileDegreeTenure,
  startOfIndiaDay,
  substanceChanged,
  verificationAllowed,
} from './portfolio.policy';

describe('portfolio policy', () => {
  it('substance: title, dates, host, role, type change it; description and skills do not', () => {
    const before = {
      title: 'Intern',
      host: 'Infosys',
      startdate: '2024-05-01',
      finishdate: '2024-07-01',
      desc: 'a',
      type: 'Internship',
    };
    expect(substanceChanged('internships', before, { ...before, desc: 'b', skills: ['Java'] })).toBe(false);
    expect(substanceChanged('internships', before, { ...before, title: 'SDE Intern' })).toBe(true);
    expect(substanceChanged('internships', before, { ...before, finishdate: '2024-07-02' })).toBe(true);
    expect(substanceChanged('internships', before, { ...before, host: 'TCS' })).toBe(true);
    const degree = {
      institute: 'IIT',
      degree: 'B.Tech',
      specialization: 'CSE',
      tenure: ['2022-07-01', '2026-05-31'],
      format: 'GPA',
      score: 8,
    };
    expect(substanceChanged('education', degree, { ...degree, tenure: ['2022-07-01', '2026-06-30'] })).toBe(true);
    expect(substanceChanged('education', degree, { ...degree, placed: 'yes' })).toBe(false);
    // A job's finish date missing before and after is no change.
    const job = { title: 'TA', host: 'NPTEL', type: 'Job_Parttime', startdate: '2025-01-01', finishdate: null };
    expect(substanceChanged('jobs', job, { ...job, finishdate: undefined, duration: 7 })).toBe(false);
  });

  it('career path coverage: covered and missing names, percent rounded', () => {
    const skills = [
      { id: 1, display_name: 'Python' },
      { id: 2, display_name: 'SQL' },
      { id: 3, display_name: 'Git' },
    ];
    expect(careerPathCoverage(skills, new Set([1, 3, 99]))).toEqual({
      covered: ['Python', 'Git'],
      missing: ['SQL'],
      percent: 67,
    });
    expect(careerPathCoverage([], new Set([1]))).toEqual({ covered: [], missing: [], percent: 0 });
  });

  it('daily verification limits reset at midnight in India', () => {
    expect(startOfIndiaDay(new Date('2025-06-15T06:30:00Z')).toISOString()).toBe('2025-06-14T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2025-06-15T18:30:00Z')).toISOString()).toBe('2025-06-15T18:30:00.000Z');
    expect(verificationAllowed(4, 19)).toBe(true);
    expect(verificationAllowed(5, 5)).toBe(false);
    expect(verificationAllowed(0, 20)).toBe(false);
  });

  it('public portfolios: students with a public portfolio only', () => {
    expect(isPubliclyVisible('STUDENT', { is_public: true })).toBe(true);
    expect(isPubliclyVisible('STUDENT', { is_public: false })).toBe(false);
    expect(isPubliclyVisible('STUDENT', null)).toBe(false);
    expect(isPubliclyVisible('COMPANY', { is_public: true })).toBe(false);
  });

  it('PDF file name: first name in safe characters and the time in India', () => {
    const at = new Date('2025-01-31T20:15:09Z');
    expect(pdfFileName('Ananya', at)).toBe('portfolio-Ananya-20250201-014509.pdf');
    expect(pdfFileName("D'Souza Jr.", at)).toBe('portfolio-D-Souza-Jr-20250201-014509.pdf');
    expect(pdfFileName('Zoë', at)).toBe('portfolio-Zoe-20250201-014509.pdf');
    expect(pdfFileName('...', at)).toBe('portfolio-student-20250201-014509.pdf');
  });
});

describe('the degree named at profile creation', () => {
  const now = new Date('2026-03-10T06:00:00Z');
  it('runs from July its usual length before to June of the graduation year', () => {
    expect(profileDegreeTenure({ name: 'B.Tech', level: 'UG' }, 2027, now)).toEqual(['202307', '202706']);
    expect(profileDegreeTenure({ name: 'B.Sc', level: 'UG' }, 2026, now)).toEqual(['202307', '202606']);
    expect(profileDegreeTenure({ name: 'MBA', level: 'PG' }, 2024, now)).toEqual(['202207', '202406']);
    expect(profileDegreeTenure({ name: 'B.Arch', level: 'UG' }, 2030, now)).toEqual(['202507', '203006']);
  });
  it('has begun already for a first-year student, and is left out for a year the form refuses', () => {
    expect(profileDegreeTenure({ name: 'B.Tech', level: 'UG' }, 2030, now)).toEqual(['202603', '203006']);
    expect(profileDegreeTenure({ name: 'B.Tech', level: 'UG' }, 2099, now)).toBeNull();
    expect(profileDegreeTenure({ name: 'B.Tech', level: 'UG' }, 1970, now)).toBeNull();
  });
});
