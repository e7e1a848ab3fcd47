import type { Presented } from '@lbd/shared/quizzes';
import { wordCount } from '@lbd/shared/quizzes';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { RichText } from '../../../components/rich-text/rich-text-view';
import { SortableList } from '../../../components/sortable-list';
import { plainText } from '../question-form';
import { visuallyHidden } from '../../../components/visually-hidden';

/** A question as the student sees it: the attempt's shown question or the editor's preview. */
export type ShownLike = Presented & { position: number };
export type AnswerValue = Record<string, unknown> | null;

interface Props {
  q: ShownLike;
  answer: AnswerValue;
  onChange: (answer: AnswerValue) => void;
  disabled?: boolean;
}

const label = (position: number) => `Question ${position}`;

/** The stem, with `[[blank]]` marks shown as numbered gaps. */
export function Stem({ q }: { q: ShownLike }) {
  let n = 0;
  const html =
    q.type === 'fill_blanks' ? q.stem.replace(/\[\[([a-z0-9_-]{1,24})\]\]/gi, () => ` ____(${++n}) `) : q.stem;
  return <RichText html={html} />;
}

/** The answer controls of every type, each usable with the keyboard alone (issue 26 item 12). */
export function AnswerInput({ q, answer, onChange, disabled }: Props) {
  const name = `q${q.position}`;
  switch (q.type) {
    case 'single_choice':
      return (
        <FormControl disabled={disabled}>
          <FormLabel sx={visuallyHidden}>{label(q.position)}: choose one</FormLabel>
          <RadioGroup
            name={name}
            value={(answer?.option_id as string) ?? ''}
            onChange={(e) => onChange({ option_id: e.target.value })}
          >
            {(q.options ?? []).map((o) => (
              <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={<OptionText html={o.text} />} />
            ))}
          </RadioGroup>
        </FormControl>
      );
    case 'multiple_response': {
      const picked = new Set((answer?.option_ids as string[]) ?? []);
      return (
        <FormControl disabled={disabled} component="fieldset">
          <FormLabel component="legend" sx={{ fontSize: 14 }}>
            Choose every right answer
          </FormLabel>
          <FormGroup>
            {(q.options ?? []).map((o) => (
              <FormControlLabel
                key={o.id}
                control={
                  <Checkbox
                    checked={picked.has(o.id)}
                    onChange={(e) => {
                      const next = new Set(picked);
                      if (e.target.checked) next.add(o.id);
                      else next.delete(o.id);
                      onChange({ option_ids: (q.options ?? []).map((x) => x.id).filter((id) => next.has(id)) });
                    }}
                  />
                }
                label={<OptionText html={o.text} />}
              />
            ))}
          </FormGroup>
        </FormControl>
      );
    }
    case 'true_false':
      return (
        <FormControl disabled={disabled}>
          <FormLabel sx={visuallyHidden}>{label(q.position)}: true or false</FormLabel>
          <RadioGroup
            row
            name={name}
            value={answer?.value === undefined ? '' : String(answer.value)}
            onChange={(e) => onChange({ value: e.target.value === 'true' })}
          >
            <FormControlLabel value="true" control={<Radio />} label="True" />
            <FormControlLabel value="false" control={<Radio />} label="False" />
          </RadioGroup>
        </FormControl>
      );
    case 'short_answer':
      return (
        <TextField
          label="Your answer"
          disabled={disabled}
          value={(answer?.text as string) ?? ''}
          onChange={(e) => onChange(e.target.value ? { text: e.target.value } : null)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ maxWidth: 480 }}
          fullWidth
        />
      );
    case 'numerical':
      return <NumberAnswer answer={answer} onChange={onChange} disabled={disabled} />;
    case 'fill_blanks': {
      const values = (answer?.blanks as Record<string, string>) ?? {};
      const set = (id: string, v: string) => {
        const next = { ...values, [id]: v };
        if (!v) delete next[id];
        onChange(Object.keys(next).length ? { blanks: next } : null);
      };
      return (
        <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
          {(q.blanks ?? []).map((b, i) =>
            b.options ? (
              <TextField
                key={b.id}
                select
                label={`Blank ${i + 1}`}
                disabled={disabled}
                value={values[b.id] ?? ''}
                onChange={(e) => set(b.id, e.target.value)}
              >
                <MenuItem value="">
                  <em>Choose</em>
                </MenuItem>
                {b.options.map((o) => (
                  <MenuItem key={o} value={o}>
                    {o}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                key={b.id}
                label={`Blank ${i + 1}`}
                disabled={disabled}
                value={values[b.id] ?? ''}
                onChange={(e) => set(b.id, e.target.value)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            ),
          )}
        </Stack>
      );
    }
    case 'matching': {
      const values = (answer?.pairs as Record<string, string>) ?? {};
      return (
        <Stack spacing={1.5}>
          {(q.lefts ?? []).map((l) => (
            <Stack key={l.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <OptionText html={l.text} />
              </Box>
              <TextField
                select
                size="small"
                label={`Match for ${plainText(l.text)}`}
                disabled={disabled}
                value={values[l.id] ?? ''}
                onChange={(e) => {
                  const next = { ...values, [l.id]: e.target.value };
                  if (!e.target.value) delete next[l.id];
                  onChange(Object.keys(next).length ? { pairs: next } : null);
                }}
                sx={{ flex: 1, minWidth: 200 }}
              >
                <MenuItem value="">
                  <em>Choose</em>
                </MenuItem>
                {(q.rights ?? []).map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {plainText(r.text)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          ))}
        </Stack>
      );
    }
    case 'ordering':
      return <OrderAnswer q={q} answer={answer} onChange={onChange} disabled={disabled} />;
    case 'essay': {
      const text = (answer?.text as string) ?? '';
      const words = wordCount(text);
      const over = q.max_words !== null && words > q.max_words;
      return (
        <TextField
          label="Your answer"
          multiline
          minRows={6}
          fullWidth
          disabled={disabled}
          value={text}
          onChange={(e) => onChange(e.target.value ? { text: e.target.value } : null)}
          error={over}
          helperText={`${words} word${words === 1 ? '' : 's'}${q.min_words ? `, at least ${q.min_words}` : ''}${
            q.max_words ? `, at most ${q.max_words}` : ''
          }${over ? ': over the limit' : ''}`}
        />
      );
    }
  }
}

function OptionText({ html }: { html: string }) {
  return (
    <Box sx={{ '& p': { my: 0.25 } }}>
      <RichText html={html} />
    </Box>
  );
}

/** A number typed as text: the answer is set only while the text is a number. */
function NumberAnswer({ answer, onChange, disabled }: Omit<Props, 'q'>) {
  const [text, setText] = useState(answer?.value === undefined ? '' : String(answer.value));
  const invalid = text.trim() !== '' && !Number.isFinite(Number(text));
  return (
    <TextField
      label="Your answer (a number)"
      disabled={disabled}
      value={text}
      inputMode="decimal"
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value.trim() === '') onChange(null);
        else if (Number.isFinite(n)) onChange({ value: n });
      }}
      error={invalid}
      helperText={invalid ? 'Please enter a number' : undefined}
      sx={{ maxWidth: 260 }}
    />
  );
}

/** Ordering: drag (mouse, touch, or Space + arrows) or the move buttons (components/sortable-list). */
function OrderAnswer({ q, answer, onChange, disabled }: Props) {
  const items = q.options ?? [];
  const saved = (answer?.order as string[]) ?? null;
  const [order, setOrder] = useState<string[]>(() =>
    saved && saved.length === items.length ? saved : items.map((i) => i.id),
  );
  useEffect(() => {
    if (saved && saved.length === items.length && saved.join() !== order.join()) setOrder(saved);
    // Only when the saved answer changes from outside (a replay).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved?.join()]);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [x] = next.splice(from, 1);
    next.splice(to, 0, x!);
    setOrder(next);
    onChange({ order: next });
  };
  const textOf = (id: string) => plainText(items.find((i) => i.id === id)?.text ?? id);
  return (
    <SortableList
      items={order}
      label="Put these in order"
      getId={(id) => id}
      getName={textOf}
      disabled={disabled}
      onMove={move}
      render={(id, i) => (
        <Typography sx={{ mt: 0.5 }}>
          {i + 1}. {textOf(id)}
        </Typography>
      )}
    />
  );
}
