import { Document, Page, StyleSheet, Text as PdfText, View, renderToBuffer } from '@react-pdf/renderer';
import { formatIndiaDate, todayOf, type Portfolio, type PortfolioEntry, type PortfolioEntryOf } from '@lbd/shared';
import { createElement as h, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { printable } from '../../lib/pdf';
import { humanDate, summarize } from './entry-summary';

export { printable };

/*
 * The portfolio as a PDF (SPEC §7.2 generate_portfolio_pdf): @react-pdf/renderer with its built-in
 * Helvetica, so nothing is downloaded. Helvetica covers Latin-1 (WinAnsi) only: other characters
 * are replaced (₹ by 'Rs.', the rest by '?') rather than printed as garbage.
 */

/** Renders a portfolio to PDF bytes. */
export type PdfRenderer = (portfolio: Portfolio, now: Date) => Promise<Buffer>;

const INK = '#1f2933';
const MUTED = '#5f6b7a';
const BRAND = '#0b5394';
const GOOD = '#1e7b34';
const RULE = '#d5dbe3';

const s = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 56,
    paddingHorizontal: 44,
    fontFamily: 'Helvetica',
    fontSize: 9.5,
    color: INK,
  },
  name: { fontFamily: 'Helvetica-Bold', fontSize: 22, lineHeight: 1.15, color: BRAND },
  subline: { fontSize: 10.5, color: MUTED, marginTop: 4 },
  points: { flexDirection: 'row', marginTop: 16, marginBottom: 6 },
  pointBox: {
    flexGrow: 1,
    flexBasis: 0,
    borderWidth: 1,
    borderColor: RULE,
    borderRadius: 4,
    padding: 8,
    marginRight: 8,
  },
  pointLast: { marginRight: 0, backgroundColor: '#eef4fb', borderColor: BRAND },
  pointValue: { fontFamily: 'Helvetica-Bold', fontSize: 16, lineHeight: 1.2 },
  pointLabel: { fontSize: 8.5, color: MUTED, textTransform: 'uppercase', letterSpacing: 0.6 },
  heading: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 12.5,
    lineHeight: 1.2,
    color: BRAND,
    marginTop: 16,
    marginBottom: 6,
    paddingBottom: 3,
    borderBottomWidth: 1,
    borderBottomColor: RULE,
  },
  path: { marginBottom: 8 },
  row: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  bold: { fontFamily: 'Helvetica-Bold' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 10.5, lineHeight: 1.3, flexShrink: 1, paddingRight: 8 },
  dates: { fontSize: 9, color: MUTED, textAlign: 'right', flexShrink: 0 },
  host: { fontFamily: 'Helvetica-Oblique', color: MUTED },
  bar: { height: 4, backgroundColor: '#e6ebf1', borderRadius: 2, marginTop: 3, marginBottom: 3 },
  barFill: { height: 4, backgroundColor: BRAND, borderRadius: 2 },
  entry: { marginBottom: 9 },
  small: { fontSize: 8.5, color: MUTED, marginTop: 1 },
  desc: { marginTop: 2, marginBottom: 1 },
  verified: { fontSize: 8.5, color: GOOD, fontFamily: 'Helvetica-Bold', marginTop: 2 },
  semester: { marginTop: 3, marginLeft: 10 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 44,
    right: 44,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: MUTED,
    borderTopWidth: 1,
    borderTopColor: RULE,
    paddingTop: 6,
  },
});

/** Descriptions longer than this may split across pages. */
const LONG_DESC = 1200;

const t = (value: string | number | null | undefined) => printable(String(value ?? ''));
type TextStyle = object | object[] | undefined;
/** react-pdf's Text with its props narrowed to what is used here (its SVG overload confuses createElement). */
const Text = PdfText as unknown as ComponentType<{
  style?: TextStyle;
  children?: ReactNode;
  render?: (props: { pageNumber: number; totalPages: number }) => string;
}>;
const txt = (style: TextStyle, value: ReactNode) => h(Text, { style }, value);

/** 'Verified by <name>, <organisation> on <date>' (India's day, as on the web), when someone vouched for it. */
export function verifiedLine(entry: PortfolioEntry): string | null {
  const v = entry.verification;
  return v ? `Verified by ${v.name}, ${v.organisation} on ${formatIndiaDate(v.verified_at)}` : null;
}

/** 'Skills: a, b' / 'Career paths: ...' / 'Life skills: ...' in one text block, labels bold. */
function tagLines(lists: [string, string[]][]): ReactElement | null {
  const shown = lists.filter(([, names]) => names.length > 0);
  if (shown.length === 0) return null;
  return txt(
    s.small,
    shown.flatMap(([label, names], i) => [
      h(Text, { key: `l${i}`, style: s.bold }, `${i > 0 ? '\n' : ''}${label}: `),
      t(names.join(', ')),
    ]),
  );
}

const span = (key: string, style: TextStyle, value: ReactNode) => h(Text, { key, style }, value);

/**
 * One entry: title, then host, dates and details, the description, skills / career paths / life skills
 * and the verification, each on its own line. It is one text block with styled runs rather than a
 * box per line: react-pdf lays a document out again for every page it breaks, so fewer boxes keep a
 * long portfolio fast (about 40% faster at 100 entries).
 */
