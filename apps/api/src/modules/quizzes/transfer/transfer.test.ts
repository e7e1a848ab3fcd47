import { questionSchema, QUIZ_TRANSFER_TEXTS as X, type Question } from '@lbd/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeGift, parseGift, unescapeGift, writeGift } from './gift';
import { parseMoodleXml, writeMoodleXml } from './moodle-xml';
import {
  guard,
  joinList,
  questionToRow,
  rowToBody,
  splitList,
  unguard,
  type QuestionFiling,
  type RowBody,
} from './rows';
import { readCsv, readXlsx, writeCsv, writeXlsx, type ReadRow } from './spreadsheet';

/*
 * The codecs of decision 0076: lists and escapes, GIFT read and written, and the round trip property:
 * for random questions of the types each format holds, read(write(q)) equals q after normalising the
 * option ids (a spreadsheet names options by their column's letter).
 */

const collect = async <T>(it: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
};

// Text a teacher might write, with every character the formats treat specially.
const CHARS = 'abcxyzABC019 ~=#{}:\\|;,\'"<>&%\n-@+/'.split('');
const text = (max = 14) =>
  fc
    .string({ unit: fc.constantFrom(...CHARS), minLength: 1, maxLength: max })
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !s.includes('->') && !s.startsWith('%') && !s.startsWith('//'));
const word = fc
  .string({ unit: fc.constantFrom(...'abcdefxyz019 -_'.split('')), minLength: 1, maxLength: 12 })
  .map((s) => s.trim())
  .filter(Boolean);
const id = fc.string({ unit: fc.constantFrom(...'abcxyz019_-'.split('')), minLength: 1, maxLength: 6 });
const points = fc.constantFrom(0.1, 0.5, 1, 2, 2.5, 10, 100);
const penalty = fc.constantFrom(0, 0.25, 0.5, 1);
const feedback = fc.oneof(fc.constant(''), text(20));
const number = fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => n + 0);
const uniqueTexts = (min: number, max: number) => fc.uniqueArray(text(), { minLength: min, maxLength: max });

const options = (min: number, max: number) =>
  fc.uniqueArray(fc.record({ id, text: text() }), { minLength: min, maxLength: max, selector: (o) => o.id });

const single = fc
  .tuple(options(2, 10), fc.nat(), points, penalty, text(30), feedback)
  .map(([opts, k, p, pen, stem, fb]) => ({
    type: 'single_choice',
    stem,
    points: p,
    feedback: fb,
    options: opts,
    correct: opts[k % opts.length]!.id,
    penalty: pen,
  }));
const multiple = fc
  .tuple(
    options(2, 10),
    fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    points,
    penalty,
    fc.boolean(),
    text(30),
    feedback,
  )
  .map(([opts, ks, p, pen, partial, stem, fb]) => ({
    type: 'multiple_response',
    stem,
    points: p,
    feedback: fb,
    options: opts,
    correct: [...new Set(ks.map((k) => k % opts.length))].sort((a, b) => a - b).map((k) => opts[k]!.id),
    partial,
    penalty: pen,
  }));
const trueFalse = fc
  .tuple(fc.boolean(), points, penalty, text(30), feedback)
  .map(([c, p, pen, stem, fb]) => ({ type: 'true_false', stem, points: p, feedback: fb, correct: c, penalty: pen }));
const shortAnswer = fc
  .tuple(
    fc.array(text(), { minLength: 1, maxLength: 4 }),
    fc.boolean(),
    fc.constantFrom('exact', 'collapse', 'ignore'),
    text(30),
    feedback,
  )
  .map(([accepted, cs, spaces, stem, fb]) => ({
    type: 'short_answer',
    stem,
    points: 1,
    feedback: fb,
    accepted,
    case_sensitive: cs,
    spaces,
  }));
