import { QUEST_LIMITS, questRuleSchema, type Rule } from '@lbd/shared/quests';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RuleBuilder } from './rule-builder';

const OPTIONS = [
  { key: 'sql', title: 'SQL Basics' },
  { key: 'dashboard', title: 'Sales dashboard' },
  { key: 'stats', title: 'Statistics path' },
];

/** The builder with its value held, as the step dialog holds it; `seen` has the latest rule. */
function renderBuilder(initial: Rule | null = null) {
  const seen: { rule: Rule | null } = { rule: initial };
  function Harness() {
    const [rule, setRule] = useState<Rule | null>(initial);
    return (
      <RuleBuilder
        value={rule}
        options={OPTIONS}
        onChange={(next) => {
          seen.rule = next;
          setRule(next);
        }}
      />
    );
  }
  render(<Harness />);
  return seen;
}

const user = () => userEvent.setup();

async function choose(u: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await u.click(screen.getByRole('combobox', { name: field }));
  await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('RuleBuilder', () => {
  it('builds "complete a step"', async () => {
    const u = user();
    const seen = renderBuilder();
    await choose(u, 'Condition', 'Complete a step');
    await choose(u, 'Condition: step', 'Sales dashboard');
    expect(seen.rule).toEqual({ kind: 'completed', step: 'dashboard' });
  });

  it('builds "pass a step with a score", keeping the step chosen before', async () => {
    const u = user();
    const seen = renderBuilder({ kind: 'completed', step: 'sql' });
    await choose(u, 'Condition', 'Pass a step with a score');
    const mark = screen.getByRole('spinbutton', { name: 'Condition: pass mark (%)' });
    await u.clear(mark);
    await u.type(mark, '70');
    expect(seen.rule).toEqual({ kind: 'passed', step: 'sql', min_percent: 70 });
    expect(questRuleSchema.safeParse(seen.rule).success).toBe(true);
  });

  it('builds "n of several steps"', async () => {
    const u = user();
    const seen = renderBuilder();
    await choose(u, 'Condition', 'Complete some of several steps');
    await u.click(screen.getByRole('combobox', { name: 'Condition: of these steps' }));
    const list = screen.getByRole('listbox');
    await u.click(within(list).getByRole('option', { name: 'SQL Basics' }));
    await u.click(within(list).getByRole('option', { name: 'Statistics path' }));
    await u.keyboard('{Escape}');
    const n = screen.getByRole('spinbutton', { name: 'Condition: how many' });
    await u.clear(n);
    await u.type(n, '2');
    expect(seen.rule).toEqual({ kind: 'n_of', n: 2, steps: ['sql', 'stats'] });
    expect(questRuleSchema.safeParse(seen.rule).success).toBe(true);
  });

  it('builds a date window, by dates or by days after the cohort starts', async () => {
    const u = user();
    const seen = renderBuilder();
    await choose(u, 'Condition', 'A date window');
    await u.type(screen.getByLabelText('Condition: opens on'), '2026-12-06');
    expect(seen.rule).toEqual({ kind: 'window', from: '2026-12-06', to: null });
    await u.click(screen.getByRole('radio', { name: 'Days after the cohort starts' }));
    await u.type(screen.getByRole('spinbutton', { name: 'Condition: opens on day' }), '7');
    await u.type(screen.getByRole('spinbutton', { name: 'Condition: until day' }), '30');
    expect(seen.rule).toEqual({ kind: 'window', from: null, to: null, from_day: 7, to_day: 30 });
    expect(questRuleSchema.safeParse(seen.rule).success).toBe(true);
  });

  it('builds "a mentor unlocks it", and "open from the start" clears the rule', async () => {
    const u = user();
    const seen = renderBuilder({ kind: 'completed', step: 'sql' });
    await choose(u, 'Condition', 'A mentor unlocks it');
    expect(seen.rule).toEqual({ kind: 'mentor' });
    await choose(u, 'Condition', 'Open from the start');
    expect(seen.rule).toBeNull();
  });

  it('combines conditions with all of / any of, the condition there first becoming the first part', async () => {
    const u = user();
    const seen = renderBuilder({ kind: 'passed', step: 'sql', min_percent: 70 });
    await choose(u, 'Condition', 'All of these');
    expect(seen.rule).toEqual({ kind: 'all', rules: [{ kind: 'passed', step: 'sql', min_percent: 70 }] });
    await u.click(screen.getByRole('button', { name: 'Add condition' }));
    await choose(u, 'Condition 2', 'A mentor unlocks it');
    await choose(u, 'Condition', 'Any of these');
    expect(seen.rule).toEqual({
      kind: 'any',
      rules: [{ kind: 'passed', step: 'sql', min_percent: 70 }, { kind: 'mentor' }],
    });
    await u.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(seen.rule).toEqual({ kind: 'any', rules: [{ kind: 'mentor' }] });
  });

  it(`nests at most ${QUEST_LIMITS.ruleDepthMax} levels deep`, async () => {
    const u = user();
    const seen = renderBuilder({ kind: 'all', rules: [{ kind: 'completed', step: 'sql' }] });
    // A part of the rule may itself be all of / any of...
    await choose(u, 'Condition 1', 'Any of these');
    expect(seen.rule).toEqual({ kind: 'all', rules: [{ kind: 'any', rules: [{ kind: 'completed', step: 'sql' }] }] });
    // ...but its own parts are conditions only (the third level).
    await u.click(screen.getByRole('combobox', { name: 'Condition 1.1' }));
    const kinds = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(kinds).toEqual([
      'Complete a step',
      'Pass a step with a score',
      'Complete some of several steps',
      'A date window',
      'A mentor unlocks it',
    ]);
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: 'Add condition to condition 1' }));
    await choose(u, 'Condition 1.2', 'A mentor unlocks it');
    expect(questRuleSchema.safeParse(seen.rule).success).toBe(true);
    expect(seen.rule).toEqual({
      kind: 'all',
      rules: [{ kind: 'any', rules: [{ kind: 'completed', step: 'sql' }, { kind: 'mentor' }] }],
    });
  });

  it(`takes at most ${QUEST_LIMITS.ruleChildrenMax} conditions in an all of / any of`, () => {
    const rules: Rule[] = Array.from({ length: QUEST_LIMITS.ruleChildrenMax }, () => ({ kind: 'mentor' }));
    renderBuilder({ kind: 'all', rules });
    expect(screen.getByRole('button', { name: 'Add condition' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(`At most ${QUEST_LIMITS.ruleChildrenMax} conditions`)).toBeTruthy();
  });
});
