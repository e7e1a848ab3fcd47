import '@xyflow/react/dist/style.css';
import { STEP_KIND_LABELS, ruleText } from '@lbd/shared/quests';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  applyEdgeChanges,
  applyNodeChanges,
  Controls,
  ReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import { addCompleted, RULE_EDIT_TEXTS, withoutStep, type StepDraft } from '../../quest-form';
import { layoutQuest, NODE_HEIGHT, NODE_WIDTH } from '../../quest-layout';
import { FLOW_FRAME_SX, flowEdges, openingView } from '../quest-graph';
import { NODE_TYPES, STEP_HANDLES, type QuestFlowNode } from '../quest-node';

/** A connection from `source` into `target`: the target's rule gains 'complete source'; or why it cannot. */
export function connectSteps(
  steps: readonly StepDraft[],
  source: string,
  target: string,
): { steps: StepDraft[] } | { error: string } {
  if (source === target) return { error: RULE_EDIT_TEXTS.self };
  const into = steps.find((s) => s.key === target);
  if (!into) return { steps: [...steps] };
  const added = addCompleted(into.rule, source);
  if ('error' in added) return added;
  return { steps: steps.map((s) => (s === into ? { ...s, rule: added.rule } : s)) };
}

/** The edges `gone` taken out of their targets' rules. */
export function disconnectSteps(
  steps: readonly StepDraft[],
  gone: readonly { source: string; target: string }[],
): StepDraft[] {
  return steps.map((s) => {
    let rule = s.rule;
    for (const e of gone) if (e.target === s.key) rule = withoutStep(rule, e.source);
    return rule === s.rule ? s : { ...s, rule };
  });
}

/** Every step placed where the graph shows it (a drag keeps the whole picture as the author sees it). */
export function placeSteps(
  steps: readonly StepDraft[],
  places: ReadonlyMap<string, { x: number; y: number }>,
): StepDraft[] {
  return steps.map((s) => {
    const p = places.get(s.key);
    return p ? { ...s, x: Math.round(p.x), y: Math.round(p.y) } : s;
  });
}

/**
 * The author's graph of the steps (@xyflow/react): drag a step to place it (saved as its x and y), draw
 * from a step's lower handle to another step to make that one wait for it ('complete A', joined with
 * 'all of' to its rule), select an edge and press Delete to take it out of the rule. By keyboard: Tab to
 * a step or an edge, Enter selects it, arrow keys move a selected step, Delete removes a selected edge.
 */
export function QuestGraphEditor({
  steps,
  onChange,
  onRefused,
}: {
  steps: readonly StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  /** A connection the rules cannot take, with why. */
  onRefused: (message: string) => void;
}) {
  const laid = useMemo(() => {
    const named = steps.filter((s) => s.key !== '');
    const layout = layoutQuest(named);
    const titleOf = (key: string) => named.find((s) => s.key === key)?.title ?? key;
    const nodes = layout.nodes.map((place): QuestFlowNode => {
      const step = named.find((s) => s.key === place.key)!;
      return {
        id: step.key,
        type: 'step',
        position: { x: place.x, y: place.y },
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        handles: STEP_HANDLES,
        data: { title: step.title, kind: step.kind, badge: step.key, connectable: true },
        ariaLabel: `${step.title}. ${STEP_KIND_LABELS[step.kind]}. ${ruleText(step.rule, titleOf)}`,
        deletable: false,
      };
    });
    return { nodes, edges: flowEdges(layout.edges, titleOf) };
  }, [steps]);

  const [nodes, setNodes] = useState(laid.nodes);
  const [edges, setEdges] = useState<Edge[]>(laid.edges);
  // The steps changed (a move, a connection, an edit in the list): redraw, keeping what is selected.
  useEffect(() => {
    setNodes((now) => {
      const selected = new Set(now.filter((n) => n.selected).map((n) => n.id));
      return laid.nodes.map((n) => (selected.has(n.id) ? { ...n, selected: true } : n));
    });
    setEdges((now) => {
      const selected = new Set(now.filter((e) => e.selected).map((e) => e.id));
      return laid.edges.map((e) => (selected.has(e.id) ? { ...e, selected: true } : e));
    });
  }, [laid]);

  const handleNodesChange = (changes: NodeChange<QuestFlowNode>[]) => {
    const next = applyNodeChanges(changes, nodes);
    setNodes(next);
    // A drag (or a move by the arrow keys) that has ended: every step keeps the place it shows.
    const placed = changes.some((c) => c.type === 'position' && !c.dragging && c.position);
    if (placed) onChange(placeSteps(steps, new Map(next.map((n) => [n.id, n.position]))));
  };

  const handleConnect = ({ source, target }: Connection) => {
    const result = connectSteps(steps, source, target);
    if ('error' in result) onRefused(result.error);
    else onChange(result.steps);
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Drag a step to place it. Draw from a step’s lower dot to another step to make it wait for the first. Select an
        arrow and press Delete to remove it. By keyboard: Tab to a step or an arrow, Enter selects it, the arrow keys
        move a selected step, Delete removes a selected arrow. The list view edits the same rules.
      </Typography>
      <Box sx={{ ...FLOW_FRAME_SX, height: 560 }}>
        <ReactFlow<QuestFlowNode>
          aria-label="Steps graph editor"
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          onNodesChange={handleNodesChange}
          onEdgesChange={(changes: EdgeChange[]) => setEdges((e) => applyEdgeChanges(changes, e))}
          onEdgesDelete={(gone) => onChange(disconnectSteps(steps, gone))}
          onConnect={handleConnect}
          deleteKeyCode={['Backspace', 'Delete']}
          fitView
          fitViewOptions={openingView(laid.nodes)}
          minZoom={0.1}
        >
          <Controls showInteractive={false} />
        </ReactFlow>
      </Box>
    </Box>
  );
}
