import { ruleSteps } from '@lbd/shared/quests';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { GraphStep, StepMark } from './quest-graph';
import { KindLabel, StateLabel, STATE_LOOKS } from './step-visuals';

export interface QuestStepListProps {
  steps: readonly GraphStep[];
  marks?: Readonly<Record<string, StepMark>>;
  /** A locked step was opened: its 'Why is this locked?'. */
  onOpen?: (key: string) => void;
  label?: string;
}

/**
 * The quest's graph as a list (the screen reader's and keyboard's view of it): each step in the quest's
 * order with its kind, state, rule in words and the steps it comes after.
 */
export function QuestStepList({ steps, marks, onOpen, label = 'Quest steps' }: QuestStepListProps) {
  const titles = new Map(steps.map((s) => [s.key, s.title]));
  return (
    <Stack component="ol" spacing={1} aria-label={label} sx={{ p: 0, m: 0 }}>
      {steps.map((step, i) => {
        const mark = marks?.[step.key];
        const after = ruleSteps(step.rule)
          .map((k) => titles.get(k))
          .filter((t): t is string => Boolean(t));
        const look = mark?.state ? STATE_LOOKS[mark.state] : null;
        return (
          <Paper
            key={step.key}
            component="li"
            variant="outlined"
            data-step={step.key}
            sx={{
              p: 1.5,
              listStyle: 'none',
              borderLeft: look ? `4px ${look.border === 'double' ? 'solid' : look.border} ${look.color}` : undefined,
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {`${i + 1}. `}
                {mark?.href ? (
                  <Link component={RouterLink} to={mark.href}>
                    {step.title}
                  </Link>
                ) : (
                  step.title
                )}
              </Typography>
              <KindLabel kind={step.kind} />
              {mark?.state && <StateLabel state={mark.state} />}
              {mark?.badge && <Chip size="small" variant="outlined" label={mark.badge} />}
            </Stack>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {`Rule: ${step.rule_text}`}
            </Typography>
            {after.length > 0 && (
              <Typography variant="body2" color="text.secondary">{`After: ${after.join(', ')}`}</Typography>
            )}
            {onOpen && mark?.state === 'locked' && (
              <Button
                size="small"
                sx={{ mt: 0.5, ml: -0.5 }}
                aria-label={`Why is this locked? ${step.title}`}
                onClick={() => onOpen(step.key)}
              >
                Why is this locked?
              </Button>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
