import { STEP_KIND_LABELS, STEP_STATE_LABELS, type StepKind, type StepState } from '@lbd/shared/quests';
import { Handle, Position, type Node, type NodeHandle, type NodeProps } from '@xyflow/react';
import { NODE_HEIGHT, NODE_WIDTH } from '../graph-size';
import { memo } from 'react';
import { ICON_PATHS } from './icon-paths';
import { STATE_LOOKS } from './step-visuals';

/** What a step's node shows. */
export type QuestNodeData = {
  title: string;
  kind: StepKind;
  /** The student's state in the step; none on an author's graph or a visitor's. */
  state?: StepState;
  /** A short note under the title (a drop-off count; the step's key in the editor). */
  badge?: string;
  /** Handles to draw edges from and to (the author's graph). */
  connectable?: boolean;
};
export type QuestFlowNode = Node<QuestNodeData, 'step'>;

const hiddenHandle = { opacity: 0, pointerEvents: 'none' } as const;
const shownHandle = { width: 12, height: 12, background: '#37474f', border: '2px solid #fff' } as const;
const caption = {
  fontSize: 12,
  lineHeight: '16px',
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  minWidth: 0,
} as const;

/** A 16-pixel icon drawn from its path (no styled component). */
const Icon = ({ name }: { name: keyof typeof ICON_PATHS }) => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden
    focusable="false"
    style={{ flexShrink: 0 }}
  >
    <path d={ICON_PATHS[name]} />
  </svg>
);

/**
 * One step on the graph: its kind, title, state (icon and word) and badge, in a box of a fixed size. Plain
 * elements with inline styles (no styled components): a 200-step quest draws 200 of them at once.
 */
export const QuestNode = memo(function QuestNode({ data }: NodeProps<QuestFlowNode>) {
  const look = data.state ? STATE_LOOKS[data.state] : null;
  const handle = data.connectable ? shownHandle : hiddenHandle;
  return (
    <div
      style={{
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        boxSizing: 'border-box',
        padding: '6px 10px',
        borderRadius: 12,
        background: look?.background ?? '#fff',
        border: look ? `${look.border === 'double' ? 4 : 2}px ${look.border} ${look.color}` : '2px solid #90a4ae',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        overflow: 'hidden',
        cursor: 'pointer',
        fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
        color: 'rgba(0, 0, 0, 0.87)',
      }}
    >
      <Handle type="target" position={Position.Top} isConnectable={Boolean(data.connectable)} style={handle} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <span style={{ ...caption, color: 'rgba(0, 0, 0, 0.6)' }}>
          <Icon name={data.kind} />
          <span style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {STEP_KIND_LABELS[data.kind]}
          </span>
        </span>
        {look && data.state && (
          <span style={{ ...caption, color: look.color, fontWeight: 600, flexShrink: 0 }}>
            <Icon name={data.state} />
            {STEP_STATE_LABELS[data.state]}
          </span>
        )}
      </div>
      <div
        style={{
          fontSize: 14,
          fontWeight: 600,
          lineHeight: 1.25,
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflowWrap: 'anywhere',
        }}
      >
        {data.title}
      </div>
      {data.badge && (
        <span
          style={{
            alignSelf: 'flex-start',
            marginTop: 'auto',
            fontSize: 12,
            lineHeight: '18px',
            padding: '0 8px',
            borderRadius: 9,
            border: '1px solid #bdbdbd',
            whiteSpace: 'nowrap',
            maxWidth: '100%',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {data.badge}
        </span>
      )}
      <Handle type="source" position={Position.Bottom} isConnectable={Boolean(data.connectable)} style={handle} />
    </div>
  );
});

export const NODE_TYPES = { step: QuestNode };

/**
 * Where a node's two handles are, given with the node: React Flow draws its edges at once, before it has
 * measured the nodes (and in tests, where nothing is measured).
 */
export const STEP_HANDLES: NodeHandle[] = [
  { type: 'target', position: Position.Top, x: NODE_WIDTH / 2 - 4, y: 0, width: 8, height: 8 },
  { type: 'source', position: Position.Bottom, x: NODE_WIDTH / 2 - 4, y: NODE_HEIGHT - 8, width: 8, height: 8 },
];
