import { QUIZ_TRANSFER_TEXTS as X, blankIdsOf, type Question, type QuestionOf } from '@lbd/shared';
import type { QuestionFiling, RowBody } from './rows';

/*
 * GIFT, Moodle's text format for questions (decision 0076), read and written here: the npm parser tried
 * (gift-pegjs 1.0.2) turned an escaped `=` in a matching answer into `&&061;`, left other escapes in
 * matching text and refused numbers with exponents, so a round trip could not hold.
 *
 * What GIFT holds itself: the stem (as [html]), general feedback (####), choices with `=`/`~` and
 * %weights%, true/false, short answers, numerical answer:tolerance, matching pairs (`= -> x` a
 * distractor), essays `{}` and one missing word. What it has no place for rides in a comment Moodle
 * ignores, `// lbd {...}` (points, penalty, partial credit, case and space rules, relative tolerance, word
 * limits, rubric, difficulty, skills, the blank's id, option ids); tags as Moodle's `// [tag:x]`;
 * categories as `$CATEGORY:`. Ordering and fill in the blanks with more than one blank have no GIFT form:
 * they are left out of an export with a comment saying so.
 */

export interface ReadGift {
  line: number;
  body: RowBody | null;
  reasons: string[];
}

interface Meta {
  points?: number;
  penalty?: number;
  partial?: boolean;
  case_sensitive?: boolean;
  spaces?: string;
  tolerance_kind?: string;
  min_words?: number;
  max_words?: number;
  rubric?: string;
  difficulty?: string;
  skills?: string[];
  /** null: none, though a $CATEGORY line above names one. */
  category?: string | null;
  /** Option, pair or distractor ids in the file's order; the blank's id. */
  ids?: string[];
  blank?: string;
  /** A dropdown blank whose every choice is accepted (GIFT would read it as typed). */
  dropdown?: boolean;
}

// ---- writing ----------------------------------------------------------------------------------------

/** GIFT's special characters escaped, line breaks as \n. */
export const escapeGift = (s: string) => s.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

const pct = (n: number) => `%${Number(n.toFixed(5))}%`;

/** A bank as GIFT, in order; questions GIFT cannot hold are named in a comment instead. */
export function writeGift(list: { question: Question; filing: QuestionFiling }[]): string {
  const out: string[] = [
    '// Learn By Doing question bank (GIFT). Comments starting "// lbd" keep what GIFT has no place for.',
    '',
  ];
  let category: string | null = null;
  list.forEach(({ question: q, filing }, i) => {
    const block = giftOf(q, filing, category);
    if (!block) {
      out.push(`// lbd skipped: question ${i + 1} (${q.type}) has no GIFT form`, '');
      return;
    }
    if (filing.category && filing.category !== category) {
      out.push(`$CATEGORY: ${filing.category}`, '');
      category = filing.category;
    }
    out.push(block, '');
  });
  return out.join('\n');
}

