/**
 * The students a request names by profile id and by email (an invitation, a pasted list): each named
 * once, emails compared without case; `lookUp` finds the active students among them. Answers those
 * found, their ids, and the names (ids as text, emails) that are no student.
 */
export async function namedStudents<T extends { id: number; email: string | null }>(
  named: { profile_ids?: readonly number[]; emails?: readonly string[] },
  lookUp: (ids: number[], emails: string[]) => Promise<T[]>,
) {
  const ids = [...new Set(named.profile_ids ?? [])];
  const emails = [...new Set((named.emails ?? []).map((e) => e.toLowerCase()))];
  const found = await lookUp(ids, emails);
  const foundIds = new Set(found.map((s) => s.id));
  const foundEmails = new Set(found.map((s) => s.email?.toLowerCase()));
  const notFound = [...ids.filter((id) => !foundIds.has(id)).map(String), ...emails.filter((e) => !foundEmails.has(e))];
  return { found, foundIds, notFound };
}
