import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Autorenew from '@mui/icons-material/Autorenew';
import CheckCircle from '@mui/icons-material/CheckCircle';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import SkipNext from '@mui/icons-material/SkipNext';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STEP_KIND_LABELS, STEP_STATE_LABELS, STEP_STATES, type StepKind, type StepState } from '@lbd/shared/quests';
import type { SvgIconComponent } from '@mui/icons-material';

/*
 * How a step looks wherever it is drawn (the graph, its list, the author's graph): an icon and a word for
 * its kind, and for its state a colour, a border, an icon and a word, so that colour is never the only sign.
 */

export const KIND_ICONS: Record<StepKind, SvgIconComponent> = {
  project: AssignmentOutlined,
  resource_group: MenuBookOutlined,
  quiz: QuizOutlined,
  question_bank: LibraryBooksOutlined,
  activity: GroupsOutlined,
};

export interface StateLook {
  icon: SvgIconComponent;
  /** The node's border and the state chip's colour (each passes 3:1 against white). */
  color: string;
  /** The node's background. */
  background: string;
  border: 'solid' | 'dashed' | 'double';
}

export const STATE_LOOKS: Record<StepState, StateLook> = {
  locked: { icon: LockOutlined, color: '#616161', background: '#f5f5f5', border: 'dashed' },
  available: { icon: LockOpenOutlined, color: '#1565c0', background: '#e3f2fd', border: 'solid' },
  in_progress: { icon: Autorenew, color: '#b45309', background: '#fff7e6', border: 'solid' },
  done: { icon: CheckCircle, color: '#2e7d32', background: '#e8f5e9', border: 'double' },
  skipped: { icon: SkipNext, color: '#6a1b9a', background: '#f3e5f5', border: 'dashed' },
};

/** A step's kind: its icon and its word. */
export function KindLabel({ kind }: { kind: StepKind }) {
  const Icon = KIND_ICONS[kind];
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      <Typography component="span" variant="caption" noWrap>
        {STEP_KIND_LABELS[kind]}
      </Typography>
    </Stack>
  );
}

/** A step's state: icon and word in the state's colour. */
export function StateLabel({ state }: { state: StepState }) {
  const look = STATE_LOOKS[state];
  const Icon = look.icon;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: look.color }}>
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      <Typography component="span" variant="caption" sx={{ fontWeight: 600 }}>
        {STEP_STATE_LABELS[state]}
      </Typography>
    </Stack>
  );
}

/** What the colours, borders and lines of the graph mean. */
export function GraphLegend({ states = true }: { states?: boolean }) {
  return (
    <Box
      component="section"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      {states &&
        STEP_STATES.map((state) => {
          const look = STATE_LOOKS[state];
          return (
            <Stack key={state} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Box
                aria-hidden
                sx={{
                  width: 22,
                  height: 14,
                  borderRadius: 0.5,
                  bgcolor: look.background,
                  border: `2px ${look.border === 'double' ? 'solid' : look.border} ${look.color}`,
                }}
              />
              <StateLabel state={state} />
            </Stack>
          );
        })}
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <svg width="34" height="10" aria-hidden>
          <line x1="2" y1="5" x2="32" y2="5" stroke="#546e7a" strokeWidth="2" />
        </svg>
        <Typography variant="caption">Complete first</Typography>
      </Stack>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <svg width="34" height="10" aria-hidden>
          <line x1="2" y1="5" x2="32" y2="5" stroke="#546e7a" strokeWidth="2" strokeDasharray="5 4" />
        </svg>
        <Typography variant="caption">Pass first with the score shown</Typography>
      </Stack>
    </Box>
  );
}