const numerical = fc
  .tuple(number, fc.constantFrom(0, 0.01, 0.5, 2), fc.constantFrom('absolute', 'relative'), text(30), feedback)
  .map(([answer, tolerance, kind, stem, fb]) => ({
    type: 'numerical',
    stem,
    points: 1,
    feedback: fb,
    answer,
    tolerance,
    tolerance_kind: kind,
  }));
/** One blank, typed or a dropdown offering its accepted answers (what GIFT's missing word holds). */
const oneBlank = fc
  .tuple(
    text(12),
    text(12),
    id,
    uniqueTexts(1, 3),
    fc.option(uniqueTexts(0, 3), { nil: undefined }),
    fc.boolean(),
    feedback,
  )
  .map(([before, after, blankId, accepted, others, cs, fb]) => ({
    type: 'fill_blanks',
    stem: `${before} [[${blankId}]] ${after}`,
    points: 1,
    feedback: fb,
    blanks: [
      {
        id: blankId,
        accepted,
        ...(others ? { options: [...accepted, ...others.filter((o) => !accepted.includes(o))] } : {}),
      },
    ],
    case_sensitive: cs,
  }));
const twoBlanks = fc.tuple(text(10), uniqueTexts(1, 2), uniqueTexts(2, 3)).map(([lead, a, choices]) => ({
  type: 'fill_blanks',
  stem: `${lead} [[one]] and [[two]].`,
  points: 1,
  feedback: '',
  blanks: [
    { id: 'one', accepted: a },
    { id: 'two', accepted: [choices[0]!], options: choices },
  ],
  case_sensitive: false,
}));
const matching = fc
  .tuple(
    fc.uniqueArray(fc.record({ id, left: text(), right: text() }), {
      minLength: 2,
      maxLength: 12,
      selector: (p) => p.id,
    }),
    fc.uniqueArray(fc.record({ id: id.map((s) => `z${s}`), text: text() }), {
      minLength: 0,
      maxLength: 3,
      selector: (d) => d.id,
    }),
    text(30),
    feedback,
  )
  .map(([pairs, distractors, stem, fb]) => ({ type: 'matching', stem, points: 1, feedback: fb, pairs, distractors }));
const ordering = fc
  .tuple(options(2, 10), fc.boolean(), text(30), feedback)
  .map(([items, partial, stem, fb]) => ({ type: 'ordering', stem, points: 1, feedback: fb, items, partial }));
const essay = fc
  .tuple(
    fc.nat({ max: 100 }),
    fc.integer({ min: 100, max: 5000 }),
    fc.oneof(fc.constant(''), text(40)),
    text(30),
    feedback,
  )
  .map(([min, max, rubric, stem, fb]) => ({
    type: 'essay',
    stem,
    points: 5,
    feedback: fb,
    min_words: min,
    max_words: max,
    rubric,
  }));

const filing: fc.Arbitrary<QuestionFiling> = fc.record({
  category: fc.option(word, { nil: null }),
  difficulty: fc.constantFrom(null, 'easy', 'medium', 'hard'),
  tags: fc.uniqueArray(word, { maxLength: 3 }),
  skills: fc.uniqueArray(word, { maxLength: 2 }),
});

const valid = (arb: fc.Arbitrary<Record<string, unknown>>) =>
  arb
    .map((q) => questionSchema.safeParse(q))
    .filter((r) => r.success)
    .map((r) => r.data!);

const SPREADSHEET_TYPES = valid(
  fc.oneof(single, multiple, trueFalse, shortAnswer, numerical, oneBlank, twoBlanks, matching, ordering, essay),
);
const GIFT_TYPES = valid(fc.oneof(single, multiple, trueFalse, shortAnswer, numerical, oneBlank, matching, essay));

