import { QUEST_LIMITS, type Rule } from '@lbd/shared/quests';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NumberField, StepSelect, WindowFields, type RuleStepOption } from './rule-fields';

/*
 * The rule builder (issue 27): a step's prerequisite as conditions the author picks (completed, passed with
 * a score, n of several, a date window, a mentor's unlock) combined with 'all of' / 'any of', nested at most
 * QUEST_LIMITS.ruleDepthMax levels with QUEST_LIMITS.ruleChildrenMax parts each. Every control is a labelled
 * form field, so the keyboard and screen readers reach all of it.
 */

type Kind = Rule['kind'] | 'none';

export const RULE_KIND_LABELS: Record<Kind, string> = {
  none: 'Open from the start',
  completed: 'Complete a step',
  passed: 'Pass a step with a score',
  n_of: 'Complete some of several steps',
  window: 'A date window',
  mentor: 'A mentor unlocks it',
  all: 'All of these',
  any: 'Any of these',
};

export type { RuleStepOption };

const LEAF_KINDS: Kind[] = ['completed', 'passed', 'n_of', 'window', 'mentor'];

/** `rule` turned into a rule of `kind`, keeping what carries over (its step, its parts). */
export function convertRule(rule: Rule | null, kind: Kind): Rule | null {
  const steps =
    rule?.kind === 'completed' || rule?.kind === 'passed' ? [rule.step] : rule?.kind === 'n_of' ? rule.steps : [];
  switch (kind) {
    case 'none':
      return null;
    case 'completed':
      return { kind, step: steps[0] ?? '' };
    case 'passed':
      return { kind, step: steps[0] ?? '', min_percent: rule?.kind === 'passed' ? rule.min_percent : 60 };
    case 'n_of':
      return { kind, n: 1, steps };
    case 'window':
      return { kind, from: null, to: null };
    case 'mentor':
      return { kind };
    case 'all':
    case 'any':
      if (rule?.kind === 'all' || rule?.kind === 'any') return { kind, rules: rule.rules };
      return { kind, rules: [rule ?? { kind: 'completed', step: '' }] };
  }
}

interface NodeProps {
  rule: Rule | null;
  onChange: (rule: Rule | null) => void;
  options: readonly RuleStepOption[];
  /** 1 for the step's rule, 2 inside an 'all of' / 'any of', ... */
  level: number;
  /** 'Condition', 'Condition 1', 'Condition 1.2': every field's label starts with it. */
  name: string;
  onRemove?: () => void;
}

function RuleNode({ rule, onChange, options, level, name, onRemove }: NodeProps) {
  const kinds: Kind[] = [
    ...(level === 1 ? (['none'] as Kind[]) : []),
    ...LEAF_KINDS,
    ...(level < QUEST_LIMITS.ruleDepthMax ? (['all', 'any'] as Kind[]) : []),
  ];
  const kind: Kind = rule?.kind ?? 'none';
  const groupFull = (rule?.kind === 'all' || rule?.kind === 'any') && rule.rules.length >= QUEST_LIMITS.ruleChildrenMax;
  return (
    <Box
      role="group"
      aria-label={name}
      sx={{
        p: level === 1 ? 0 : 1.25,
        border: level === 1 ? 0 : 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: level === 1 ? undefined : level === 2 ? '#fafafa' : '#f4f4f4',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          select
          size="small"
          label={name}
          value={kind}
          onChange={(e) => onChange(convertRule(rule, e.target.value as Kind))}
          sx={{ minWidth: 240 }}
        >
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {RULE_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        {rule?.kind === 'completed' && (
          <StepSelect
            label={`${name}: step`}
            value={rule.step}
            options={options}
            onChange={(step) => onChange({ ...rule, step })}
          />
        )}
        {rule?.kind === 'passed' && (
          <>
            <StepSelect
              label={`${name}: step`}
              value={rule.step}
              options={options}
              onChange={(step) => onChange({ ...rule, step })}
            />
            <NumberField
              label={`${name}: pass mark (%)`}
              value={rule.min_percent}
              min={0}
              max={100}
              width={200}
              onChange={(n) => onChange({ ...rule, min_percent: n ?? 0 })}
            />
          </>
        )}
        {rule?.kind === 'n_of' && (
          <>
            <NumberField
              label={`${name}: how many`}
              value={rule.n}
              min={1}
              max={Math.max(1, rule.steps.length)}
              width={130}
              onChange={(n) => onChange({ ...rule, n: n ?? 1 })}
            />
            <TextField
              select
              size="small"
              label={`${name}: of these steps`}
              value={rule.steps}
              sx={{ minWidth: 260, flexGrow: 1 }}
              onChange={(e) => {
                const picked = e.target.value as unknown as string[] | string;
                const steps = (typeof picked === 'string' ? picked.split(',') : picked).slice(
                  0,
                  QUEST_LIMITS.nOfStepsMax,
                );
                onChange({ ...rule, steps, n: Math.min(rule.n, Math.max(1, steps.length)) });
              }}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (keys) =>
                    (keys as string[]).map((k) => options.find((o) => o.key === k)?.title ?? k).join(', '),
                },
              }}
            >
              {options.map((o) => (
                <MenuItem key={o.key} value={o.key}>
                  {o.title}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        {rule?.kind === 'window' && <WindowFields rule={rule} onChange={onChange} name={name} />}
        {rule?.kind === 'mentor' && (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            A mentor unlocks this step for each student.
          </Typography>
        )}
        {onRemove && (
          <IconButton aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove} sx={{ ml: 'auto' }}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {(rule?.kind === 'all' || rule?.kind === 'any') && (
        <Stack spacing={1} sx={{ mt: 1, pl: { xs: 1, sm: 2 }, borderLeft: 3, borderColor: 'divider' }}>
          {rule.rules.map((child, i) => (
            <RuleNode
              key={i}
              rule={child}
              level={level + 1}
              name={level === 1 ? `Condition ${i + 1}` : `${name}.${i + 1}`}
              options={options}
              onChange={(next) => {
                const rules =
                  next === null
                    ? rule.rules.filter((_r, j) => j !== i)
                    : rule.rules.map((r, j) => (j === i ? next : r));
                onChange(rules.length === 0 ? null : { kind: rule.kind, rules });
              }}
              onRemove={() => {
                const rules = rule.rules.filter((_r, j) => j !== i);
                onChange(rules.length === 0 ? null : { kind: rule.kind, rules });
              }}
            />
          ))}
          <Box>
            <Button
              size="small"
              startIcon={<Add />}
              disabled={groupFull}
              onClick={() => onChange({ kind: rule.kind, rules: [...rule.rules, { kind: 'completed', step: '' }] })}
            >
              {level === 1 ? 'Add condition' : `Add condition to ${name.toLowerCase()}`}
            </Button>
            {groupFull && (
              <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {`At most ${QUEST_LIMITS.ruleChildrenMax} conditions`}
              </Typography>
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}

export interface RuleBuilderProps {
  value: Rule | null;
  onChange: (rule: Rule | null) => void;
  /** The steps the rule may name: the quest's other steps. */
  options: readonly RuleStepOption[];
  error?: string;
}

/** A step's prerequisite rule, built from conditions. */
export function RuleBuilder({ value, onChange, options, error }: RuleBuilderProps) {
  return (
    <Box>
      <RuleNode rule={value} onChange={onChange} options={options} level={1} name="Condition" />
      {error && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
