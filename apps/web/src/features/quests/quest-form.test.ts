// @vitest-environment node
import type { Rule } from '@lbd/shared/quests';
import { describe, expect, it } from 'vitest';
import { buildQuestDetail } from '../../test/quest-author-fixtures';
import { connectSteps, disconnectSteps, placeSteps } from './components/editor/quest-graph-editor';
import {
  addCompleted,
  editorErrors,
  formFromQuest,
  keyFromTitle,
  paiseFromRupees,
  putStep,
  removeStep,
  ruleLevels,
  validateQuestForm,
  withoutStep,
} from './quest-form';
import { NODE_HEIGHT } from './quest-layout';

const form = () => formFromQuest(buildQuestDetail());

describe('quest form', () => {
  it('makes keys from titles, unique in the quest, 24 characters at most', () => {
    expect(keyFromTitle('SQL Basics (part 2)', new Set())).toBe('sql-basics-part-2');
    expect(keyFromTitle('SQL Basics', new Set(['sql-basics', 'sql-basics-2']))).toBe('sql-basics-3');
    const long = keyFromTitle('Exploratory data analysis with pandas', new Set());
    expect(long).toBe('exploratory-data-analysi');
    expect(keyFromTitle('Exploratory data analysis with pandas', new Set([long]))).toBe('exploratory-data-analy-2');
    expect(keyFromTitle('हिंदी', new Set())).toBe('step');
  });

  it('adds a completion to a rule as all of with what is there, within the limits', () => {
    expect(addCompleted(null, 'a')).toEqual({ rule: { kind: 'completed', step: 'a' } });
    const passed: Rule = { kind: 'passed', step: 'b', min_percent: 70 };
    expect(addCompleted(passed, 'a')).toEqual({
      rule: { kind: 'all', rules: [passed, { kind: 'completed', step: 'a' }] },
    });
    expect(addCompleted(passed, 'b')).toEqual({ rule: passed });
    const all: Rule = { kind: 'all', rules: [passed] };
    expect(addCompleted(all, 'a')).toEqual({
      rule: { kind: 'all', rules: [passed, { kind: 'completed', step: 'a' }] },
    });
    const deep: Rule = { kind: 'any', rules: [{ kind: 'all', rules: [{ kind: 'mentor' }] }] };
    expect(ruleLevels(deep)).toBe(3);
    expect(addCompleted(deep, 'a')).toHaveProperty('error');
    const full: Rule = { kind: 'all', rules: Array.from({ length: 10 }, () => ({ kind: 'mentor' }) as Rule) };
    expect(addCompleted(full, 'a')).toHaveProperty('error');
  });

  it('takes a step out of rules: its conditions go, n of keeps the rest, a group of one becomes that one', () => {
    expect(withoutStep({ kind: 'completed', step: 'a' }, 'a')).toBeNull();
    expect(withoutStep({ kind: 'n_of', n: 2, steps: ['a', 'b'] }, 'a')).toEqual({ kind: 'n_of', n: 1, steps: ['b'] });
    const rule: Rule = {
      kind: 'all',
      rules: [
        { kind: 'passed', step: 'a', min_percent: 70 },
        { kind: 'completed', step: 'b' },
      ],
    };
    expect(withoutStep(rule, 'a')).toEqual({ kind: 'completed', step: 'b' });
    expect(withoutStep(rule, 'z')).toBe(rule);
  });

  it('removes a step with the rules naming it, and follows a change of key into the other rules', () => {
    const { steps } = form();
    const without = removeStep(steps, 'sql');
    expect(without.map((s) => [s.key, s.rule])).toEqual([
      ['dashboard', null],
      ['stats', { kind: 'completed', step: 'dashboard' }],
    ]);
    const renamed = putStep(steps, { ...steps[0]!, key: 'sql-basics' });
    expect(renamed[1]!.rule).toEqual({ kind: 'passed', step: 'sql-basics', min_percent: 70 });
    // A new step under a graph the author placed by hand keeps their places.
    const fresh = { ...steps[0]!, uid: 'new-1', key: 'new', x: null, y: null };
    expect(putStep(steps, fresh)[3]).toMatchObject({ x: null, y: null });
    const byHand = steps.map((s, i) => ({ ...s, x: 100 * i, y: 50 * i }));
    expect(putStep(byHand, fresh)[3]).toMatchObject({ x: 0, y: 100 + NODE_HEIGHT + 64 });
  });

  it('connects and disconnects steps as the graph editor does, and keeps the places shown', () => {
    const { steps } = form();
    const connected = connectSteps(steps, 'sql', 'stats');
    expect('steps' in connected && connected.steps[2]!.rule).toEqual({
      kind: 'all',
      rules: [
        { kind: 'completed', step: 'dashboard' },
        { kind: 'completed', step: 'sql' },
      ],
    });
    expect(connectSteps(steps, 'sql', 'sql')).toEqual({ error: 'A step cannot wait for itself.' });
    expect(disconnectSteps(steps, [{ source: 'sql', target: 'dashboard' }])[1]!.rule).toBeNull();
    const placed = placeSteps(steps, new Map([['sql', { x: 10.4, y: 20.6 }]]));
    expect([placed[0]!.x, placed[0]!.y, placed[1]!.x]).toEqual([10, 21, null]);
  });

  it('sends rupees as paise and checks numbers before the contract does', () => {
    expect(paiseFromRupees('499')).toBe(49_900);
    expect(paiseFromRupees('1,499.50')).toBe(149_950);
    expect(paiseFromRupees('')).toBe(0);
    expect(paiseFromRupees('4.999')).toBeNaN();
    const checked = validateQuestForm({ ...form(), price: 'abc', points: '', duration_weeks: '2.5' });
    expect(checked.errors).toMatchObject({
      price: 'Enter the price in rupees (0 for a free quest)',
      points: 'Enter the points (0 for none)',
      duration_weeks: 'Enter a whole number',
    });
  });

  it('names a cycle by the steps’ titles, and an unchosen item on its step', () => {
    const values = form();
    values.steps[0] = { ...values.steps[0]!, rule: { kind: 'completed', step: 'stats' } };
    values.steps.push({
      uid: 'new-1',
      key: 'extra',
      kind: 'quiz',
      ref_id: null,
      title: '',
      rule: null,
      skip_counts: false,
      x: null,
      y: null,
    });
    const checked = validateQuestForm(values);
    expect(checked.errors).toMatchObject({
      steps: 'These steps wait for each other: SQL Basics → Statistics path → Sales dashboard → SQL Basics',
      'steps.3.ref_id': 'Choose the item for this step',
    });
  });

  it('passes a whole quest through questBodySchema and maps the API’s field names', () => {
    const checked = validateQuestForm({
      ...form(),
      price: '499',
      cohorts: [{ name: 'Jan', starts_on: '2027-01-04', ends_on: '' }],
    });
    expect(checked.errors).toBeNull();
    expect(checked.body).toMatchObject({
      price_paise: 49_900,
      points: 100,
      cohorts: [{ name: 'Jan', starts_on: '2027-01-04', ends_on: null }],
    });
    expect(
      editorErrors({
        skill_ids: 'Too many',
        'steps.2.rule.n': 'n is more',
        'programs.1': 'Bad',
        price_paise: 'Too big',
      }),
    ).toEqual({
      skills: 'Too many',
      'steps.2.rule.n': 'n is more',
      programs: 'Bad',
      price: 'Too big',
    });
  });
});
