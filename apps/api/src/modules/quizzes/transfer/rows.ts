import {
  QUIZ_TRANSFER_LIMITS as LIMITS,
  QUIZ_TRANSFER_TEXTS as X,
  QUESTION_TYPES,
  TEMPLATE_HEADERS,
  type Question,
  type QuestionType,
  type TemplateColumn,
} from '@lbd/shared';
import { guard, unguard } from '../../../lib/spreadsheet/formula-guard';

/*
 * One spreadsheet row per question (decision 0076): the template's columns to a question body the
 * contract then validates, and a question back to its row. Pure: the catalogue lookup of skill names is
 * the caller's.
 */

export type Row = Partial<Record<TemplateColumn, string>>;

/** What a row says, before the contract checks it: the body of POST .../questions, skills still by name. */
export interface RowBody {
  category?: string;
  difficulty?: string;
  tags: string[];
  skills: string[];
  question: Record<string, unknown>;
}

/** Twelve option columns: matching pairs and ordering items go to 12; choices stop at 10 (the contract says so). */
export const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'] as const;
const OPTION_COLUMNS = LETTERS.map((l) => `option_${l}` as const);

/** Splits on `sep` not preceded by a backslash; `\x` reads as x. Items trimmed, empty ones dropped. */
export function splitList(cell: string | undefined, sep = '|'): string[] {
  if (!cell) return [];
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i]!;
    if (c === '\\' && i + 1 < cell.length) {
      const next = cell[i + 1]!;
      // Only the separators and the backslash are escapes; any other backslash stays (HTML, paths).
      if (next === '|' || next === ';' || next === '=' || next === '\\') {
        cur += next;
        i++;
        continue;
      }
    }
    if (c === sep) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The inverse of splitList: each item escaped, joined by `sep`. */
export function joinList(items: readonly string[], sep = '|'): string {
  return items.map((s) => s.replace(/[\\|;=]/g, (c) => `\\${c}`)).join(sep);
}

/** `id=a|b; id2=c`: the first unescaped `=` ends the id. */
function splitAssignments(cell: string | undefined): { id: string; values: string[] }[] | null {
  const parts = splitRaw(cell ?? '', ';').filter((p) => p.trim());
  const out: { id: string; values: string[] }[] = [];
  for (const part of parts) {
    const at = unescapedIndex(part, '=');
    if (at < 0) return null;
    out.push({ id: part.slice(0, at).trim(), values: splitList(part.slice(at + 1)) });
  }
  return out;
}

/** Splits on an unescaped separator, keeping escapes for the next split. */
function splitRaw(s: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && i + 1 < s.length) {
      cur += s[i]! + s[i + 1]!;
      i++;
    } else if (s[i] === sep) {
      out.push(cur);
      cur = '';
    } else cur += s[i];
  }
  out.push(cur);
  return out;
}

function unescapedIndex(s: string, ch: string): number {
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === ch) return i;
  }
  return -1;
}

const yes = (v: string | undefined, column: string, reasons: string[]): boolean | undefined => {
  if (!v) return undefined;
  const t = v.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(t)) return true;
  if (['no', 'n', 'false', '0'].includes(t)) return false;
  reasons.push(X.notYesNo(column));
  return undefined;
};

const num = (v: string | undefined, column: string, reasons: string[]): number | undefined => {
  if (!v) return undefined;
  const n = Number(v.trim().replace(/,/g, ''));
  if (!Number.isFinite(n)) {
    reasons.push(X.notNumber(column));
    return undefined;
  }
  return n;
};

/** A cell as written: trimmed, the spreadsheet's formula guard (a leading apostrophe) taken off. */
export function cellText(v: unknown): string {
  const s = v === null || v === undefined ? '' : String(v);
  return unguard(s.trim());
}

export { guard, unguard };

