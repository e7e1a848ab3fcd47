import { SKILLS_FILTER_DEFAULTS } from '@lbd/shared/skills-dashboard';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialSkillsFilterState,
  skillsFilterParams,
  skillsFilterReducer,
  type SkillsFilterAction,
} from './skills-filter';

const action: fc.Arbitrary<SkillsFilterAction> = fc.oneof(
  fc.constant({ type: 'addLoad' } as const),
  fc.constant({ type: 'reduceLoad' } as const),
  fc.constant({ type: 'reset' } as const),
  fc.record({
    type: fc.constant('set' as const),
    filter: fc.record(
      {
        years: fc.array(fc.integer({ min: 2020, max: 2030 }), { maxLength: 3 }),
        placed: fc.boolean(),
        backlogs: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  }),
);

describe('the skills dashboard filter state', () => {
  it('starts from the defaults: backlogs in, placed out, score 0 to 100, no load', () => {
    expect(initialSkillsFilterState()).toEqual({
      filter: { years: [], branches: [], placed: false, backlogs: true, academicScore: { from: 0, to: 100 } },
      loadCount: 0,
    });
  });

  it('the load count never goes below zero and equals loads added minus those reduced while above zero', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let state = initialSkillsFilterState();
        let expected = 0;
        for (const a of actions) {
          state = skillsFilterReducer(state, a);
          if (a.type === 'addLoad') expected += 1;
          if (a.type === 'reduceLoad' && expected > 0) expected -= 1;
          expect(state.loadCount).toBe(expected);
          expect(state.loadCount).toBeGreaterThanOrEqual(0);
          if (a.type === 'reset') expect(state.filter).toEqual(SKILLS_FILTER_DEFAULTS);
        }
      }),
    );
  });

  it('reset returns the defaults whatever was set, and never shares the defaults object', () => {
    let state = skillsFilterReducer(initialSkillsFilterState(), {
      type: 'set',
      filter: { years: [2026], placed: true, academicScore: { from: 60, to: 90 } },
    });
    state = skillsFilterReducer(state, { type: 'reset' });
    expect(state.filter).toEqual(SKILLS_FILTER_DEFAULTS);
    expect(state.filter.academicScore).not.toBe(SKILLS_FILTER_DEFAULTS.academicScore);
  });

  it('sends lists comma-separated and leaves empty ones out', () => {
    expect(skillsFilterParams({ ...SKILLS_FILTER_DEFAULTS, years: [2025, 2026], branches: [] })).toEqual({
      placed: false,
      backlogs: true,
      score_from: 0,
      score_to: 100,
      years: '2025,2026',
    });
  });
});
