import { describe, expect, it } from 'vitest';
import { kindsText, priceText, stepHref } from './quest-view';

describe('quest-view', () => {
  it('words the steps per kind in a fixed order, one or many, leaving out kinds with none', () => {
    const text = kindsText([
      { kind: 'quiz', count: 2 },
      { kind: 'activity', count: 1 },
      { kind: 'project', count: 3 },
      { kind: 'question_bank', count: 0 },
    ]);
    expect(text).toBe('3 projects, 2 quizzes, 1 activity');
    expect(
      kindsText([
        { kind: 'question_bank', count: 2 },
        { kind: 'resource_group', count: 1 },
      ]),
    ).toBe('1 learning path, 2 question banks');
    expect(kindsText([])).toBe('');
  });

  it('prices in rupees from paise, or Free', () => {
    expect(priceText(0)).toBe('Free');
    expect(priceText(149_900)).toBe('₹1,499');
    expect(priceText(49_950)).toBe('₹499.5');
  });

  it('opens each step in the quest’s context: the student’s own item once they have one', () => {
    expect(stepHref(9, { kind: 'project', ref_id: 4 }, null)).toBe('/myQuests/9/projects/4');
    expect(stepHref(9, { kind: 'project', ref_id: 4 }, 30)).toBe('/myQuests/9/myProjects/30');
    expect(stepHref(9, { kind: 'resource_group', ref_id: 2 }, null)).toBe('/myQuests/9/resourceGroups/2');
    expect(stepHref(9, { kind: 'resource_group', ref_id: 2 }, 61)).toBe('/myQuests/9/myLearning/61');
    expect(stepHref(9, { kind: 'quiz', ref_id: 3 }, 88)).toBe('/quiz/3');
    expect(stepHref(9, { kind: 'question_bank', ref_id: 5 }, null)).toBe('/questionBank/5');
    expect(stepHref(9, { kind: 'activity', ref_id: 6 }, 70)).toBe('/myActivity/70');
    expect(stepHref(9, { kind: 'activity', ref_id: 6 }, null)).toBeNull();
  });
});

describe('the dashboard graph’s note on a step', () => {
  it('says how many finished it, stand at it and stalled there', async () => {
    const { dropOffBadge } = await import('./components/drop-off-graph');
    const f = {
      key: 'a',
      title: 'A',
      kind: 'quiz' as const,
      unlocked: 9,
      started: 8,
      complete: 5,
      skipped: 0,
      median_days: 2,
    };
    expect(dropOffBadge({ ...f, here: 3, stalled: 1 })).toBe('5 done · 3 here · 1 stalled');
    expect(dropOffBadge({ ...f, here: 0, stalled: 0 })).toBe('5 done · 0 here');
  });
});
