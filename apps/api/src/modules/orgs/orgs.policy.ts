import { orgSlug } from '@lbd/shared';

/** Does the name part of /companyPublic/{id}/{name} belong to this org? Any casing or spacing of its slug. */
export function slugMatches(fullName: string, name: string): boolean {
  const wanted = orgSlug(fullName);
  return wanted !== '' && orgSlug(name) === wanted;
}