function giftOf(q: Question, filing: QuestionFiling, current: string | null): string | null {
  const meta: Meta = {};
  if (filing.category === null && current !== null) meta.category = null;
  if (q.points !== 1) meta.points = q.points;
  if (filing.difficulty) meta.difficulty = filing.difficulty;
  if (filing.skills.length) meta.skills = filing.skills;
  if (filing.category) meta.category = filing.category;
  const e = escapeGift;
  let stem = `[html]${e(q.stem)}`;
  let answers: string;
  switch (q.type) {
    case 'single_choice': {
      const wrong = q.penalty ? pct(-q.penalty * 100) : '';
      answers = q.options.map((o) => (o.id === q.correct ? `=${e(o.text)}` : `~${wrong}${e(o.text)}`)).join('\n');
      meta.ids = q.options.map((o) => o.id);
      if (q.penalty) meta.penalty = q.penalty;
      break;
    }
    case 'multiple_response': {
      const right = q.correct.length;
      const wrongs = q.options.length - right;
      answers = q.options
        .map(
          (o) => `~${q.correct.includes(o.id) ? pct(100 / right) : wrongs ? pct(-100 / wrongs) : pct(0)}${e(o.text)}`,
        )
        .join('\n');
      meta.ids = q.options.map((o) => o.id);
      if (!q.partial) meta.partial = false;
      if (q.penalty) meta.penalty = q.penalty;
      break;
    }
    case 'true_false':
      answers = q.correct ? 'TRUE' : 'FALSE';
      if (q.penalty) meta.penalty = q.penalty;
      break;
    case 'short_answer':
      answers = q.accepted.map((a) => `=${e(a)}`).join('\n');
      if (q.case_sensitive) meta.case_sensitive = true;
      if (q.spaces !== 'collapse') meta.spaces = q.spaces;
      break;
    case 'numerical':
      answers = `#${q.answer}:${q.tolerance}`;
      if (q.tolerance_kind !== 'absolute') meta.tolerance_kind = q.tolerance_kind;
      break;
    case 'fill_blanks': {
      if (q.blanks.length !== 1) return null;
      const b = q.blanks[0]!;
      const mark = `[[${b.id}]]`;
      const at = q.stem.indexOf(mark);
      const choices = b.options
        ? b.options.map((o) => `${b.accepted.includes(o) ? '=' : '~'}${e(o)}`)
        : b.accepted.map((a) => `=${e(a)}`);
      if (b.options && b.options.every((o) => b.accepted.includes(o))) meta.dropdown = true;
      // Accepted answers a dropdown does not offer still count when typed; GIFT's dropdown has no place for them.
      if (b.options && b.accepted.some((a) => !b.options!.includes(a))) return null;
      meta.blank = b.id;
      if (q.case_sensitive) meta.case_sensitive = true;
      const feedback = q.feedback ? `\n####${e(q.feedback)}` : '';
      return [
        ...header(filing, meta),
        `[html]${e(q.stem.slice(0, at))}{\n${choices.join('\n')}${feedback}\n}${e(q.stem.slice(at + mark.length))}`,
      ].join('\n');
    }
    case 'matching':
      answers = [
        ...q.pairs.map((p) => `=${e(p.left)} -> ${e(p.right)}`),
        ...q.distractors.map((d) => `= -> ${e(d.text)}`),
      ].join('\n');
      meta.ids = [...q.pairs.map((p) => p.id), ...q.distractors.map((d) => d.id)];
      break;
    case 'essay':
      answers = '';
      if (q.min_words) meta.min_words = q.min_words;
      if (q.max_words !== 500) meta.max_words = q.max_words;
      if (q.rubric) meta.rubric = q.rubric;
      break;
    case 'ordering':
      return null;
  }
  const feedback = q.feedback ? `####${e(q.feedback)}` : '';
  // No blank line inside a question: blank lines separate questions.
  const inner = [answers, feedback].filter(Boolean);
  stem = inner.length ? `${stem} {\n${inner.join('\n')}\n}` : `${stem} {}`;
  return [...header(filing, meta), stem].join('\n');
}

function header(filing: QuestionFiling, meta: Meta): string[] {
  const lines: string[] = [];
  if (filing.tags.length) lines.push(`// ${filing.tags.map((t) => `[tag:${t.replace(/[\]\n]/g, ' ')}]`).join(' ')}`);
  if (Object.keys(meta).length) lines.push(`// lbd ${JSON.stringify(meta)}`);
  return lines;
}

// ---- reading ----------------------------------------------------------------------------------------

const ESCAPES: Record<string, string> = {
  n: '\n',
  '\\': '\\',
  '~': '~',
  '=': '=',
  '#': '#',
  '{': '{',
  '}': '}',
  ':': ':',
};

/** GIFT escapes read back (an unknown escape keeps its backslash, as Moodle does). */
export const unescapeGift = (s: string) => s.replace(/\\(.)/gs, (all, c: string) => ESCAPES[c] ?? all);

/** Index of the first of `chars` not escaped by a backslash, from `from`. */
function unescaped(s: string, chars: string, from = 0): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (chars.includes(s[i]!)) return i;
  }
  return -1;
}

/** Splits at each unescaped occurrence of the separator (a string). */
function splitUnescaped(s: string, sep: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s.startsWith(sep, i)) {
      out.push(s.slice(from, i));
      from = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(s.slice(from));
  return out;
}

