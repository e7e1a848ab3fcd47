import type { StepKind, StepState } from '@lbd/shared/quests';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Handle, Position, type Node, type NodeHandle, type NodeProps } from '@xyflow/react';
import { NODE_HEIGHT, NODE_WIDTH } from '../quest-layout';
import { KindLabel, StateLabel, STATE_LOOKS } from './step-visuals';

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

/** One step on the graph: its kind, title, state (icon and word) and badge, in a box of a fixed size. */
export function QuestNode({ data }: NodeProps<QuestFlowNode>) {
  const look = data.state ? STATE_LOOKS[data.state] : null;
  const handle = data.connectable
    ? { width: 12, height: 12, background: '#37474f', border: '2px solid #fff' }
    : hiddenHandle;
  return (
    <Box
      sx={{
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        boxSizing: 'border-box',
        px: 1.25,
        py: 0.75,
        borderRadius: 1.5,
        bgcolor: look?.background ?? 'background.paper',
        border: look ? `${look.border === 'double' ? 4 : 2}px ${look.border} ${look.color}` : '2px solid #90a4ae',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.25,
        overflow: 'hidden',
        cursor: 'pointer',
      }}
    >
      <Handle type="target" position={Position.Top} isConnectable={Boolean(data.connectable)} style={handle} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <KindLabel kind={data.kind} />
        {data.state && <StateLabel state={data.state} />}
      </Stack>
      <Typography
        variant="body2"
        sx={{
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
      </Typography>
      {data.badge && (
        <Chip size="small" label={data.badge} variant="outlined" sx={{ alignSelf: 'flex-start', height: 20, mt: 'auto' }} />
      )}
      <Handle type="source" position={Position.Bottom} isConnectable={Boolean(data.connectable)} style={handle} />
    </Box>
  );
}

export const NODE_TYPES = { step: QuestNode };

/**
 * Where a node's two handles are, given with the node: React Flow draws its edges at once, before it has
 * measured the nodes (and in tests, where nothing is measured).
 */
export const STEP_HANDLES: NodeHandle[] = [
  { type: 'target', position: Position.Top, x: NODE_WIDTH / 2 - 4, y: 0, width: 8, height: 8 },
  { type: 'source', position: Position.Bottom, x: NODE_WIDTH / 2 - 4, y: NODE_HEIGHT - 8, width: 8, height: 8 },
];
