import { QUIZ_TRANSFER_LIMITS as LIMITS, QUIZ_TRANSFER_TEXTS as X, type Question } from '@lbd/shared';
import { SaxesParser } from 'saxes';
import { ValidationError } from '../../../lib/errors';
import type { QuestionFiling, RowBody } from './rows';

/*
 * Moodle XML (decision 0076), written here and read with saxes (a streaming parser that expands no
 * entities of a DOCTYPE; a file with one is refused). What maps: multichoice (single or multiple),
 * truefalse, shortanswer, numerical, matching, essay, ordering (Moodle's ordering plugin) and fill in the
 * blanks as cloze (`{1:SHORTANSWER:=a~=b}` typed, `{1:MULTICHOICE:=a~b}` a dropdown). What Moodle has no
 * element for rides in `<lbd>{json}</lbd>`, which Moodle's importer ignores.
 */

export interface ReadXml {
  line: number;
  body: RowBody | null;
  reasons: string[];
}

interface Meta {
  difficulty?: string;
  skills?: string[];
  ids?: string[];
  blanks?: string[];
  partial?: boolean;
  penalty?: number;
  case_sensitive?: boolean;
  spaces?: string;
  tolerance_kind?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const text = (s: string) => `<text>${esc(s)}</text>`;
const html = (tag: string, s: string) => `<${tag} format="html">${text(s)}</${tag}>`;
const fmt = (n: number) => String(Number(n.toFixed(7)));

/** Cloze answers escape its own characters. */
const clozeEsc = (s: string) => s.replace(/[\\}#~/"=]/g, (c) => `\\${c}`);
const clozeUnesc = (s: string) => s.replace(/\\(.)/g, '$1');

/** A bank as Moodle XML, in order. */
export function writeMoodleXml(list: { question: Question; filing: QuestionFiling }[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  let category: string | null = null;
  list.forEach(({ question: q, filing }, i) => {
    const cat = filing.category ?? '';
    if (cat !== category) {
      out.push(
        `<question type="category"><category>${text(cat ? `$course$/top/${cat}` : '$course$/top')}</category></question>`,
      );
      category = cat;
    }
    out.push(xmlOf(q, filing, i + 1));
  });
  out.push('</quiz>', '');
  return out.join('\n');
}

function xmlOf(q: Question, filing: QuestionFiling, n: number): string {
  const meta: Meta = {};
  if (filing.difficulty) meta.difficulty = filing.difficulty;
  if (filing.skills.length) meta.skills = filing.skills;
  const parts: string[] = [];
  let type: string;
  let stem = q.stem;
  const answer = (fraction: number, s: string, extra = '') =>
    `<answer fraction="${fmt(fraction)}" format="html">${text(s)}${extra}</answer>`;
  switch (q.type) {
    case 'single_choice':
      type = 'multichoice';
      parts.push('<single>true</single>', '<shuffleanswers>0</shuffleanswers>');
      for (const o of q.options) parts.push(answer(o.id === q.correct ? 100 : -q.penalty * 100, o.text));
      meta.ids = q.options.map((o) => o.id);
      if (q.penalty) meta.penalty = q.penalty;
      break;
    case 'multiple_response': {
      type = 'multichoice';
      parts.push('<single>false</single>', '<shuffleanswers>0</shuffleanswers>');
      const wrongs = q.options.length - q.correct.length;
      for (const o of q.options)
        parts.push(answer(q.correct.includes(o.id) ? 100 / q.correct.length : wrongs ? -100 / wrongs : 0, o.text));
      meta.ids = q.options.map((o) => o.id);
      meta.partial = q.partial;
      if (q.penalty) meta.penalty = q.penalty;
      break;
    }
    case 'true_false':
      type = 'truefalse';
      parts.push(answer(q.correct ? 100 : 0, 'true'), answer(q.correct ? 0 : 100, 'false'));
      if (q.penalty) meta.penalty = q.penalty;
      break;
    case 'short_answer':
      type = 'shortanswer';
      parts.push(`<usecase>${q.case_sensitive ? 1 : 0}</usecase>`);
      for (const a of q.accepted) parts.push(answer(100, a));
      meta.spaces = q.spaces;
      break;
    case 'numerical':
      type = 'numerical';
      parts.push(answer(100, String(q.answer), `<tolerance>${q.tolerance}</tolerance>`));
      meta.tolerance_kind = q.tolerance_kind;
      break;
    case 'matching':
      type = 'matching';
      parts.push('<shuffleanswers>1</shuffleanswers>');
      for (const p of q.pairs)
        parts.push(`<subquestion format="html">${text(p.left)}<answer>${text(p.right)}</answer></subquestion>`);
      for (const d of q.distractors)
        parts.push(`<subquestion format="html">${text('')}<answer>${text(d.text)}</answer></subquestion>`);
      meta.ids = [...q.pairs.map((p) => p.id), ...q.distractors.map((d) => d.id)];
      break;
    case 'ordering':
      type = 'ordering';
      parts.push('<layouttype>VERTICAL</layouttype>', '<selecttype>ALL</selecttype>');
      parts.push(`<gradingtype>${q.partial ? 'RELATIVENEXTEXCLUDELAST' : 'ALLORNOTHING'}</gradingtype>`);
      q.items.forEach((o, i) => parts.push(answer(i + 1, o.text)));
      meta.ids = q.items.map((o) => o.id);
      meta.partial = q.partial;
      break;
    case 'essay':
      type = 'essay';
      parts.push('<responseformat>editor</responseformat>', '<responserequired>1</responserequired>');
      parts.push(`<minwordlimit>${q.min_words}</minwordlimit>`, `<maxwordlimit>${q.max_words}</maxwordlimit>`);
      parts.push(html('graderinfo', q.rubric));
      break;
    case 'fill_blanks': {
      type = 'cloze';
      const byId = new Map(q.blanks.map((b) => [b.id, b]));
      // A brace of the text itself would read as the start of a subquestion: it goes as an entity (the same
      // character on the page), and only the blanks are written as braces.
      stem = q.stem.replace(/\{/g, '&#123;').replace(/\[\[([a-z0-9_-]{1,24})\]\]/gi, (_all, id: string) => {
        const b = byId.get(id)!;
        const answers = b.options
          ? b.options.map((o) => `${b.accepted.includes(o) ? '=' : ''}${clozeEsc(o)}`).join('~')
          : b.accepted.map((a) => `=${clozeEsc(a)}`).join('~');
        return `{1:${b.options ? 'MULTICHOICE' : q.case_sensitive ? 'SHORTANSWER_C' : 'SHORTANSWER'}:${answers}}`;
      });
      meta.blanks = q.blanks.map((b) => b.id);
      meta.case_sensitive = q.case_sensitive;
      break;
    }
  }
  const tags = filing.tags.length ? `<tags>${filing.tags.map((t) => `<tag>${text(t)}</tag>`).join('')}</tags>` : '';
  return [
    `<question type="${type}">`,
    `<name>${text(`Question ${n}`)}</name>`,
    html('questiontext', stem),
    html('generalfeedback', q.feedback),
    `<defaultgrade>${q.points}</defaultgrade>`,
    ...parts,
    tags,
    `<lbd>${esc(JSON.stringify(meta))}</lbd>`,
    '</question>',
  ]
    .filter(Boolean)
    .join('\n');
}

// ---- reading ----------------------------------------------------------------------------------------

interface Node {
  name: string;
  attrs: Record<string, string>;
  children: Node[];
  text: string;
  line: number;
}

/** The file as a tree (bounded depth; no DOCTYPE), or a 422 naming the file. */
function tree(xml: string): Node {
  const parser = new SaxesParser({ position: true });
  const root: Node = { name: '#root', attrs: {}, children: [], text: '', line: 1 };
  const stack: Node[] = [root];
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  parser.on('doctype', () => {
    failed = true;
  });
  parser.on('opentag', (tag) => {
    const node: Node = {
      name: tag.name,
      attrs: { ...(tag.attributes as Record<string, string>) },
      children: [],
      text: '',
      line: parser.line,
    };
    stack.at(-1)!.children.push(node);
    stack.push(node);
    if (stack.length > LIMITS.xmlDepth) failed = true;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const addText = (t: string) => {
    stack.at(-1)!.text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  try {
    parser.write(xml).close();
  } catch {
    failed = true;
  }
  if (failed) throw new ValidationError({ file: X.unreadable });
  return root;
}

const child = (n: Node | undefined, name: string) => n?.children.find((c) => c.name === name);
const all = (n: Node | undefined, name: string) => n?.children.filter((c) => c.name === name) ?? [];
const textOf = (n: Node | undefined) => child(n, 'text')?.text ?? '';
const numOf = (n: Node | undefined) => (n && n.text.trim() !== '' ? Number(n.text.trim()) : undefined);

/** Moodle XML's questions, each with its line. */
export function* parseMoodleXml(xml: string): Generator<ReadXml> {
  const root = tree(xml);
  const quiz = child(root, 'quiz');
  if (!quiz) throw new ValidationError({ file: X.unreadable });
  let category: string | undefined;
  for (const q of all(quiz, 'question')) {
    const type = q.attrs.type ?? '';
    if (type === 'category') {
      const path = textOf(child(q, 'category'))
        .replace(/^\$(course|system|module|cat\d*)\$\//, '')
        .replace(/^top\/?/, '');
      category = path || undefined;
      continue;
    }
    yield readOne(q, type, category);
  }
}

function readOne(q: Node, type: string, category: string | undefined): ReadXml {
  const line = q.line;
  let meta: Meta = {};
  const lbd = child(q, 'lbd');
  if (lbd) {
    try {
      const parsed = JSON.parse(lbd.text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) meta = parsed as Meta;
    } catch {
      return { line, body: null, reasons: [X.xmlSyntax('the <lbd> element is not JSON')] };
    }
  }
  const ids = Array.isArray(meta.ids) ? meta.ids : [];
  const idAt = (i: number, fallback: string) => (typeof ids[i] === 'string' ? ids[i] : fallback);
  const answers = all(q, 'answer').map((a) => ({ fraction: Number(a.attrs.fraction ?? 0), text: textOf(a), node: a }));
  let stem = textOf(child(q, 'questiontext'));
  const out: Record<string, unknown> = {
    stem,
    feedback: textOf(child(q, 'generalfeedback')),
    points: numOf(child(q, 'defaultgrade')),
  };
  switch (type) {
    case 'multichoice': {
      const single = (child(q, 'single')?.text.trim() ?? 'true') !== 'false';
      const options = answers.map((a, i) => ({ id: idAt(i, String.fromCharCode(97 + i)), text: a.text }));
      const negative = answers.filter((a) => a.fraction < 0).map((a) => -a.fraction / 100);
      const penalty = meta.penalty ?? (negative.length && single ? Math.max(...negative) : undefined);
      if (single) {
        const best = answers.reduce((b, a, i) => (a.fraction > answers[b]!.fraction ? i : b), 0);
        Object.assign(out, { type: 'single_choice', options, correct: options[best]?.id ?? '', penalty });
      } else
        Object.assign(out, {
          type: 'multiple_response',
          options,
          correct: options.filter((_, i) => answers[i]!.fraction > 0).map((o) => o.id),
          partial: meta.partial,
          penalty,
        });
      break;
    }
    case 'truefalse': {
      const right = answers.find((a) => a.fraction > 0);
      Object.assign(out, {
        type: 'true_false',
        correct: right?.text.trim().toLowerCase() === 'true',
        penalty: meta.penalty,
      });
      break;
    }
    case 'shortanswer':
      Object.assign(out, {
        type: 'short_answer',
        accepted: answers.filter((a) => a.fraction > 0).map((a) => a.text),
        case_sensitive: child(q, 'usecase')?.text.trim() === '1',
        spaces: meta.spaces,
      });
      break;
    case 'numerical': {
      const best = answers.find((a) => a.fraction >= 100) ?? answers[0];
      Object.assign(out, {
        type: 'numerical',
        answer: best ? Number(best.text) : Number.NaN,
        tolerance: numOf(child(best?.node, 'tolerance')) ?? 0,
        tolerance_kind: meta.tolerance_kind,
      });
      break;
    }
    case 'matching': {
      const subs = all(q, 'subquestion').map((s) => ({ left: textOf(s), right: textOf(child(s, 'answer')) }));
      const pairs = subs.filter((s) => s.left.trim() !== '');
      const extra = subs.filter((s) => s.left.trim() === '');
      Object.assign(out, {
        type: 'matching',
        pairs: pairs.map((p, i) => ({ id: idAt(i, `p${i + 1}`), ...p })),
        distractors: extra.map((d, i) => ({ id: idAt(pairs.length + i, `d${i + 1}`), text: d.right })),
      });
      break;
    }
    case 'ordering': {
      const items = [...answers].sort((a, b) => a.fraction - b.fraction);
      Object.assign(out, {
        type: 'ordering',
        items: items.map((a, i) => ({ id: idAt(i, String.fromCharCode(97 + i)), text: a.text })),
        partial: meta.partial ?? child(q, 'gradingtype')?.text.trim() !== 'ALLORNOTHING',
      });
      break;
    }
    case 'essay':
      Object.assign(out, {
        type: 'essay',
        min_words: numOf(child(q, 'minwordlimit')) || undefined,
        max_words: numOf(child(q, 'maxwordlimit')) || undefined,
        rubric: textOf(child(q, 'graderinfo')),
      });
      break;
    case 'cloze': {
      const names = Array.isArray(meta.blanks) ? meta.blanks : [];
      const blanks: Record<string, unknown>[] = [];
      let bad = false;
      let caseSensitive = meta.case_sensitive ?? false;
      stem = stem.replace(/\{(\d*):([A-Z_]+):((?:\\.|[^}\\])*)\}/g, (_all, _w: string, kind: string, body: string) => {
        const k = blanks.length;
        const id = typeof names[k] === 'string' ? names[k] : `blank${k + 1}`;
        const choices = (body.match(/(?:\\.|[^~\\])+/g) ?? []).map((c) => {
          const right = c.startsWith('=') || /^%100%/.test(c);
          const t = clozeUnesc(
            c
              .replace(/^=|^%-?\d+(?:\.\d+)?%/, '')
              .split(/(?<!\\)#/)[0]!
              .trim(),
          );
          return { right, text: t };
        });
        const dropdown = /^(MULTICHOICE|MC|MULTICHOICE_S|MCS)/.test(kind);
        if (!dropdown && !/^(SHORTANSWER|SA|MW)/.test(kind)) bad = true;
        if (/_C$/.test(kind)) caseSensitive = true;
        blanks.push({
          id,
          accepted: choices.filter((c) => c.right).map((c) => c.text),
          ...(dropdown ? { options: choices.map((c) => c.text) } : {}),
        });
        return `[[${id}]]`;
      });
      if (bad) return { line, body: null, reasons: [X.xmlUnsupported('cloze with a numerical or other subquestion')] };
      Object.assign(out, {
        type: 'fill_blanks',
        stem: stem.replace(/&#123;/g, '{'),
        blanks,
        case_sensitive: caseSensitive,
      });
      break;
    }
    default:
      return { line, body: null, reasons: [X.xmlUnsupported(type || 'unnamed')] };
  }
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  const tags = all(child(q, 'tags'), 'tag')
    .map((t) => textOf(t).trim())
    .filter(Boolean);
  return {
    line,
    body: {
      category,
      difficulty: typeof meta.difficulty === 'string' ? meta.difficulty : undefined,
      tags,
      skills: Array.isArray(meta.skills) ? meta.skills.filter((s): s is string => typeof s === 'string') : [],
      question: out,
    },
    reasons: [],
  };
}