/** The questions of a GIFT file, each with the line it starts on; blocks are separated by blank lines. */
export function* parseGift(text: string): Generator<ReadGift> {
  const lines = text.split(/\r?\n/);
  let category: string | undefined;
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && lines[i]!.trim() !== '') continue;
    const block = lines.slice(start, i);
    const firstLine = start + 1;
    start = i + 1;
    if (block.length === 0) continue;
    const tags: string[] = [];
    let metaText: string | null = null;
    const body: string[] = [];
    let line = firstLine;
    for (const [k, l] of block.entries()) {
      const t = l.trim();
      if (t.startsWith('//')) {
        if (/^\/\/\s*lbd\s*\{/.test(t)) {
          metaText = t.replace(/^\/\/\s*lbd\s*/, '');
          continue;
        }
        for (const m of t.matchAll(/\[tag:([^\]]+)\]/g)) tags.push(m[1]!.trim());
        continue;
      }
      if (t.startsWith('$CATEGORY:')) {
        category = t.slice('$CATEGORY:'.length).trim() || undefined;
        continue;
      }
      if (body.length === 0) line = firstLine + k;
      body.push(l);
    }
    if (body.length === 0) continue;
    yield readQuestion(body.join('\n'), line, tags, metaText, category);
  }
}

function readQuestion(raw: string, line: number, tags: string[], metaText: string | null, category?: string): ReadGift {
  let meta: Meta = {};
  if (metaText) {
    try {
      const parsed = JSON.parse(metaText) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) meta = parsed as Meta;
      else throw new Error('not an object');
    } catch {
      return { line, body: null, reasons: [X.giftSyntax('the // lbd comment is not JSON')] };
    }
  }
  let s = raw.trim();
  // ::title:: (not kept: a question has no title here).
  if (s.startsWith('::')) {
    const end = s.indexOf('::', 2);
    if (end < 0) return { line, body: null, reasons: [X.giftSyntax('a title without its closing ::')] };
    s = s.slice(end + 2).trim();
  }
  const format = /^\[(html|moodle|plain|markdown)\]/i.exec(s);
  if (format) s = s.slice(format[0].length);
  const open = unescaped(s, '{');
  if (open < 0) return { line, body: null, reasons: [X.giftUnsupported] };
  const close = unescaped(s, '}', open + 1);
  if (close < 0) return { line, body: null, reasons: [X.giftSyntax('an answer block without its closing }')] };
  const before = s.slice(0, open);
  const after = s.slice(close + 1);
  const inner = s.slice(open + 1, close);
  if (unescaped(after, '{') >= 0) return { line, body: null, reasons: [X.giftUnsupported] };
  // A missing word: text after the answers, or (the blank ends the stem) the blank's id in the comment.
  const embedded = after.trim() !== '' || typeof meta.blank === 'string';
  const blankId = typeof meta.blank === 'string' ? meta.blank : 'blank1';
  const stem = unescapeGift(embedded ? `${before}[[${blankId}]]${after}` : before.replace(/\s+$/, ''));

  // General feedback: after ####.
  const parts = splitUnescaped(inner, '####');
  const answerText = parts[0]!.trim();
  const feedback = parts.length > 1 ? unescapeGift(parts.slice(1).join('####').trim()) : undefined;
  const q: Record<string, unknown> = { stem, feedback, points: meta.points };
  const reasons: string[] = [];
  const ids = Array.isArray(meta.ids) ? meta.ids : [];
  const idAt = (i: number, fallback: string) => (typeof ids[i] === 'string' ? ids[i] : fallback);

  if (embedded) {
    const choices = readChoices(answerText);
    const right = choices.filter((c) => c.right).map((c) => c.text);
    const dropdown = meta.dropdown === true || choices.some((c) => !c.right);
    Object.assign(q, {
      type: 'fill_blanks',
      blanks: [{ id: blankId, accepted: right, ...(dropdown ? { options: choices.map((c) => c.text) } : {}) }],
      case_sensitive: meta.case_sensitive,
    });
  } else if (answerText === '') {
    Object.assign(q, { type: 'essay', min_words: meta.min_words, max_words: meta.max_words, rubric: meta.rubric });
  } else if (/^(T|TRUE|F|FALSE)(#|$)/i.test(answerText)) {
    Object.assign(q, { type: 'true_false', correct: /^T/i.test(answerText), penalty: meta.penalty });
  } else if (answerText.startsWith('#')) {
    const first =
      splitUnescaped(answerText.slice(1), '=')
        .map((p) => p.trim())
        .find((p) => p !== '') ?? '';
    const spec = splitUnescaped(first, '#')[0]!
      .replace(/^%[-\d.]+%/, '')
      .trim();
    const range = /^(-?[\d.eE+-]+)\s*\.\.\s*(-?[\d.eE+-]+)$/.exec(spec);
    let answer: number;
    let tolerance = 0;
    if (range) {
      const lo = Number(range[1]);
      const hi = Number(range[2]);
      answer = (lo + hi) / 2;
      tolerance = Math.abs(hi - lo) / 2;
    } else {
      const [a, t] = spec.split(':');
      answer = Number(a);
      tolerance = t === undefined ? 0 : Number(t);
    }
    if (!Number.isFinite(answer) || !Number.isFinite(tolerance))
      reasons.push(X.giftSyntax('a numerical answer that is not a number'));
    Object.assign(q, { type: 'numerical', answer, tolerance, tolerance_kind: meta.tolerance_kind });
  } else {
    const choices = readChoices(answerText);
    if (choices.length === 0) return { line, body: null, reasons: [X.giftSyntax('no answers between { and }')] };
    const isMatching = choices.every((c) => c.right && c.arrow !== null);
    if (isMatching) {
      const pairs = choices.filter((c) => c.arrow!.left !== '');
      const extra = choices.filter((c) => c.arrow!.left === '');
      Object.assign(q, {
        type: 'matching',
        pairs: pairs.map((c, i) => ({ id: idAt(i, `p${i + 1}`), left: c.arrow!.left, right: c.arrow!.right })),
        distractors: extra.map((c, i) => ({ id: idAt(pairs.length + i, `d${i + 1}`), text: c.arrow!.right })),
      });
    } else if (choices.every((c) => c.right && c.weight === null)) {
      Object.assign(q, {
        type: 'short_answer',
        accepted: choices.map((c) => c.text),
        case_sensitive: meta.case_sensitive,
        spaces: meta.spaces,
      });
    } else {
      const options = choices.map((c, i) => ({ id: idAt(i, String.fromCharCode(97 + i)), text: c.text }));
      const plainRight = choices.filter((c) => c.right && c.weight === null);
      if (plainRight.length === 1 && choices.every((c) => c.weight === null || c.weight <= 0)) {
        const penalties = choices.filter((c) => c.weight !== null && c.weight < 0).map((c) => -c.weight! / 100);
        Object.assign(q, {
          type: 'single_choice',
          options,
          correct: options[choices.indexOf(plainRight[0]!)]!.id,
          penalty: meta.penalty ?? (penalties.length ? Math.max(...penalties) : undefined),
        });
      } else {
        Object.assign(q, {
          type: 'multiple_response',
          options,
          correct: options.filter((_, i) => choices[i]!.right || (choices[i]!.weight ?? 0) > 0).map((o) => o.id),
          partial: meta.partial,
          penalty: meta.penalty,
        });
      }
    }
  }
  for (const k of Object.keys(q)) if (q[k] === undefined) delete q[k];
  return {
    line,
    body: {
      category: typeof meta.category === 'string' ? meta.category : meta.category === null ? undefined : category,
      difficulty: typeof meta.difficulty === 'string' ? meta.difficulty : undefined,
      tags,
      skills: Array.isArray(meta.skills) ? meta.skills.filter((x): x is string => typeof x === 'string') : [],
      question: q,
    },
    reasons,
  };
}

