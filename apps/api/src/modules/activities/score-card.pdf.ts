import { Document, Page, StyleSheet, Text as PdfText, View, renderToBuffer } from '@react-pdf/renderer';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { printable } from '../../lib/pdf';

/** What a score card shows (one student, one activity). */
export interface ScoreCard {
  title: string;
  student: string;
  email: string | null;
  status: string;
  mentor_score: number | null;
  mentor_out_of: number;
  peer_score: number | null;
  peer_out_of: number;
  peer_scores: number[];
  scoring_method: 'median' | 'mean';
  final_score: number | null;
  max_score: number;
  issued_at: Date;
}

const s = StyleSheet.create({
  page: { padding: 44, fontFamily: 'Helvetica', fontSize: 11, color: '#1f2933' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 20, color: '#0b5394', marginBottom: 4 },
  muted: { color: '#5f6b7a', marginBottom: 18 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderColor: '#d5dbe3', paddingVertical: 6 },
  label: { width: 160, fontFamily: 'Helvetica-Bold' },
  note: { marginTop: 18, color: '#5f6b7a', fontSize: 9.5 },
});

// The same narrowing of react-pdf's Text as the portfolio PDF (its union with SVG text confuses createElement).
const Text = PdfText as unknown as ComponentType<{ style?: object; children?: ReactNode }>;
const T = (style: object, text: string) => h(Text, { style }, printable(text));
const score = (n: number | null, of: number) => (n === null ? 'Not scored yet' : `${n} / ${of}`);

/** The score card as PDF bytes, drawn the way the portfolio PDF is (react-pdf, built-in Helvetica). */
export async function renderScoreCard(c: ScoreCard): Promise<Buffer> {
  const issued = c.issued_at.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: true,
  });
  const rows: [string, string][] = [
    ['Student', c.student],
    ['Status', c.status],
    ['Mentor score', score(c.mentor_score, c.mentor_out_of)],
    ['Peer score', score(c.peer_score, c.peer_out_of)],
    ['Final score', score(c.final_score, c.max_score)],
  ];
  const doc = h(
    Document,
    { title: `Score card - ${printable(c.title)}` },
    h(
      Page,
      { size: 'A4', style: s.page },
      T(s.title, c.title),
      T(s.muted, `Score card issued ${issued}`),
      ...rows.map(([label, value]) =>
        h(View, { key: label, style: s.row }, T(s.label, label), h(Text, {}, printable(value))),
      ),
      T(
        s.note,
        `The peer score is the ${c.scoring_method} of ${c.peer_scores.length} peer review score(s)` +
          (c.peer_scores.length ? ` (${c.peer_scores.join(', ')})` : '') +
          `, scaled from ${c.mentor_out_of} to ${c.peer_out_of} points. Final = mentor score + peer score.`,
      ),
    ),
  );
  return renderToBuffer(doc);
}
