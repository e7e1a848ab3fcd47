import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIT_WEIGHTS, LEARNING_FALLBACK_REASON, learningFit, type PathGap } from './recommendations';

const analyst: PathGap = { id: 1, name: 'Data Analyst', missing: new Set([10, 11, 12]) };
const developer: PathGap = { id: 2, name: 'Web Developer', missing: new Set([20, 21]) };

describe('learningFit', () => {
  it('names the path whose missing skills the item covers most', () => {
    expect(learningFit({ skill_ids: [10, 11, 20], job_role_ids: [] }, [analyst, developer], new Set())).toEqual({
      score: 2 * FIT_WEIGHTS.gapSkill,
      reason: 'covers 2 skills your Data Analyst path lacks',
    });
    expect(learningFit({ skill_ids: [21], job_role_ids: [] }, [analyst, developer], new Set()).reason).toBe(
      'covers 1 skill your Web Developer path lacks',
    );
  });

  it('falls back to a path it is made for, then to shared interests, then to being new', () => {
    expect(learningFit({ skill_ids: [99], job_role_ids: [2] }, [analyst, developer], new Set()).reason).toBe(
      'made for your Web Developer path',
    );
    expect(learningFit({ skill_ids: [98, 99], job_role_ids: [] }, [analyst], new Set([98, 99])).reason).toBe(
      'matches 2 of your interests',
    );
    expect(learningFit({ skill_ids: [], job_role_ids: [] }, [analyst], new Set())).toEqual({
      score: 0,
      reason: LEARNING_FALLBACK_REASON,
    });
  });

  it('never ranks an item below one that covers fewer of the same path’s gaps, all else equal', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 12 });
    fc.assert(
      fc.property(ids, ids, ids, (missing, item, extra) => {
        const path: PathGap = { id: 1, name: 'Path', missing: new Set(missing) };
        const more = [...new Set([...item, ...extra])];
        const a = learningFit({ skill_ids: item, job_role_ids: [] }, [path], new Set());
        const b = learningFit({ skill_ids: more, job_role_ids: [] }, [path], new Set());
        expect(b.score).toBeGreaterThanOrEqual(a.score);
        expect(a.score).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