/** Option ids by place (the spreadsheet's letters, GIFT's order): the one thing a format may rename. */
function normal(q: Question): Question {
  const relabel = <T extends { id: string }>(items: T[], prefix: string) =>
    items.map((o, i) => ({ ...o, id: `${prefix}${i}` }));
  switch (q.type) {
    case 'single_choice':
      return { ...q, options: relabel(q.options, 'o'), correct: `o${q.options.findIndex((o) => o.id === q.correct)}` };
    case 'multiple_response':
      return {
        ...q,
        options: relabel(q.options, 'o'),
        correct: q.correct.map((c) => `o${q.options.findIndex((o) => o.id === c)}`),
      };
    case 'matching':
      return { ...q, pairs: relabel(q.pairs, 'p'), distractors: relabel(q.distractors, 'd') };
    case 'ordering':
      return { ...q, items: relabel(q.items, 'o') };
    default:
      return q;
  }
}

const back = (body: RowBody) => ({
  question: normal(questionSchema.parse(body.question)),
  filing: {
    category: body.category ?? null,
    difficulty: body.difficulty ?? null,
    tags: body.tags,
    skills: body.skills,
  },
});
const want = (q: Question, f: QuestionFiling) => ({ question: normal(q), filing: f });

async function viaSpreadsheet(list: { question: Question; filing: QuestionFiling }[], kind: 'csv' | 'xlsx') {
  const rows = list.map((x) => questionToRow(x.question, x.filing));
  const read: ReadRow[] =
    kind === 'csv'
      ? await collect(readCsv(Buffer.from(writeCsv(rows))))
      : await collect(readXlsx(await writeXlsx(rows)));
  return read.map((r) => {
    const { body, reasons } = rowToBody(r.row);
    expect(reasons).toEqual([]);
    return back(body);
  });
}

describe('lists and escapes', () => {
  it('splits on | and ;, reading \\| as a bar', () => {
    expect(splitList(' a | b\\|c |  | d ')).toEqual(['a', 'b|c', 'd']);
    expect(splitList(joinList(['x|y', 'a;b', 'c=d', 'back\\slash']))).toEqual(['x|y', 'a;b', 'c=d', 'back\\slash']);
  });
  it('guards text a spreadsheet would run as a formula, and takes the guard off', () => {
    for (const s of ['=SUM(A1)', '+1', '-5', '@x', "'=x", "''-1", 'plain', "'quoted"])
      expect(unguard(guard(s))).toBe(s);
    expect(guard('=1+1')).toBe("'=1+1");
  });
  it('escapes GIFT’s special characters and line breaks', () => {
    const s = 'a~b=c#d{e}f:g\\h\ni';
    expect(escapeGift(s)).toBe('a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni');
    expect(unescapeGift(escapeGift(s))).toBe(s);
  });
});

describe('the template row', () => {
  it('reports a row’s own problems in the contract’s words', () => {
    expect(rowToBody({ type: 'numerical', stem: 'x', correct: 'abc', tolerance: 'wide' }).reasons).toEqual([
      X.notNumber('correct'),
      X.notNumber('tolerance'),
    ]);
    expect(rowToBody({ type: 'true_false', stem: 'x', correct: 'maybe' }).reasons).toEqual([X.notTrueFalse]);
    expect(rowToBody({ type: 'single_choice', stem: 'x', option_a: 'a', option_b: 'b', correct: 'M' }).reasons).toEqual(
      [X.notLetter],
    );
    expect(rowToBody({ type: 'matching', stem: 'x', option_a: 'no arrow', option_b: 'a -> b' }).reasons).toEqual([
      X.pairArrow,
    ]);
    expect(rowToBody({ type: 'fill_blanks', stem: 'x [[a]]', accepted: 'no equals' }).reasons).toEqual([X.blankList]);
    expect(rowToBody({ type: 'essay', stem: 'x'.repeat(20_001) }).reasons).toEqual([X.cellTooLong('stem')]);
  });
  it('reads CSV with semicolons and a BOM, numbering rows as the spreadsheet does', async () => {
    const csv = '\uFEFFtype;stem;correct\r\ntrue_false;"Two\nlines";true\r\n;;\r\ntrue_false;x;false\r\n';
    const rows = await collect(readCsv(Buffer.from(csv)));
    expect(rows.map((r) => [r.line, r.row.stem, r.row.correct])).toEqual([
      [2, 'Two\nlines', 'true'],
      [4, 'x', 'false'],
    ]);
  });
});

