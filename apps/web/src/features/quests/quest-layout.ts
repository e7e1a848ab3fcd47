import dagre from '@dagrejs/dagre';
import type { Rule } from '@lbd/shared/quests';

/*
 * Where each step of a quest goes on its graph (issue 27): top to bottom, every step below the steps its
 * rule names, laid out by dagre; or where the author put them, when every step has its place. Pure: the
 * read-only graph, the author's graph editor and the tests call it with plain steps.
 */

import { NODE_HEIGHT, NODE_WIDTH } from './graph-size';

export { NODE_HEIGHT, NODE_WIDTH };

/** What the layout reads of a step. */
export interface LayoutStep {
  key: string;
  rule: Rule | null;
  x?: number | null;
  y?: number | null;
}

/** An edge: the step `target` waits for `source`. */
export interface QuestEdge {
  id: string;
  source: string;
  target: string;
  /** 'passed': a score gate (drawn dashed, its percent on the edge); 'n_of': one of several; else 'completed'. */
  gate: 'completed' | 'passed' | 'n_of';
  /** The edge's words: '70%' for a score gate, '2 of 3' for n of m; null for plain completion. */
  label: string | null;
}

/** A step's place: its box's top left corner. */
export interface PlacedStep {
  key: string;
  x: number;
  y: number;
}

export interface QuestLayout {
  nodes: PlacedStep[];
  edges: QuestEdge[];
  width: number;
  height: number;
  /** The places are the author's own (every step had x and y). */
  authored: boolean;
}

/**
 * One edge per (named step, step): from every step a rule names to the step whose rule it is. A score gate
 * wins over the other ways of naming the same step (its edge is the one that can fail); the highest
 * percent when it is named more than once. Names of steps the quest lacks draw nothing.
 */
export function questEdges(steps: readonly LayoutStep[]): QuestEdge[] {
  const keys = new Set(steps.map((s) => s.key));
  const edges: QuestEdge[] = [];
  for (const step of steps) {
    const found = new Map<string, { gate: QuestEdge['gate']; label: string | null; percent: number }>();
    const see = (source: string, gate: QuestEdge['gate'], label: string | null, percent = -1) => {
      if (!keys.has(source) || source === step.key) return;
      const had = found.get(source);
      const rank = { completed: 0, n_of: 1, passed: 2 } as const;
      if (!had || rank[gate] > rank[had.gate] || (gate === 'passed' && percent > had.percent))
        found.set(source, { gate, label, percent });
    };
    const walk = (r: Rule) => {
      switch (r.kind) {
        case 'completed':
          return see(r.step, 'completed', null);
        case 'passed':
          return see(r.step, 'passed', `${r.min_percent}%`, r.min_percent);
        case 'n_of':
          return r.steps.forEach((s) => see(s, 'n_of', `${r.n} of ${r.steps.length}`));
        case 'all':
        case 'any':
          return r.rules.forEach(walk);
        default:
          return;
      }
    };
    if (step.rule) walk(step.rule);
    for (const [source, e] of found)
      edges.push({ id: `${source}->${step.key}`, source, target: step.key, gate: e.gate, label: e.label });
  }
  return edges;
}

/**
 * The edges dagre needs to rank and order the steps: an edge u -> v is left out when v also waits for
 * another step that itself waits (transitively) for u. It places the steps as the full set would, with
 * fewer long edges to route (each long edge is a chain of dummy nodes to order: the cost of a 200-step
 * quest's layout). Every edge is still drawn.
 */
export function layoutEdges(steps: readonly LayoutStep[], edges: readonly QuestEdge[]): QuestEdge[] {
  const into = new Map<string, string[]>();
  for (const s of steps) into.set(s.key, []);
  for (const e of edges) into.get(e.target)?.push(e.source);
  const memo = new Map<string, Set<string>>();
  const onPath = new Set<string>();
  const ancestors = (key: string): Set<string> => {
    const hit = memo.get(key);
    if (hit) return hit;
    const out = new Set<string>();
    if (onPath.has(key)) return out; // a cycle (refused on save): stop here
    onPath.add(key);
    for (const dep of into.get(key) ?? []) {
      out.add(dep);
      for (const a of ancestors(dep)) out.add(a);
    }
    onPath.delete(key);
    memo.set(key, out);
    return out;
  };
  return edges.filter((e) => {
    const deps = into.get(e.target) ?? [];
    return !deps.some((other) => other !== e.source && ancestors(other).has(e.source));
  });
}

const hasPlace = (s: LayoutStep) => typeof s.x === 'number' && typeof s.y === 'number';

/**
 * Places for every step and the edges between them. The author's places when every step has one;
 * otherwise dagre's, top to bottom, starting at (0, 0).
 */
export function layoutQuest(steps: readonly LayoutStep[]): QuestLayout {
  const edges = questEdges(steps);
  if (steps.length > 0 && steps.every(hasPlace)) {
    const nodes = steps.map((s) => ({ key: s.key, x: s.x!, y: s.y! }));
    return { nodes, edges, ...extent(nodes), authored: true };
  }
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'TB', nodesep: 36, ranksep: 64, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const s of steps) g.setNode(s.key, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const e of layoutEdges(steps, edges)) g.setEdge(e.source, e.target);
  // The exhaustive ordering heuristic costs twice the time for little on graphs this shape.
  dagre.layout(g, { disableOptimalOrderHeuristic: true });
  const nodes = steps.map((s) => {
    const n = g.node(s.key);
    return { key: s.key, x: Math.round((n?.x ?? 0) - NODE_WIDTH / 2), y: Math.round((n?.y ?? 0) - NODE_HEIGHT / 2) };
  });
  return { nodes, edges, ...extent(nodes), authored: false };
}

function extent(nodes: readonly PlacedStep[]): { width: number; height: number } {
  if (nodes.length === 0) return { width: 0, height: 0 };
  const xs = nodes.map((n) => n.x);
  const ys = nodes.map((n) => n.y);
  return {
    width: Math.max(...xs) - Math.min(...xs) + NODE_WIDTH,
    height: Math.max(...ys) - Math.min(...ys) + NODE_HEIGHT,
  };
}
