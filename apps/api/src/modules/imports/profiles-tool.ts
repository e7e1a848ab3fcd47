import { randomUUID } from 'node:crypto';
import { IMPORT_FIELDS, IMPORT_TEXTS as X, normalizePhone, personName } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { intArray, textArray, type Tx } from '../../db/sql';
import { findByKeys, instituteOf, readKey, ROLL_NUMBER, scopeRefusal, type StudentRecord } from './students';
import type { AppliedRow, ImportToolHandler, PlannedRow, RowInput } from './tool';
import { errorRow } from '../../lib/import-rows';

/*
 * /bulkProfileUpdation: students' names, phone, roll number, batch, specialization and degree, matched by
 * email, phone or roll number; new students are created in the institute and invited to set a password.
 * An existing account's email is never changed here (it is how they sign in).
 */

type Column =
  'first_name' | 'last_name' | 'phone' | 'roll_number' | 'graduation_year' | 'specialization_id' | 'degree_id';
type Values = Partial<Record<Column, string | number | null>>;

const FIELD_OF: Record<Column, string> = {
  first_name: 'first_name',
  last_name: 'last_name',
  phone: 'phone',
  roll_number: 'roll_number',
  graduation_year: 'batch',
  specialization_id: 'specialization',
  degree_id: 'degree',
};
const label = (field: string) => IMPORT_FIELDS.profiles.find((f) => f.key === field)?.label ?? field;

/** Catalogue names (lower case, name or full name) -> id, for the names a chunk uses. */
async function catalogue(db: Db | Tx, table: 'specializations' | 'degrees', names: Set<string>) {
  if (names.size === 0) return new Map<string, number>();
  const list = textArray([...names]);
  // Degrees answer to their short and full names (B.Tech, Bachelor of Technology); specializations to their name.
  const full = table === 'degrees' ? sql`full_name` : sql`name`;
  const rows = rowsOf<{ id: number; name: string; full_name: string }>(
    await db.execute(sql`select id, name, ${full} as full_name from ${sql.raw(table)}
      where active and (lower(name) = any(${list}) or lower(${full}) = any(${list})) order by id`),
  );
  const out = new Map<string, number>();
  for (const r of rows) {
    if (!out.has(r.name.toLowerCase())) out.set(r.name.toLowerCase(), r.id);
    if (!out.has(r.full_name.toLowerCase())) out.set(r.full_name.toLowerCase(), r.id);
  }
  return out;
}

/** A row's values read by the shared rules: the columns to write, or the first error. */
function readValues(
  input: RowInput,
  specs: Map<string, number>,
  degrees: Map<string, number>,
): { values: Values } | { error: string } {
  const v = input.values;
  const out: Values = {};
  for (const field of ['first_name', 'last_name'] as const) {
    if (v[field] === undefined) continue;
    const parsed = personName(label(field)).safeParse(v[field]);
    if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? X.invalid(label(field)) };
    out[field] = parsed.data;
  }
  if (v.phone !== undefined) {
    const phone = normalizePhone('+91', v.phone)?.phone;
    if (!phone) return { error: X.invalid(label('phone')) };
    out.phone = phone;
  }
  if (v.roll_number !== undefined) {
    if (!ROLL_NUMBER.test(v.roll_number)) return { error: X.invalid(label('roll_number')) };
    out.roll_number = v.roll_number;
  }
  if (v.batch !== undefined) {
    const year = Number(v.batch);
    if (!Number.isInteger(year) || year < 1990 || year > 2040) return { error: X.batchRange };
    out.graduation_year = year;
  }
  if (v.specialization !== undefined) {
    const id = specs.get(v.specialization.toLowerCase());
    if (!id) return { error: X.unknownValue(label('specialization')) };
    out.specialization_id = id;
  }
  if (v.degree !== undefined) {
    const id = degrees.get(v.degree.toLowerCase());
    if (!id) return { error: X.unknownValue(label('degree')) };
    out.degree_id = id;
  }
  return { values: out };
}

const blank = (x: unknown) => x === null || x === undefined || x === '';

/** The columns a row changes on an existing record (only empty ones with fill-empty-only). */
function diff(current: StudentRecord, values: Values, fillEmptyOnly: boolean): Values {
  const out: Values = {};
  for (const [column, value] of Object.entries(values) as [Column, string | number][]) {
    const now = current[column];
    if (fillEmptyOnly && !blank(now)) continue;
    if (now !== value) out[column] = value;
  }
  return out;
}

/** Phones and roll numbers another profile already holds (unique columns), among these. */
async function taken(db: Db | Tx, phones: string[], rolls: string[], instituteId: number | null) {
  const phoneOwners = phones.length
    ? rowsOf<{ id: number; phone: string }>(
        await db.execute(
          sql`select id, phone from profiles where country_code = '+91' and phone = any(${textArray(phones)})`,
        ),
      )
    : [];
  const rollOwners =
    rolls.length && instituteId !== null
      ? rowsOf<{ id: number; roll_number: string }>(
          await db.execute(sql`select id, roll_number from profiles where my_org_id = ${instituteId}
            and roll_number = any(${textArray(rolls)})`),
        )
      : [];
  return {
    phone: new Map(phoneOwners.map((r) => [r.phone, r.id])),
    roll: new Map(rollOwners.map((r) => [r.roll_number, r.id])),
  };
}