describe('GIFT', () => {
  it('reads what Moodle writes: categories, tags, weights, ranges, missing words, matching, feedback', () => {
    const gift = [
      '$CATEGORY: $course$/Maths',
      '',
      '// [tag:easy-one] [tag:arith]',
      '::Q1:: What is 2+2? {=4 ~3#no ~%-50%5 ####Count on your fingers}',
      '',
      '::Q2:: Pick the primes {~%50%2 ~%50%3 ~%-100%4}',
      '',
      'The sky is blue. {T}',
      '',
      'Capital of France? {=Paris =paris}',
      '',
      'Pi? {#3.14:0.01}',
      '',
      'Between {#1..5}',
      '',
      "Grant is buried in {~his house =Grant\\'s tomb} today.",
      '',
      'Match {=a -> 1 =b -> 2 = -> 3}',
      '',
      'Write about it {}',
      '',
      'No answers here',
    ].join('\n');
    const read = [...parseGift(gift)];
    expect(read.map((r) => r.body?.question.type ?? r.reasons[0])).toEqual([
      'single_choice',
      'multiple_response',
      'true_false',
      'short_answer',
      'numerical',
      'numerical',
      'fill_blanks',
      'matching',
      'essay',
      X.giftUnsupported,
    ]);
    expect(read[0]).toMatchObject({
      line: 4,
      body: {
        category: '$course$/Maths',
        tags: ['easy-one', 'arith'],
        question: { correct: 'a', penalty: 0.5, feedback: 'Count on your fingers' },
      },
    });
    expect(read[1]!.body!.question).toMatchObject({ correct: ['a', 'b'] });
    expect(read[5]!.body!.question).toMatchObject({ answer: 3, tolerance: 2 });
    expect(read[6]!.body!.question).toMatchObject({
      stem: 'Grant is buried in [[blank1]] today.',
      blanks: [{ id: 'blank1', accepted: ["Grant\\'s tomb"], options: ['his house', "Grant\\'s tomb"] }],
    });
    expect(read[7]!.body!.question).toMatchObject({
      pairs: [
        { left: 'a', right: '1' },
        { left: 'b', right: '2' },
      ],
      distractors: [{ text: '3' }],
    });
    for (const r of read.slice(0, 9)) expect(questionSchema.safeParse(r.body!.question).success).toBe(true);
  });

  it('leaves out of an export what it cannot hold, saying so', () => {
    const ordering = questionSchema.parse({
      type: 'ordering',
      stem: 'Order',
      items: [
        { id: 'a', text: '1' },
        { id: 'b', text: '2' },
      ],
    });
    const out = writeGift([{ question: ordering, filing: { category: null, difficulty: null, tags: [], skills: [] } }]);
    expect(out).toContain('// lbd skipped: question 1 (ordering) has no GIFT form');
    expect([...parseGift(out)]).toEqual([]);
  });
});

