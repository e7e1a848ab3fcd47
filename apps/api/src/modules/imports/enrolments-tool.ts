import { ENROLMENT_TARGET_NAMES, IMPORT_TEXTS as X, type EnrolmentTargetRef } from '@lbd/shared';
import type { EnrolmentTarget } from '../../lib/enrolment-targets';
import { findByKeys, instituteOf, readKey, scopeRefusal } from './students';
import type { AppliedRow, ImportToolHandler, PlannedRow } from './tool';

/*
 * /bulkEnrollment and /multipleBulkEnroll: every student of the file into one or many items (events,
 * clubs, projects, learning paths), each kind through its owner's EnrolmentTarget. A row whose student is
 * already in every item is unchanged, so the same file sent twice changes nothing.
 */

const keyOf = (t: EnrolmentTargetRef) => `${t.kind}:${t.id}`;

/** Students into items (the enrolments tool), or mentors onto items (the advisors tool, role ADVISOR). */
export function enrolmentsTool(
  targets: readonly EnrolmentTarget[],
  role: 'STUDENT' | 'ADVISOR' = 'STUDENT',
): ImportToolHandler {
  const target = (kind: string) => {
    const t = targets.find((x) => x.kind === kind);
    if (!t) throw new Error(`no enrolment target for ${kind}`);
    return t;
  };
  return {
    tool: role === 'STUDENT' ? 'enrolments' : 'advisors',

    async plan(db, rows, scope) {
      const key = scope.options.match_by;
      const items = scope.options.items;
      const keys = rows.map((r) => readKey(key, r.values[key]));
      const found = await findByKeys(
        db,
        key,
        [...new Set(keys.flatMap((k) => ('value' in k ? [k.value] : [])))],
        instituteOf(scope),
      );
      const ids = [...found.values()].map((r) => r.id);
      const inItem = new Map<string, Set<number>>();
      for (const item of items) inItem.set(keyOf(item), await target(item.kind).enrolled(db, item.id, ids));
      return rows.map((input, i): PlannedRow => {
        const k = keys[i]!;
        const fail = (message: string): PlannedRow => ({
          row: input.row,
          outcome: 'error',
          fields: [],
          error: message,
          targetId: null,
          change: null,
        });
        if ('error' in k) return fail(k.error);
        const student = found.get(k.value);
        const label = key === 'roll_number' ? 'Roll number' : key === 'email' ? 'Email' : 'Phone';
        if (!student) return fail(role === 'STUDENT' ? X.noMatch(label) : X.noMentor(label));
        const refusal = scopeRefusal(student, scope, key, role);
        if (refusal) return fail(refusal);
        const missing = items.filter((item) => !inItem.get(keyOf(item))!.has(student.id));
        if (missing.length === 0)
          return { row: input.row, outcome: 'unchanged', fields: [], error: null, targetId: student.id, change: null };
        return {
          row: input.row,
          outcome: 'create',
          fields: missing.map((m) => `${ENROLMENT_TARGET_NAMES[m.kind]} ${m.id}`),
          error: null,
          targetId: student.id,
          change: { items: missing },
        };
      });
    },

    async apply(tx, rows, scope) {
      const out: AppliedRow[] = [];
      for (const r of rows) {
        if (r.targetId === null || !r.change) continue;
        const items = r.change.items as EnrolmentTargetRef[];
        for (const item of items) await target(item.kind).enrol(tx, item.id, r.targetId, scope.profileId, scope.now);
        out.push({ row: r.row, targetId: r.targetId, before: { items: [] }, after: { items } });
      }
      return out;
    },

    async undo(tx, rows) {
      for (const r of rows) {
        for (const item of (r.after.items ?? []) as EnrolmentTargetRef[])
          await target(item.kind).unenrol(tx, item.id, r.targetId);
      }
      return 0;
    },
  };
}