/** A student's full name follows their first and last name. */
const renamed = (tx: Tx, id: number) =>
  tx.execute(sql`update profiles set full_name = trim(first_name || ' ' || coalesce(last_name, '')) where id = ${id}`);

const error = errorRow;

export function profilesTool(options: { invite: (emails: string[]) => Promise<void> }): ImportToolHandler {
  return {
    tool: 'profiles',

    async plan(db, rows, scope) {
      const { match_by: key, mode, fill_empty_only: fillEmpty } = scope.options;
      const institute = instituteOf(scope);
      const keys = rows.map((r) => readKey(key, r.values[key]));
      const specNames = new Set(
        rows.map((r) => r.values.specialization?.toLowerCase()).filter((x): x is string => !!x),
      );
      const degreeNames = new Set(rows.map((r) => r.values.degree?.toLowerCase()).filter((x): x is string => !!x));
      const [found, specs, degrees] = await Promise.all([
        findByKeys(db, key, [...new Set(keys.flatMap((k) => ('value' in k ? [k.value] : [])))], institute),
        catalogue(db, 'specializations', specNames),
        catalogue(db, 'degrees', degreeNames),
      ]);
      const read = rows.map((r) => readValues(r, specs, degrees));
      const phones = read.flatMap((x) => ('values' in x && typeof x.values.phone === 'string' ? [x.values.phone] : []));
      const rolls = read.flatMap((x) =>
        'values' in x && typeof x.values.roll_number === 'string' ? [x.values.roll_number] : [],
      );
      const owners = await taken(db, phones, rolls, institute);
      // Each row's email: its match value, or its Email column when rows match otherwise. The profiles and
      // the accounts (without a profile too) that hold them: a new student needs an email nobody uses.
      const rowEmails = rows.map((r, i) => {
        const k = key === 'email' ? keys[i]! : r.values.email ? readKey('email', r.values.email) : null;
        return k && 'value' in k ? k.value : null;
      });
      const emailList = [...new Set(rowEmails.filter((e): e is string => !!e))];
      const byEmail = key === 'email' ? found : await findByKeys(db, 'email', emailList, null);
      const accountEmails = new Set(
        emailList.length === 0
          ? []
          : rowsOf<{ email: string }>(
              await db.execute(
                sql`select lower(email) as email from users where lower(email) = any(${textArray(emailList)})`,
              ),
            ).map((r) => r.email),
      );

      return rows.map((input, i): PlannedRow => {
        const k = keys[i]!;
        if ('error' in k) return error(input.row, k.error);
        const values = read[i]!;
        if ('error' in values) return error(input.row, values.error);
        const current = found.get(k.value) ?? null;
        const clash = (id: number | null) => {
          const v = values.values;
          if (typeof v.phone === 'string' && (owners.phone.get(v.phone) ?? id) !== id) return X.takenBy(label('phone'));
          if (typeof v.roll_number === 'string' && (owners.roll.get(v.roll_number) ?? id) !== id)
            return X.takenBy(label('roll_number'));
          return null;
        };
        if (current) {
          const refusal = scopeRefusal(current, scope, key);
          if (refusal) return error(input.row, refusal);
          if (mode === 'create')
            return {
              row: input.row,
              outcome: 'unchanged',
              fields: [],
              error: X.exists,
              targetId: current.id,
              change: null,
            };
          const change = diff(current, values.values, fillEmpty);
          const columns = Object.keys(change) as Column[];
          if (columns.length === 0)
            return {
              row: input.row,
              outcome: 'unchanged',
              fields: [],
              error: null,
              targetId: current.id,
              change: null,
            };
          const problem = clash(current.id);
          if (problem) return error(input.row, problem);
          return {
            row: input.row,
            outcome: 'update',
            fields: columns.map((c) => FIELD_OF[c]),
            error: null,
            targetId: current.id,
            change,
          };
        }
        if (mode === 'update') return error(input.row, X.noMatch(label(key)));
        if (institute === null) return error(input.row, X.instituteRequired);
        const email = rowEmails[i];
        if (!email) return error(input.row, X.required(label('email')));
        if (key !== 'email' && byEmail.has(email)) return error(input.row, X.takenBy(label('email')));
        if (accountEmails.has(email)) return error(input.row, X.takenBy(label('email')));
        if (!values.values.first_name) return error(input.row, X.required(label('first_name')));
        const problem = clash(null);
        if (problem) return error(input.row, problem);
        const change: Values & { email: string } = { ...values.values, email };
        if (key === 'phone') change.phone = k.value;
        if (key === 'roll_number') change.roll_number = k.value;
        return {
          row: input.row,
          outcome: 'create',
          fields: ['email', ...Object.keys(values.values).map((c) => FIELD_OF[c as Column])],
          error: null,
          targetId: null,
          change,
        };
      });
    },

    async apply(tx, rows, scope) {
      const out: AppliedRow[] = [];
      const institute = instituteOf(scope);
      for (const r of rows) {
        const change = r.change as Values & { email?: string };
        if (r.outcome === 'update' && r.targetId !== null) {
          const columns = Object.keys(change) as Column[];
          const [before] = rowsOf<Record<string, unknown>>(
            await tx.execute(
              sql`select ${sql.join(
                [...columns, 'updated_at'].map((c) => sql.identifier(c)),
                sql`, `,
              )} from profiles where id = ${r.targetId} for update`,
            ),
          );
          const sets = columns.map((c) => sql`${sql.identifier(c)} = ${change[c]}`);
          if (change.phone !== undefined) sets.push(sql`country_code = '+91'`);
          await tx.execute(
            sql`update profiles set ${sql.join(sets, sql`, `)}, updated_at = ${scope.now} where id = ${r.targetId}`,
          );
          if (change.first_name !== undefined || change.last_name !== undefined) await renamed(tx, r.targetId);
          out.push({ row: r.row, targetId: r.targetId, before: before ?? {}, after: change });
        } else if (r.outcome === 'create' && institute !== null && change.email) {
          const userId = randomUUID();
          const first = String(change.first_name);
          const last = change.last_name ? String(change.last_name) : null;
          const full = last ? `${first} ${last}` : first;
          await tx.execute(sql`insert into users (id, name, email, created_at, updated_at)
            values (${userId}, ${full}, ${change.email}, ${scope.now}, ${scope.now})`);
          const [row] = rowsOf<{ id: number }>(
            await tx.execute(sql`insert into profiles (user_id, profile_type, first_name, last_name, full_name, email,
                country_code, phone, roll_number, graduation_year, specialization_id, degree_id, my_org_id, active)
              values (${userId}, 'STUDENT', ${first}, ${last}, ${full}, ${change.email},
                ${change.phone ? '+91' : null}, ${change.phone ?? null}, ${change.roll_number ?? null},
                ${change.graduation_year ?? null}, ${change.specialization_id ?? null}, ${change.degree_id ?? null},
                ${institute}, true)
              returning id`),
          );
          out.push({ row: r.row, targetId: row!.id, before: null, after: { ...change, user_id: userId } });
        }
      }
      return out;
    },

    async undo(tx, rows) {
      // Created accounts go (their profiles with them) unless their owner has already set a password.
      const created = rows.filter((r) => r.before === null).map((r) => String(r.after.user_id));
      const used = new Set(
        created.length === 0
          ? []
          : rowsOf<{ user_id: string }>(
              await tx.execute(
                sql`select user_id from accounts where user_id = any(${textArray(created)}) and password is not null`,
              ),
            ).map((r) => r.user_id),
      );
      const gone = created.filter((u) => !used.has(u));
      if (gone.length > 0) await tx.execute(sql`delete from users where id = any(${textArray(gone)})`);
      let kept = created.length - gone.length;
      // An updated profile gets back each value the import wrote and nobody has changed since; a value
      // changed after the import stays (the profile counts as kept, and keeps its own updated_at).
      const updated = rows.filter((r) => r.before !== null);
      const columns = [...new Set(updated.flatMap((r) => Object.keys(r.before!).filter((c) => c !== 'updated_at')))];
      const now = new Map(
        updated.length === 0 || columns.length === 0
          ? []
          : rowsOf<Record<string, unknown> & { id: number }>(
              await tx.execute(
                sql`select id, ${sql.join(
                  columns.map((c) => sql.identifier(c)),
                  sql`, `,
                )} from profiles where id = any(${intArray(updated.map((r) => r.targetId))}) for update`,
              ),
            ).map((p) => [p.id, p]),
      );
      const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');
      for (const r of updated) {
        const current = now.get(r.targetId);
        if (!current) continue;
        const fields = Object.keys(r.before!).filter((c) => c !== 'updated_at');
        const back = fields.filter((c) => same(current[c], r.after[c]));
        if (back.length < fields.length) kept++;
        const restore = back.length === fields.length ? [...back, 'updated_at'] : back;
        const sets = restore
          .filter((c) => c in r.before!)
          .map((c) => sql`${sql.identifier(c)} = ${r.before![c] as string | number | Date | null}`);
        if (sets.length === 0) continue;
        await tx.execute(sql`update profiles set ${sql.join(sets, sql`, `)} where id = ${r.targetId}`);
        if (back.includes('first_name') || back.includes('last_name')) await renamed(tx, r.targetId);
      }
      return kept;
    },

    async afterCommit(rows) {
      const emails = rows.filter((r) => r.before === null).map((r) => String(r.after.email));
      if (emails.length > 0) await options.invite(emails);
    },
  };
}