describe('Moodle XML', () => {
  it('reads what Moodle writes: categories, tags, fractions, cloze, and refuses a DOCTYPE', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Maths/Algebra</text></category></question>
  <question type="multichoice">
    <name><text>Q1</text></name>
    <questiontext format="html"><text><![CDATA[<p>2 + 2?</p>]]></text></questiontext>
    <defaultgrade>2.0000000</defaultgrade>
    <single>true</single>
    <answer fraction="0"><text>3</text></answer>
    <answer fraction="100"><text>4</text></answer>
    <tags><tag><text>arith</text></tag></tags>
  </question>
  <question type="cloze">
    <questiontext format="html"><text>Paris is in {1:SHORTANSWER:=France~%50%Frankreich} on the {1:MULTICHOICE:=Seine~Loire#no}.</text></questiontext>
  </question>
  <question type="calculated"><questiontext format="html"><text>x</text></questiontext></question>
</quiz>`;
    const read = [...parseMoodleXml(xml)];
    expect(read[0]).toMatchObject({
      body: {
        category: 'Maths/Algebra',
        tags: ['arith'],
        question: { type: 'single_choice', correct: 'b', points: 2 },
      },
    });
    expect(read[1]!.body!.question).toMatchObject({
      stem: 'Paris is in [[blank1]] on the [[blank2]].',
      blanks: [
        { id: 'blank1', accepted: ['France'] },
        { id: 'blank2', accepted: ['Seine'], options: ['Seine', 'Loire'] },
      ],
    });
    expect(read[2]!.reasons).toEqual([X.xmlUnsupported('calculated')]);
    expect(() => [...parseMoodleXml('<!DOCTYPE quiz [<!ENTITY a "aaaa">]><quiz>&a;</quiz>')]).toThrow();
    const deep = `<quiz>${'<a>'.repeat(20)}${'</a>'.repeat(20)}</quiz>`;
    expect(() => [...parseMoodleXml(deep)]).toThrow();
  });
});

describe('round trip (property): read(write(questions)) gives the same questions', () => {
  const lists = (types: fc.Arbitrary<Question>) =>
    fc.array(fc.record({ question: types, filing }), { minLength: 1, maxLength: 6 });

  it('CSV, every type', async () => {
    await fc.assert(
      fc.asyncProperty(lists(SPREADSHEET_TYPES), async (list) => {
        expect(await viaSpreadsheet(list, 'csv')).toEqual(list.map((x) => want(x.question, x.filing)));
      }),
      { numRuns: 150 },
    );
  });

  it('XLSX, every type', async () => {
    await fc.assert(
      fc.asyncProperty(lists(SPREADSHEET_TYPES), async (list) => {
        expect(await viaSpreadsheet(list, 'xlsx')).toEqual(list.map((x) => want(x.question, x.filing)));
      }),
      { numRuns: 25 },
    );
  });

  it('Moodle XML keeps a brace of a blanks question’s own text apart from its blanks (found by the property below)', () => {
    const list = [
      {
        question: questionSchema.parse({
          type: 'fill_blanks',
          stem: '{:B:a [[one]] and [[two]].',
          blanks: [
            { id: 'one', accepted: ['a'] },
            { id: 'two', accepted: ['a'], options: ['a', "'"] },
          ],
        }),
        filing: { category: null, difficulty: null, tags: [], skills: [] },
      },
    ];
    const read = [...parseMoodleXml(writeMoodleXml(list as never))];
    expect(read.map((r) => r.reasons)).toEqual([[]]);
    expect(read.map((r) => back(r.body!))).toEqual(list.map((x) => want(x.question as never, x.filing as never)));
  });

  it('Moodle XML, every type', () => {
    fc.assert(
      fc.property(lists(SPREADSHEET_TYPES), (list) => {
        const read = [...parseMoodleXml(writeMoodleXml(list))];
        expect(read.map((r) => r.reasons)).toEqual(list.map(() => []));
        expect(read.map((r) => back(r.body!))).toEqual(list.map((x) => want(x.question, x.filing)));
      }),
      { numRuns: 300 },
    );
  });

  it('GIFT, the types GIFT holds', () => {
    fc.assert(
      fc.property(lists(GIFT_TYPES), (list) => {
        const read = [...parseGift(writeGift(list))];
        expect(read.map((r) => r.reasons)).toEqual(list.map(() => []));
        expect(read.map((r) => back(r.body!))).toEqual(list.map((x) => want(x.question, x.filing)));
      }),
      { numRuns: 300 },
    );
  });
});
