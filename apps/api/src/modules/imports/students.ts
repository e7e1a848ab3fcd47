import { IMPORT_FIELDS, IMPORT_TEXTS as X, normalizePhone, profileEmail, type MatchKey } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { textArray, type Tx } from '../../db/sql';
import type { ImportScope } from './tool';

/*
 * Finding a row's student, for every tool: the match value read by the shared rules (an email, an Indian
 * mobile number of SPEC §5.1 as `normalizePhone` reads it, a roll number), then the profiles of a chunk looked up in one statement.
 */

export interface StudentRecord {
  id: number;
  user_id: string;
  profile_type: string;
  my_org_id: number | null;
  org_membership: string;
  email: string | null;
  country_code: string | null;
  phone: string | null;
  roll_number: string | null;
  first_name: string;
  last_name: string | null;
  graduation_year: number | null;
  specialization_id: number | null;
  degree_id: number | null;
}

const label = (key: string) => IMPORT_FIELDS.profiles.find((f) => f.key === key)?.label ?? key;

export const ROLL_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,39}$/;

/** A field's value read by its rule, or the row's error (the field named, never the value). */
export function readKey(key: MatchKey, text: string | undefined): { value: string } | { error: string } {
  if (!text) return { error: X.required(label(key)) };
  if (key === 'email') {
    const parsed = profileEmail.safeParse(text);
    return parsed.success ? { value: parsed.data.toLowerCase() } : { error: X.invalid(label(key)) };
  }
  if (key === 'phone') {
    const phone = normalizePhone('+91', text)?.phone;
    return phone ? { value: phone } : { error: X.invalid(label(key)) };
  }
  return ROLL_NUMBER.test(text) ? { value: text } : { error: X.invalid(label(key)) };
}

const COLUMNS = sql`p.id, p.user_id, p.profile_type, p.my_org_id, p.org_membership, p.email, p.country_code, p.phone, p.roll_number,
  p.first_name, p.last_name, p.graduation_year, p.specialization_id, p.degree_id`;

/**
 * The profiles these keys name, by key (emails lower-cased). Roll numbers are an institute's own, so they
 * are looked up in the scope's institute (or the admin's chosen one).
 */
export async function findByKeys(
  db: Db | Tx,
  key: MatchKey,
  values: readonly string[],
  instituteId: number | null,
): Promise<Map<string, StudentRecord>> {
  if (values.length === 0) return new Map();
  const list = textArray(values);
  const where =
    key === 'email'
      ? sql`lower(p.email) = any(${list})`
      : key === 'phone'
        ? sql`p.country_code = '+91' and p.phone = any(${list})`
        : sql`p.my_org_id = ${instituteId ?? -1} and p.roll_number = any(${list})`;
  // An email matches the sign-in address or the profile's contact address.
  const rows = rowsOf<StudentRecord & { login_email: string }>(
    await db.execute(sql`select ${COLUMNS}, lower(u.email) as login_email from profiles p join users u on u.id = p.user_id
      where ${key === 'email' ? sql`(${where} or lower(u.email) = any(${list}))` : where}`),
  );
  const out = new Map<string, StudentRecord>();
  for (const { login_email, ...r } of rows) {
    if (key === 'email') {
      out.set(login_email, r);
      if (r.email && !out.has(r.email.toLowerCase())) out.set(r.email.toLowerCase(), r);
    } else out.set(key === 'phone' ? (r.phone ?? '') : (r.roll_number ?? ''), r);
  }
  return out;
}

/**
 * Whether the scope may act on this profile: a student (or, for the mentor tool, a mentor), of the
 * institute for its staff (a mentor accepted by it).
 */
export function scopeRefusal(
  record: StudentRecord,
  scope: ImportScope,
  key: MatchKey,
  role: 'STUDENT' | 'ADVISOR' = 'STUDENT',
): string | null {
  if (record.profile_type !== role) return role === 'STUDENT' ? X.notStudent : X.notMentor;
  if (scope.orgId !== null && record.my_org_id !== scope.orgId) return X.otherOrg(label(key));
  if (role === 'ADVISOR' && record.org_membership !== 'MEMBER') return X.otherOrg(label(key));
  return null;
}

/** The institute new students and roll numbers belong to: the staff's own, or the one an admin chose. */
export const instituteOf = (scope: ImportScope) => scope.orgId ?? scope.options.institute_id;