/** A row of the template read into a question body, or the reasons it cannot be. */
export function rowToBody(row: Row): { body: RowBody; reasons: string[] } {
  const reasons: string[] = [];
  for (const column of TEMPLATE_HEADERS)
    if ((row[column]?.length ?? 0) > LIMITS.cellMax) reasons.push(X.cellTooLong(column));
  const type = row.type?.trim().toLowerCase() as QuestionType;
  const options = OPTION_COLUMNS.map((c) => row[c]?.trim() ?? '');
  const filled = options.flatMap((text, i) => (text ? [{ id: LETTERS[i]!, text }] : []));
  const q: Record<string, unknown> = {
    type,
    stem: row.stem ?? '',
    points: num(row.points, 'points', reasons),
    feedback: row.feedback || undefined,
  };
  const letters = (cell: string | undefined) => {
    const picked = splitList(cell).map((s) => s.toLowerCase());
    if (picked.some((l) => !LETTERS.includes(l as (typeof LETTERS)[number]))) reasons.push(X.notLetter);
    return picked;
  };
  if (!QUESTION_TYPES.includes(type)) reasons.push(X.unknownType);
  switch (type) {
    case 'single_choice':
      Object.assign(q, {
        options: filled,
        correct: letters(row.correct)[0] ?? '',
        penalty: num(row.penalty, 'penalty', reasons),
      });
      break;
    case 'multiple_response':
      Object.assign(q, {
        options: filled,
        correct: letters(row.correct),
        partial: yes(row.partial, 'partial', reasons),
        penalty: num(row.penalty, 'penalty', reasons),
      });
      break;
    case 'true_false': {
      const t = row.correct?.trim().toLowerCase();
      if (t !== 'true' && t !== 'false') reasons.push(X.notTrueFalse);
      Object.assign(q, { correct: t === 'true', penalty: num(row.penalty, 'penalty', reasons) });
      break;
    }
    case 'short_answer':
      Object.assign(q, {
        accepted: splitList(row.accepted),
        case_sensitive: yes(row.case_sensitive, 'case_sensitive', reasons),
        spaces: row.spaces?.trim().toLowerCase() || undefined,
      });
      break;
    case 'numerical':
      Object.assign(q, {
        answer: num(row.correct, 'correct', reasons) ?? Number.NaN,
        tolerance: num(row.tolerance, 'tolerance', reasons),
        tolerance_kind: row.tolerance_kind?.trim().toLowerCase() || undefined,
      });
      break;
    case 'fill_blanks': {
      const accepted = splitAssignments(row.accepted);
      const dropdowns = splitAssignments(row.blank_options);
      if (!accepted || !dropdowns) reasons.push(X.blankList);
      const choices = new Map((dropdowns ?? []).map((d) => [d.id, d.values]));
      Object.assign(q, {
        blanks: (accepted ?? []).map((b) => ({
          id: b.id,
          accepted: b.values,
          ...(choices.has(b.id) ? { options: choices.get(b.id) } : {}),
        })),
        case_sensitive: yes(row.case_sensitive, 'case_sensitive', reasons),
      });
      break;
    }
    case 'matching': {
      const pairs = filled.map((o) => {
        const at = o.text.indexOf('->');
        if (at < 0) reasons.push(X.pairArrow);
        return { id: o.id, left: o.text.slice(0, at).trim(), right: o.text.slice(at + 2).trim() };
      });
      const distractors = splitList(row.distractors).map((text, i) => ({ id: `d${i + 1}`, text }));
      Object.assign(q, { pairs: reasons.includes(X.pairArrow) ? [] : pairs, distractors });
      break;
    }
    case 'ordering':
      Object.assign(q, { items: filled, partial: yes(row.partial, 'partial', reasons) });
      break;
    case 'essay':
      Object.assign(q, {
        min_words: num(row.min_words, 'min_words', reasons),
        max_words: num(row.max_words, 'max_words', reasons),
        rubric: row.rubric || undefined,
      });
      break;
  }
  for (const k of Object.keys(q)) if (q[k] === undefined) delete q[k];
  return {
    body: {
      category: row.category?.trim() || undefined,
      difficulty: row.difficulty?.trim().toLowerCase() || undefined,
      tags: splitList(row.tags),
      skills: splitList(row.skills),
      question: q,
    },
    reasons: [...new Set(reasons)],
  };
}

/** Which column a contract message about `path` of the body points at. */
export function columnOf(path: readonly PropertyKey[]): string {
  const [head, field] = path.map(String);
  if (head !== 'question') return head === 'skill_ids' ? 'skills' : (head ?? 'row');
  switch (field) {
    case 'options':
    case 'items':
    case 'pairs':
      return 'options';
    case 'answer':
      return 'correct';
    case 'blanks':
      return 'accepted';
    case undefined:
      return 'type';
    default:
      return field;
  }
}

export interface QuestionFiling {
  category: string | null;
  difficulty: string | null;
  tags: string[];
  skills: string[];
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const bool = (b: boolean) => (b ? 'yes' : 'no');

/** A question back to its row of the template (every option id becomes its letter's place). */
export function questionToRow(q: Question, filing: QuestionFiling): Row {
  const row: Row = {
    type: q.type,
    category: filing.category ?? '',
    difficulty: filing.difficulty ?? '',
    tags: joinList(filing.tags),
    skills: joinList(filing.skills),
    points: text(q.points),
    stem: q.stem,
    feedback: q.feedback,
  };
  const put = (texts: string[]) => texts.forEach((t, i) => (row[OPTION_COLUMNS[i]!] = t));
  const letterOf = (ids: string[], id: string) => (LETTERS[ids.indexOf(id)] ?? '').toUpperCase();
  switch (q.type) {
    case 'single_choice': {
      put(q.options.map((o) => o.text));
      row.correct = letterOf(
        q.options.map((o) => o.id),
        q.correct,
      );
      row.penalty = text(q.penalty);
      break;
    }
    case 'multiple_response': {
      const ids = q.options.map((o) => o.id);
      put(q.options.map((o) => o.text));
      row.correct = q.correct.map((id) => letterOf(ids, id)).join('|');
      row.partial = bool(q.partial);
      row.penalty = text(q.penalty);
      break;
    }
    case 'true_false':
      row.correct = String(q.correct);
      row.penalty = text(q.penalty);
      break;
    case 'short_answer':
      row.accepted = joinList(q.accepted);
      row.case_sensitive = bool(q.case_sensitive);
      row.spaces = q.spaces;
      break;
    case 'numerical':
      row.correct = String(q.answer);
      row.tolerance = text(q.tolerance);
      row.tolerance_kind = q.tolerance_kind;
      break;
    case 'fill_blanks':
      row.accepted = q.blanks.map((b) => `${b.id}=${joinList(b.accepted)}`).join('; ');
      row.blank_options = q.blanks
        .filter((b) => b.options)
        .map((b) => `${b.id}=${joinList(b.options!)}`)
        .join('; ');
      row.case_sensitive = bool(q.case_sensitive);
      break;
    case 'matching':
      put(q.pairs.map((p) => `${p.left} -> ${p.right}`));
      row.distractors = joinList(q.distractors.map((d) => d.text));
      break;
    case 'ordering':
      put(q.items.map((o) => o.text));
      row.partial = bool(q.partial);
      break;
    case 'essay':
      row.min_words = text(q.min_words);
      row.max_words = text(q.max_words);
      row.rubric = q.rubric;
      break;
  }
  return row;
}
