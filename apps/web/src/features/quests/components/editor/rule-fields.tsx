import { QUEST_LIMITS, type Rule } from '@lbd/shared/quests';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/* The rule builder's fields: a number as typed, a step of the quest, a date window. */

/** A step a rule can name. */
export interface RuleStepOption {
  key: string;
  title: string;
}

/** A number field that keeps what is typed while it is not a number yet. */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  width = 150,
}: {
  label: string;
  value: number | null | undefined;
  onChange: (n: number | null) => void;
  min: number;
  max: number;
  width?: number;
}) {
  const [text, setText] = useState(value == null ? '' : String(value));
  useEffect(() => {
    setText((t) => (Number(t) === value && t !== '' ? t : value == null ? '' : String(value)));
  }, [value]);
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={text}
      sx={{ width }}
      slotProps={{ htmlInput: { min, max, step: 1 } }}
      onChange={(e) => {
        setText(e.target.value);
        const n = e.target.value.trim() === '' ? null : Number(e.target.value);
        if (n === null || Number.isFinite(n)) onChange(n);
      }}
    />
  );
}

export function StepSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly RuleStepOption[];
  onChange: (key: string) => void;
}) {
  const known = value === '' || options.some((o) => o.key === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 220, flexGrow: 1 }}
      error={!known}
      helperText={known ? undefined : 'That step is not in this quest'}
    >
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {options.length === 0 && (
        <MenuItem value="" disabled>
          Add another step first
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.key} value={o.key}>
          {o.title}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function WindowFields({
  rule,
  onChange,
  name,
}: {
  rule: Extract<Rule, { kind: 'window' }>;
  onChange: (r: Rule) => void;
  name: string;
}) {
  const byDays = rule.from_day != null || rule.to_day != null;
  const [mode, setMode] = useState<'dates' | 'days'>(byDays ? 'days' : 'dates');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label={`${name}: window by`}
        value={mode}
        onChange={(e) => {
          const next = e.target.value as 'dates' | 'days';
          setMode(next);
          onChange({ kind: 'window', from: null, to: null, from_day: null, to_day: null });
        }}
      >
        <FormControlLabel value="dates" control={<Radio size="small" />} label="Dates" />
        <FormControlLabel value="days" control={<Radio size="small" />} label="Days after the cohort starts" />
      </RadioGroup>
      {mode === 'dates' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            type="date"
            label={`${name}: opens on`}
            value={rule.from ?? ''}
            onChange={(e) => onChange({ ...rule, from: e.target.value || null })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={`${name}: takes new starts until`}
            value={rule.to ?? ''}
            onChange={(e) => onChange({ ...rule, to: e.target.value || null })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <NumberField
            label={`${name}: opens on day`}
            value={rule.from_day}
            min={0}
            max={QUEST_LIMITS.windowDaysMax}
            width={200}
            onChange={(n) => onChange({ ...rule, from_day: n })}
          />
          <NumberField
            label={`${name}: until day`}
            value={rule.to_day}
            min={0}
            max={QUEST_LIMITS.windowDaysMax}
            width={200}
            onChange={(n) => onChange({ ...rule, to_day: n })}
          />
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary">
        Empty: no limit on that side. A step begun inside its window stays open after it closes.
      </Typography>
    </Stack>
  );
}
