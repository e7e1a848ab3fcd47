import {
  IMPORT_FIELDS,
  IMPORT_TEXTS as X,
  normaliseHeader,
  type ImportField,
  type ImportPlanBody,
  type ImportTool,
} from '@lbd/shared';

/*
 * Which column feeds which field (pure): suggested from the header's spelling and the mapping the
 * institute used last time, checked before a dry run, and the Aadhaar check on the columns' values.
 */

/** header -> field key ('' for a column left out): the saved mapping first, then the fields' spellings. */
export function suggestMapping(
  tool: ImportTool,
  headers: readonly string[],
  saved: Record<string, string> | null,
): Record<string, string> {
  const fields = IMPORT_FIELDS[tool];
  const known = new Set(fields.map((f) => f.key));
  const taken = new Set<string>();
  const out: Record<string, string> = {};
  for (const h of headers) out[h] = '';
  // Saved choices (by normalised header) win; then the exact key or a synonym.
  for (const h of headers) {
    const field = saved?.[normaliseHeader(h)];
    if (field && known.has(field) && !taken.has(field)) {
      out[h] = field;
      taken.add(field);
    }
  }
  for (const h of headers) {
    if (out[h]) continue;
    const n = normaliseHeader(h);
    const field = fields.find(
      (f) => !taken.has(f.key) && (normaliseHeader(f.key) === n || f.synonyms.some((s) => normaliseHeader(s) === n)),
    );
    if (field) {
      out[h] = field.key;
      taken.add(field.key);
    }
  }
  return out;
}

/** What the saved mapping keeps: normalised header -> field, for the columns that were mapped. */
export function mappingToSave(mapping: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(mapping)
      .filter(([, f]) => f)
      .map(([h, f]) => [normaliseHeader(h), f]),
  );
}

const labelOf = (fields: readonly ImportField[], key: string) => fields.find((f) => f.key === key)?.label ?? key;

/**
 * The mapping's problems as field -> message (empty when it can run): unknown columns or fields, a field
 * fed by two columns, no column for the match key, or for a field new records need when creating.
 */
export function mappingProblems(
  tool: ImportTool,
  headers: readonly string[],
  plan: Pick<ImportPlanBody, 'mapping' | 'mode' | 'match_by'>,
): Record<string, string> {
  const fields = IMPORT_FIELDS[tool];
  const problems: Record<string, string> = {};
  const used = new Map<string, number>();
  for (const [header, field] of Object.entries(plan.mapping)) {
    if (!headers.includes(header)) {
      problems.mapping = `The file has no column '${header.slice(0, 60)}'`;
      continue;
    }
    if (!field) continue;
    if (!fields.some((f) => f.key === field)) {
      problems.mapping = `'${field.slice(0, 40)}' is not a field of this tool`;
      continue;
    }
    used.set(field, (used.get(field) ?? 0) + 1);
  }
  for (const [field, n] of used) if (n > 1) problems.mapping = X.fieldMappedTwice(labelOf(fields, field));
  if (!used.has(plan.match_by)) problems.match_by = X.matchColumnMissing(labelOf(fields, plan.match_by));
  for (const f of fields) {
    if (f.required === 'always' && !used.has(f.key)) problems.mapping = X.requiredAlways(f.label);
  }
  if (plan.mode !== 'update') {
    for (const f of fields) {
      if (f.required === 'create' && !used.has(f.key)) problems.mapping = X.requiredForCreate(f.label);
    }
  }
  return problems;
}

// Verhoeff's tables: Aadhaar numbers end in a Verhoeff check digit.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** A 12-digit number (spaces or hyphens between groups allowed), first digit 2-9, with a valid Verhoeff check digit. */
export function isAadhaarLike(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^[2-9]\d{11}$/.test(digits)) return false;
  let c = 0;
  [...digits].reverse().forEach((ch, i) => {
    c = D[c]![P[i % 8]![Number(ch)]!]!;
  });
  return c === 0;
}

/** A column holds Aadhaar numbers when most of its filled cells (at least 3) look like one. */
export function looksLikeAadhaarColumn(values: readonly string[]): boolean {
  const filled = values.filter((v) => v.trim() !== '');
  if (filled.length === 0) return false;
  const hits = filled.filter(isAadhaarLike).length;
  return hits >= Math.min(3, filled.length) && hits * 2 > filled.length;
}
