import { describe, expect, it } from 'vitest';
import { canSeeShortlist } from './shortlists.policy';
import { filterSummary, normalFilter, toStudent } from './shortlists.rules';

describe('who sees a saved shortlist', () => {
  const wholeInstitute = { org_id: 7, specialization_id: null };
  const ofBranch = { org_id: 7, specialization_id: 11 };

  it('its institute’s staff and TPO see every shortlist of the institute, nobody else’s', () => {
    const staff = { orgId: 7, specializationId: null };
    expect(canSeeShortlist(staff, wholeInstitute)).toBe(true);
    expect(canSeeShortlist(staff, ofBranch)).toBe(true);
    expect(canSeeShortlist({ orgId: 8, specializationId: null }, wholeInstitute)).toBe(false);
  });

  it('a department admin sees only shortlists saved within their branch', () => {
    expect(canSeeShortlist({ orgId: 7, specializationId: 11 }, ofBranch)).toBe(true);
    expect(canSeeShortlist({ orgId: 7, specializationId: 11 }, wholeInstitute)).toBe(false);
    expect(canSeeShortlist({ orgId: 7, specializationId: 12 }, ofBranch)).toBe(false);
    expect(canSeeShortlist({ orgId: 8, specializationId: 11 }, ofBranch)).toBe(false);
  });
});

describe('shortlist rules', () => {
  it('keeps a filter with sorted lists without repeats', () => {
    expect(normalFilter({ skill_ids: [3, 1, 3], batches: [2027, 2026], placed: 'no', max_backlogs: 0 })).toEqual({
      skill_ids: [1, 3],
      specialization_ids: [],
      batches: [2026, 2027],
      max_backlogs: 0,
      placed: 'no',
      job_role_ids: [],
    });
  });

  it('says a filter in words', () => {
    const f = normalFilter({ batches: [2026], cgpa_min: 7.5, max_backlogs: 0, placed: 'no', skill_ids: [1, 2] });
    expect(filterSummary(f, { skills: ['Python', 'SQL'], branches: ['CSE'], careerPaths: [] })).toBe(
      'Branches: CSE · Batches: 2026 · CGPA 7.5 to 10 · No backlogs · Not placed · Skills: Python or SQL',
    );
    expect(filterSummary(normalFilter({ max_backlogs: 2 }), { skills: [], branches: [], careerPaths: [] })).toBe(
      'At most 2 backlogs',
    );
    expect(filterSummary(normalFilter({}), { skills: [], branches: [], careerPaths: [] })).toBe('All students');
  });

  it('shows a percentage as a CGPA too', () => {
    const row = {
      profile_id: 1,
      name: 'Asha Rao',
      email: null,
      degree: null,
      branch: null,
      batch: null,
      score_format: 'Numeric',
      score: '71.25',
      backlogs: 0,
      placed: false,
      offers: 0,
      portfolio_public: false,
      skills: null,
      career_paths: null,
    };
    expect(toStudent(row)).toMatchObject({ score_format: 'Numeric', score: 71.25, cgpa: 7.5, skills: [] });
    expect(toStudent({ ...row, score_format: null })).toMatchObject({
      score_format: null,
      score: null,
      cgpa: null,
    });
  });
});
