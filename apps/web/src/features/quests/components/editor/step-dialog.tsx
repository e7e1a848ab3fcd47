import {
  QUEST_RULE_TEXTS,
  questRuleSchema,
  STEP_KIND_LABELS,
  STEP_KINDS,
  type Rule,
  type StepKind,
} from '@lbd/shared/quests';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { validate } from '../../../../lib/form-errors';
import type { ItemOption } from '../../author-api';
import { FORM_TEXTS, KEY_PATTERN, keyFromTitle, ruleIsComplete, type StepDraft } from '../../quest-form';
import { ItemPicker } from './item-picker';
import { RuleBuilder } from './rule-builder';

const KEY_TEXT = 'Keys are letters, digits, - and _ (24 at most)';

let created = 0;
const newUid = () => `new-${Date.now().toString(36)}-${(created += 1)}`;

/**
 * Add or edit one step: its kind and item, its key (made from the item's title until the author types
 * one), whether a mentor's skip counts as done, and its rule over the quest's other steps.
 */
export function StepDialog({
  step,
  steps,
  onSave,
  onClose,
}: {
  /** null: a new step. */
  step: StepDraft | null;
  steps: readonly StepDraft[];
  onSave: (step: StepDraft) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [kind, setKind] = useState<StepKind>(step?.kind ?? 'project');
  const [item, setItem] = useState<ItemOption | null>(step?.ref_id ? { id: step.ref_id, label: step.title } : null);
  const [key, setKey] = useState(step?.key ?? '');
  const [keyTyped, setKeyTyped] = useState(Boolean(step));
  const [skipCounts, setSkipCounts] = useState(step?.skip_counts ?? false);
  const [rule, setRule] = useState<Rule | null>(step?.rule ?? null);
  const [errors, setErrors] = useState<{ item?: string; key?: string; rule?: string }>({});
  const others = steps.filter((s) => s.uid !== step?.uid);
  const taken = new Set(others.map((s) => s.key));

  const handleItem = (next: ItemOption | null) => {
    setItem(next);
    setErrors((e) => ({ ...e, item: undefined }));
    if (next && !keyTyped) setKey(keyFromTitle(next.label, taken));
  };

  const handleSave = () => {
    const found: typeof errors = {};
    const k = key.trim();
    if (!item) found.item = FORM_TEXTS.item;
    if (!KEY_PATTERN.test(k)) found.key = KEY_TEXT;
    else if (taken.has(k)) found.key = QUEST_RULE_TEXTS.duplicateKey;
    if (!ruleIsComplete(rule)) found.rule = FORM_TEXTS.ruleSteps;
    else if (rule) {
      const checked = validate(questRuleSchema, rule);
      if (checked.errors) found.rule = Object.values(checked.errors)[0];
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !item) return;
    onSave({
      uid: step?.uid ?? newUid(),
      key: k,
      kind,
      ref_id: item.id,
      title: item.label,
      rule,
      skip_counts: skipCounts,
      x: step?.x ?? null,
      y: step?.y ?? null,
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{step ? `Edit ${step.title}` : 'Add a step'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Kind"
              value={kind}
              sx={{ minWidth: 200 }}
              onChange={(e) => {
                setKind(e.target.value as StepKind);
                setItem(null);
              }}
            >
              {STEP_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {STEP_KIND_LABELS[k]}
                </MenuItem>
              ))}
            </TextField>
            <Stack sx={{ flexGrow: 1 }}>
              <ItemPicker key={kind} kind={kind} value={item} onChange={handleItem} error={errors.item} />
            </Stack>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Key"
              value={key}
              required
              onChange={(e) => {
                setKey(e.target.value);
                setKeyTyped(true);
                setErrors((x) => ({ ...x, key: undefined }));
              }}
              error={Boolean(errors.key)}
              helperText={errors.key ?? 'How rules name this step; made from the title'}
              slotProps={{ htmlInput: { maxLength: 24 } }}
            />
            <FormControlLabel
              control={<Checkbox checked={skipCounts} onChange={(e) => setSkipCounts(e.target.checked)} />}
              label="A skip a mentor approves counts as done"
            />
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Prerequisite
            </Typography>
            <Typography variant="body2" color="text.secondary">
              When this step opens for a student. Combine conditions with ‘All of these’ or ‘Any of these’.
            </Typography>
            <RuleBuilder
              value={rule}
              onChange={(r) => {
                setRule(r);
                setErrors((x) => ({ ...x, rule: undefined }));
              }}
              options={others.map((s) => ({ key: s.key, title: s.title }))}
              error={errors.rule}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={handleSave}>
          {step ? 'Save step' : 'Add step'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
