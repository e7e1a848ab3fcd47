import { QUIZ_BYTE_TEXTS as B, type CardCounts, type PracticeQuestion } from '@lbd/shared/quizzes';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plainText } from '../question-form';

/** A date in en-IN, e.g. 'Sat, 5 Dec' (with the year when it is not this one). */
export function dayText(iso: string | null): string {
  if (!iso) return '—';
  const d = new Date(iso);
  const sameYear = d.getFullYear() === new Date().getFullYear();
  return d.toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** When a card comes back, in words: 'today', 'tomorrow', 'in 3 days (Sat, 5 Dec)'. */
export function whenDue(iso: string | null, now = new Date()): string {
  if (!iso) return '—';
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((start(new Date(iso)) - start(now)) / 86_400_000);
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days (${dayText(iso)})`;
}

function Count({ label, value }: { label: string; value: string | number }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, fontSize: 22 }} component="p">
        {value}
      </Typography>
    </Box>
  );
}

/** Due today, new, learning, mastered and the next review, side by side. */
export function CountsRow({ counts, next }: { counts: CardCounts; next: string | null }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: { xs: 2, sm: 4 } }} role="group" aria-label="Your cards">
      <Count label={B.dueToday} value={counts.due_today} />
      <Count label={B.newCards} value={counts.new} />
      <Count label={B.learning} value={counts.learning} />
      <Count label={B.mastered} value={`${counts.mastered} of ${counts.total}`} />
      <Count label={B.nextReview} value={counts.due_today > 0 ? 'Today' : dayText(next)} />
    </Stack>
  );
}

/** A share (0..1) as a bar with its percent, labelled for screen readers. */
export function ShareBar({ share, label }: { share: number | null; label: string }) {
  const pct = share === null ? 0 : Math.round(share * 100);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 140 }}>
      <LinearProgress
        variant="determinate"
        value={pct}
        sx={{ flex: 1, height: 8, borderRadius: 1 }}
        aria-label={`${label}: ${share === null ? 'nothing yet' : `${pct}%`}`}
      />
      <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'right' }}>
        {share === null ? '—' : `${pct}%`}
      </Typography>
    </Stack>
  );
}

/** The right answer of a practised question in words, from its key and what the student was shown. */
export function rightAnswerText(q: PracticeQuestion, key: Record<string, unknown> | null): string | null {
  if (!key) return null;
  const option = (id: unknown) => plainText(q.options?.find((o) => o.id === id)?.text ?? String(id));
  switch (q.type) {
    case 'single_choice':
      return option(key.option_id);
    case 'multiple_response':
      return (key.option_ids as string[]).map(option).join(', ');
    case 'true_false':
      return key.value ? 'True' : 'False';
    case 'numerical':
      return String(key.value);
    case 'short_answer':
      return Array.isArray(key.accepted) ? (key.accepted as string[]).join(' or ') : String(key.text);
    case 'fill_blanks':
      return Object.values(key.blanks as Record<string, string>).join(', ');
    case 'ordering':
      return (key.order as string[]).map(option).join(' → ');
    case 'matching': {
      const right = (id: string) => plainText(q.rights?.find((r) => r.id === id)?.text ?? id);
      return (q.lefts ?? [])
        .map((l) => `${plainText(l.text)} → ${right((key.pairs as Record<string, string>)[l.id] ?? '')}`)
        .join('; ');
    }
    default:
      return null;
  }
}
