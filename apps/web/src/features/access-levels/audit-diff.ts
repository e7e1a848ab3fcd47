/** One field an audited change touched, as text. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const show = (v: unknown): string => {
  if (v === undefined || v === null) return '—';
  if (Array.isArray(v)) return v.length === 0 ? 'none' : v.map(show).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/** The fields whose value differs between an audit row's before and after (a whole value when not objects). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(before) && !isRecord(after)) {
    return show(before) === show(after) ? [] : [{ field: 'value', before: show(before), after: show(after) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => JSON.stringify(b[f]) !== JSON.stringify(a[f]))
    .map((f) => ({ field: f, before: show(b[f]), after: show(a[f]) }));
}
