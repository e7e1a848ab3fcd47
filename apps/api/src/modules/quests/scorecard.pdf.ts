import { Document, Page, StyleSheet, Text as PdfText, View, renderToBuffer } from '@react-pdf/renderer';
import { formatIndiaDateTime, scorecardScore, STEP_KIND_LABELS, STEP_STATE_LABELS, type Scorecard } from '@lbd/shared';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { printable } from '../../lib/pdf';

const s = StyleSheet.create({
  page: { padding: 40, fontFamily: 'Helvetica', fontSize: 10, color: '#1f2933' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 18, color: '#0b5394', marginBottom: 4 },
  muted: { color: '#5f6b7a', marginBottom: 14 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderColor: '#d5dbe3', paddingVertical: 5 },
  head: {
    flexDirection: 'row',
    borderBottomWidth: 1.5,
    borderColor: '#1f2933',
    paddingVertical: 5,
    fontFamily: 'Helvetica-Bold',
  },
  step: { width: 190 },
  kind: { width: 80 },
  state: { width: 70 },
  num: { width: 55, textAlign: 'right' },
  totals: { marginTop: 14, flexDirection: 'row', gap: 24 },
  strong: { fontFamily: 'Helvetica-Bold' },
});

const Text = PdfText as unknown as ComponentType<{ style?: object | object[]; children?: ReactNode }>;
const T = (style: object | object[], text: string) => h(Text, { style }, printable(text));

/** The scorecard as PDF bytes: the same numbers the page shows (one decimal), drawn as the portfolio's PDF is. */
export async function renderQuestScorecard(c: Scorecard): Promise<Buffer> {
  const doc = h(
    Document,
    { title: `Scorecard - ${printable(c.title)}` },
    h(
      Page,
      { size: 'A4', style: s.page },
      T(s.title, c.title),
      T(
        s.muted,
        `Scorecard of ${c.student.name}${c.cohort ? `, ${c.cohort.name}` : ''} · ${formatIndiaDateTime(c.generated_at)}`,
      ),
      h(
        View,
        { style: s.head },
        T(s.step, 'Step'),
        T(s.kind, 'Kind'),
        T(s.state, 'State'),
        T(s.num, 'Score'),
        T(s.num, 'Mentor'),
        T(s.num, 'Peer'),
      ),
      ...c.steps.map((st) =>
        h(
          View,
          { key: st.key, style: s.row },
          T(s.step, st.title),
          T(s.kind, STEP_KIND_LABELS[st.kind]),
          T(s.state, STEP_STATE_LABELS[st.state]),
          T(s.num, scorecardScore(st.score)),
          T(s.num, scorecardScore(st.mentor_score)),
          T(s.num, scorecardScore(st.peer_score)),
        ),
      ),
      h(
        View,
        { style: s.totals },
        T(s.strong, `Total: ${scorecardScore(c.total)}`),
        T({}, `Rank: ${c.rank === null ? '—' : `${c.rank} of ${c.cohort_size}`}`),
        T({}, `Percentile: ${scorecardScore(c.percentile)}`),
        T({}, `Progress: ${c.progress}%`),
      ),
    ),
  );
  return renderToBuffer(doc);
}
