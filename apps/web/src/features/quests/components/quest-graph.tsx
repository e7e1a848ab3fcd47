import '@xyflow/react/dist/style.css';
import { STEP_KIND_LABELS, STEP_STATE_LABELS, type QuestStepView, type StepState } from '@lbd/shared/quests';
import Box from '@mui/material/Box';
import { Controls, MarkerType, ReactFlow, type Edge, type FitViewOptions, type NodeMouseHandler } from '@xyflow/react';
import { useMemo, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { layoutQuest, NODE_HEIGHT, NODE_WIDTH, type QuestEdge } from '../quest-layout';
import { NODE_TYPES, STEP_HANDLES, type QuestFlowNode } from './quest-node';

/** What the graph reads of a step (a QuestStepView has it all). */
export type GraphStep = Pick<QuestStepView, 'key' | 'kind' | 'title' | 'rule' | 'rule_text'> &
  Partial<Pick<QuestStepView, 'x' | 'y'>>;

/** A step's state for the viewer, a note on it (a drop-off count) and where opening it leads. */
export interface StepMark {
  /** None on a dashboard's graph (counts, not one student's states). */
  state?: StepState;
  badge?: string;
  href?: string;
}

export interface QuestGraphProps {
  steps: readonly GraphStep[];
  marks?: Readonly<Record<string, StepMark>>;
  /** A locked step was opened (clicked, or Enter on it): its 'Why is this locked?'. */
  onOpen?: (key: string) => void;
  /** The graph's accessible name. */
  label?: string;
  height?: number | string;
}

const EDGE_COLOR = '#546e7a';

/** Steps a graph shows whole; a larger one opens on its first steps, readable, to pan and zoom from. */
const FIT_ALL_MAX = 30;

/** Where the graph opens: all of it, or its top steps when it is large. */
export function openingView(nodes: readonly { id: string; position: { y: number } }[]): FitViewOptions {
  const base = { padding: 0.1, maxZoom: 1, minZoom: 0.1 };
  if (nodes.length <= FIT_ALL_MAX) return base;
  const top = [...nodes].sort((a, b) => a.position.y - b.position.y).slice(0, 12);
  return { ...base, nodes: top.map((n) => ({ id: n.id })) };
}

/** An edge's words for screen readers: 'SQL Basics, then Dashboard project: pass with 70%'. */
function edgeLabel(e: QuestEdge, titleOf: (key: string) => string): string {
  const how = e.gate === 'passed' ? `pass with ${e.label}` : e.gate === 'n_of' ? `one of ${e.label}` : 'complete';
  return `${titleOf(e.source)}, then ${titleOf(e.target)}: ${how}`;
}

/** The edges as React Flow draws them: score gates dashed with their percent, arrows into the waiting step. */
export function flowEdges(edges: readonly QuestEdge[], titleOf: (key: string) => string): Edge[] {
  return edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    type: 'smoothstep',
    label: e.label ?? undefined,
    ariaLabel: edgeLabel(e, titleOf),
    markerEnd: { type: MarkerType.ArrowClosed, color: EDGE_COLOR },
    style: { stroke: EDGE_COLOR, strokeWidth: 2, ...(e.gate === 'passed' ? { strokeDasharray: '6 4' } : {}) },
    labelStyle: { fontWeight: 600, fontSize: 12, fontFamily: 'Roboto, Helvetica, Arial, sans-serif' },
    labelBgPadding: [4, 2] as [number, number],
    data: { gate: e.gate },
  }));
}

/**
 * The box a React Flow graph is drawn in. React Flow's attribution link is light grey (#999) on white,
 * 2.8:1: it keeps its place, in the page's secondary text colour (WCAG AA contrast).
 */
export const FLOW_FRAME_SX = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: '#fafafa',
  '& .react-flow__attribution a': { color: 'text.secondary' },
} as const;

/**
 * A quest drawn as a graph (read only): each step a node with its kind, title and state (a word and an
 * icon as well as a colour), an edge from every step a rule names. Nodes take the keyboard focus (Tab);
 * Enter or a click follows the step's link, or tells `onOpen` of a locked step.
 */
export function QuestGraph({ steps, marks, onOpen, label = 'Quest graph', height = 560 }: QuestGraphProps) {
  const navigate = useNavigate();
  const { nodes, edges } = useMemo(() => {
    const layout = layoutQuest(steps);
    const byKey = new Map(steps.map((s) => [s.key, s]));
    const titleOf = (key: string) => byKey.get(key)?.title ?? key;
    const flowNodes = layout.nodes.map((place): QuestFlowNode => {
      const step = byKey.get(place.key)!;
      const mark = marks?.[step.key];
      const words = [
        step.title,
        STEP_KIND_LABELS[step.kind],
        mark?.state ? STEP_STATE_LABELS[mark.state] : null,
        mark?.badge ?? null,
        step.rule_text,
      ].filter(Boolean);
      return {
        id: step.key,
        type: 'step',
        position: { x: place.x, y: place.y },
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        handles: STEP_HANDLES,
        data: { title: step.title, kind: step.kind, state: mark?.state, badge: mark?.badge },
        ariaLabel: words.join('. '),
        ariaRole: mark?.href ? 'link' : onOpen && mark?.state === 'locked' ? 'button' : 'group',
        draggable: false,
        connectable: false,
        deletable: false,
      };
    });
    return { nodes: flowNodes, edges: flowEdges(layout.edges, titleOf) };
  }, [steps, marks, onOpen]);

  const open = (key: string) => {
    const mark = marks?.[key];
    if (mark?.href) void navigate(mark.href);
    else if (mark?.state === 'locked') onOpen?.(key);
  };
  const handleClick: NodeMouseHandler<QuestFlowNode> = (_e, node) => open(node.id);
  const handleKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const node = (e.target as HTMLElement).closest<HTMLElement>('.react-flow__node');
    const key = node?.dataset.id;
    if (!key) return;
    e.preventDefault();
    open(key);
  };

  return (
    <Box sx={{ ...FLOW_FRAME_SX, height }} onKeyDown={handleKeyDown} data-testid="quest-graph">
      <ReactFlow<QuestFlowNode>
        aria-label={label}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodeClick={handleClick}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        nodesFocusable
        edgesFocusable={false}
        fitView
        fitViewOptions={openingView(nodes)}
        minZoom={0.1}
      >
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
