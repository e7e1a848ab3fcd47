import type { Rule } from '@lbd/shared/quests';
import type { LayoutStep } from './quest-layout';

/** A quest of `n` steps as authors build them: each step after one to three of the ten steps before it. */
export function generatedQuest(n: number, seed = 27): LayoutStep[] {
  let s = seed;
  const rnd = () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const earlier = (i: number) => `s${Math.max(0, i - 1 - Math.floor(rnd() * 10))}`;
  return Array.from({ length: n }, (_x, i): LayoutStep => {
    if (i === 0) return { key: 's0', rule: null };
    const pick = rnd();
    let rule: Rule;
    if (pick < 0.5) rule = { kind: 'completed', step: earlier(i) };
    else if (pick < 0.7) rule = { kind: 'passed', step: earlier(i), min_percent: 70 };
    else if (pick < 0.85) {
      const steps = [...new Set([earlier(i), earlier(i), earlier(i)])];
      rule = { kind: 'n_of', n: 1, steps };
    } else
      rule = {
        kind: 'all',
        rules: [
          { kind: 'completed', step: earlier(i) },
          { kind: 'any', rules: [{ kind: 'passed', step: earlier(i), min_percent: 50 }, { kind: 'mentor' }] },
        ],
      };
    return { key: `s${i}`, rule };
  });
}