interface Choice {
  right: boolean;
  weight: number | null;
  text: string;
  arrow: { left: string; right: string } | null;
}

/** `=a ~%50%b#feedback ...`: each choice; per-choice feedback is read and dropped (no place for it). */
function readChoices(s: string): Choice[] {
  const out: Choice[] = [];
  let i = unescaped(s, '=~');
  while (i >= 0) {
    const next = unescaped(s, '=~', i + 1);
    const chunk = s.slice(i + 1, next < 0 ? s.length : next);
    let text = splitUnescaped(chunk, '#')[0]!.trim();
    let weight: number | null = null;
    const w = /^%(-?\d+(?:\.\d+)?)%/.exec(text);
    if (w) {
      weight = Number(w[1]);
      text = text.slice(w[0].length);
    }
    const arrowAt = splitUnescaped(text, '->');
    out.push({
      right: s[i] === '=',
      weight,
      text: unescapeGift(text.trim()),
      arrow:
        arrowAt.length >= 2
          ? { left: unescapeGift(arrowAt[0]!.trim()), right: unescapeGift(arrowAt.slice(1).join('->').trim()) }
          : null,
    });
    i = next;
  }
  return out;
}

/** The one blank of a fill-in question written as GIFT's missing word (a test helper's check too). */
export const singleBlank = (q: QuestionOf<'fill_blanks'>) => blankIdsOf(q.stem).length === 1;
