import { describe, expect, it } from 'vitest';
import { rankItem, type StudentInterests } from './ranking';

const student: StudentInterests = {
  jobRoles: new Map([
    [1, 'Data Analyst'],
    [2, 'Data Scientist'],
  ]),
  skillIds: new Set([10, 11, 12, 13, 14]),
  degree: { id: 100, name: 'B.Tech' },
  specialization: { id: 200, name: 'Computer Science and Engineering' },
};
const job = { job_role_ids: [], skill_ids: [], degree_ids: [], specialization_ids: [] };

describe('recommendation ranking', () => {
  it('scores career paths, skills, specialization and degree, and names the strongest reason', () => {
    expect(rankItem({ ...job, job_role_ids: [1, 9] }, student)).toEqual({
      score: 3,
      reason: 'fits your career path Data Analyst',
    });
    expect(rankItem({ ...job, job_role_ids: [1, 2], skill_ids: [10] }, student)).toEqual({
      score: 7,
      reason: 'fits 2 of your career paths',
    });
    expect(rankItem({ ...job, job_role_ids: [1], skill_ids: [10, 11, 12, 13, 99] }, student)).toEqual({
      score: 7,
      reason: 'matches 4 of your skills',
    });
    expect(rankItem({ ...job, skill_ids: [10] }, student)).toEqual({ score: 1, reason: 'matches 1 of your skills' });
    expect(rankItem({ ...job, specialization_ids: [200], degree_ids: [100] }, student)).toEqual({
      score: 4,
      reason: 'open to Computer Science and Engineering students',
    });
  });

  it('recommends a job that shares nothing as recent, with score 0', () => {
    expect(rankItem({ ...job, job_role_ids: [5], skill_ids: [50] }, student)).toEqual({
      score: 0,
      reason: 'recently posted',
    });
  });

  it('gives an item that shares nothing score 0 and the fallback reason', () => {
    expect(rankItem({ ...job, skill_ids: [50] }, student, 'upcoming')).toEqual({ score: 0, reason: 'upcoming' });
  });
});