function entryBlock(entry: PortfolioEntry, extra?: ReactElement | null): ReactElement {
  const sum = summarize(entry);
  const desc = 'desc' in entry && entry.desc ? entry.desc : null;
  const verified = verifiedLine(entry);
  const meta = [sum.dates, ...sum.details].filter(Boolean).join('  ·  ');
  const tags = (
    [
      ['Skills', entry.skills],
      ['Career paths', entry.job_roles],
      ['Life skills', entry.life_skills],
    ] as const
  ).filter(([, names]) => names.length > 0);
  return h(
    View,
    // Entries stay whole on a page unless they are longer than a good part of one.
    { key: `${entry.card}-${entry.id}`, style: s.entry, wrap: (desc?.length ?? 0) > LONG_DESC },
    txt(undefined, [
      span('t', s.title, t(sum.title)),
      span('m', s.small, ['\n', sum.host ? span('h', s.host, `${t(sum.host)}  ·  `) : null, t(meta)]),
      desc ? span('d', undefined, `\n${t(desc)}`) : null,
      ...tags.map(([label, names]) =>
        span(label, s.small, ['\n', span('l', s.bold, `${label}: `), t(names.join(', '))]),
      ),
      verified ? span('v', s.verified, `\n${t(verified)}`) : null,
    ]),
    extra ?? null,
  );
}

/** A degree with its semesters' subjects listed under it. */
function degreeBlock(degree: PortfolioEntryOf<'education'>, subjects: PortfolioEntryOf<'semester'>[]): ReactElement {
  const bySemester = new Map<number, PortfolioEntryOf<'semester'>[]>();
  for (const subject of [...subjects].sort((a, b) => a.semester_number - b.semester_number)) {
    bySemester.set(subject.semester_number, [...(bySemester.get(subject.semester_number) ?? []), subject]);
  }
  const lines = [...bySemester.entries()].map(([n, list]) =>
    txt({ ...s.small, ...s.semester }, [
      h(Text, { key: 'n', style: s.bold }, `Semester ${n}: `),
      t(list.map((x) => `${x.name} (${x.type}, ${x.score}${x.verification ? ', verified' : ''})`).join('; ')),
    ]),
  );
  return entryBlock(degree, lines.length ? h(View, null, ...lines) : null);
}

function section(title: string, blocks: ReactElement[]): ReactElement[] {
  if (blocks.length === 0) return [];
  // A heading never ends a page: some of its first entry follows it.
  return [h(PdfText, { key: `h-${title}`, style: s.heading, minPresenceAhead: 72 }, title), ...blocks];
}

function document(p: Portfolio, now: Date): ReactElement {
  const { sections } = p;
  const profile = p.profile;
  const sub = [
    profile.degree,
    profile.specialization,
    profile.institute,
    profile.graduation_year ? `Class of ${profile.graduation_year}` : null,
  ]
    .filter(Boolean)
    .join('  ·  ');
  const points = (['exposure', 'experience', 'education', 'total'] as const).map((key, i) =>
    h(
      View,
      { key, style: i === 3 ? [s.pointBox, s.pointLast] : s.pointBox },
      txt(s.pointValue, String(p.points[key])),
      txt(s.pointLabel, key === 'total' ? 'Total points' : key),
    ),
  );
  const paths = p.career_paths.map((path) =>
    h(
      View,
      { key: path.id, style: s.path, wrap: false },
      h(
        View,
        { style: s.row },
        txt(s.bold, t(`${path.name}  (${path.type})`)),
        txt(s.small, `${path.coverage.percent}% of its skills shown`),
      ),
      h(View, { style: s.bar }, h(View, { style: [s.barFill, { width: `${path.coverage.percent}%` }] })),
      tagLines([
        ['Shown', path.coverage.covered],
        ['To build', path.coverage.missing],
      ]),
    ),
  );
  const subjectsOf = (id: number) => sections.semester.filter((x) => x.education_id === id);
  const generated = humanDate(todayOf(now));

  return h(
    Document,
    { title: printable(`Portfolio of ${profile.full_name}`), author: 'Learn By Doing', creator: 'Learn By Doing' },
    h(
      Page,
      { size: 'A4', style: s.page },
      txt(s.name, t(profile.full_name)),
      sub ? txt(s.subline, t(sub)) : null,
      h(View, { style: s.points }, ...points),
      ...section('Career paths', paths),
      ...section(
        'Degrees',
        sections.education.map((d) => degreeBlock(d, subjectsOf(d.id))),
      ),
      ...section(
        'Internships',
        sections.internships.map((e) => entryBlock(e)),
      ),
      ...section(
        'Jobs',
        sections.jobs.map((e) => entryBlock(e)),
      ),
      ...section(
        'Projects',
        sections.external_projects.map((e) => entryBlock(e)),
      ),
      ...section(
        'Courses',
        sections.external_courses.map((e) => entryBlock(e)),
      ),
      ...section(
        'Certifications',
        sections.certificate.map((e) => entryBlock(e)),
      ),
      ...section(
        'Events',
        sections.external_events.map((e) => entryBlock(e)),
      ),
      ...section(
        'Clubs',
        sections.social_clubs.map((e) => entryBlock(e)),
      ),
      ...section(
        'Books and articles',
        sections.readings.map((e) => entryBlock(e)),
      ),
      h(
        View,
        { style: s.footer, fixed: true },
        txt(undefined, t(`Learn By Doing  ·  Portfolio of ${profile.full_name}  ·  ${generated}`)),
        h(Text, { render: ({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}` }),
      ),
    ),
  );
}

/** The PDF renderer the portfolio service uses. */
export function createPdfRenderer(): PdfRenderer {
  return async (portfolio, now) => renderToBuffer(document(portfolio, now) as Parameters<typeof renderToBuffer>[0]);
}
