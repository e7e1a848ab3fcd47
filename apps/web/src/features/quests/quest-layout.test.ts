// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { layoutEdges, layoutQuest, NODE_HEIGHT, NODE_WIDTH, questEdges, type LayoutStep } from './quest-layout';
import { generatedQuest } from './quest-layout.fixtures';

describe('quest layout', () => {
  it('draws an edge from every step a rule names, dashed gates with their percent, n of m with its count', () => {
    const edges = questEdges([
      { key: 'sql', rule: null },
      { key: 'py', rule: null },
      { key: 'excel', rule: null },
      {
        key: 'project',
        rule: {
          kind: 'all',
          rules: [
            { kind: 'passed', step: 'sql', min_percent: 70 },
            { kind: 'completed', step: 'sql' },
            { kind: 'n_of', n: 1, steps: ['py', 'excel', 'gone'] },
            { kind: 'window', from_day: 7 },
          ],
        },
      },
    ]);
    expect(edges).toEqual([
      { id: 'sql->project', source: 'sql', target: 'project', gate: 'passed', label: '70%' },
      { id: 'py->project', source: 'py', target: 'project', gate: 'n_of', label: '1 of 3' },
      { id: 'excel->project', source: 'excel', target: 'project', gate: 'n_of', label: '1 of 3' },
    ]);
  });

  it('ranks by the transitive reduction: a step waiting for a step and its prerequisite sits under both', () => {
    const steps: LayoutStep[] = [
      { key: 'a', rule: null },
      { key: 'b', rule: { kind: 'completed', step: 'a' } },
      {
        key: 'c',
        rule: {
          kind: 'all',
          rules: [
            { kind: 'completed', step: 'a' },
            { kind: 'completed', step: 'b' },
          ],
        },
      },
    ];
    expect(layoutEdges(steps, questEdges(steps)).map((e) => e.id)).toEqual(['a->b', 'b->c']);
    const { nodes, edges, authored } = layoutQuest(steps);
    expect(authored).toBe(false);
    expect(edges.map((e) => e.id)).toEqual(['a->b', 'a->c', 'b->c']);
    const y = Object.fromEntries(nodes.map((n) => [n.key, n.y]));
    expect(y.a! < y.b! && y.b! < y.c!).toBe(true);
  });

  it("keeps the author's places when every step has one, and lays out again when one is missing", () => {
    const placed: LayoutStep[] = [
      { key: 'a', rule: null, x: 10, y: 20 },
      { key: 'b', rule: { kind: 'completed', step: 'a' }, x: 300, y: 20 },
    ];
    expect(layoutQuest(placed)).toMatchObject({
      nodes: [
        { key: 'a', x: 10, y: 20 },
        { key: 'b', x: 300, y: 20 },
      ],
      width: 290 + NODE_WIDTH,
      height: NODE_HEIGHT,
      authored: true,
    });
    const partly = layoutQuest([placed[0]!, { ...placed[1]!, x: null }]);
    expect(partly.authored).toBe(false);
    expect(partly.nodes[1]!.y).toBeGreaterThan(partly.nodes[0]!.y);
  });

  it('lays out a 200-step quest: every step placed once, below the steps it waits for, no two overlapping', () => {
    const steps = generatedQuest(200);
    const { nodes, edges, width, height } = layoutQuest(steps);
    expect(nodes.map((n) => n.key)).toEqual(steps.map((s) => s.key));
    const at = new Map(nodes.map((n) => [n.key, n]));
    for (const e of edges) expect(at.get(e.source)!.y).toBeLessThan(at.get(e.target)!.y);
    for (const [i, a] of nodes.entries())
      for (const b of nodes.slice(i + 1)) {
        const apart = Math.abs(a.x - b.x) >= NODE_WIDTH || Math.abs(a.y - b.y) >= NODE_HEIGHT;
        expect(apart, `${a.key} and ${b.key} overlap`).toBe(true);
      }
    expect(width).toBeGreaterThanOrEqual(NODE_WIDTH);
    expect(height).toBeGreaterThan(NODE_HEIGHT * 10);
    expect(edges.filter((e) => e.gate === 'passed').every((e) => e.label === '70%' || e.label === '50%')).toBe(true);
  });
});
