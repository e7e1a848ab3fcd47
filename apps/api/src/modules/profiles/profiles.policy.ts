import type { ProfileType } from '@lbd/shared';

/** Companies and institutions wait for an admin's approval; students and mentors start active. */
export const startsActive = (type: ProfileType): boolean => type === 'STUDENT' || type === 'ADVISOR';

/** The organisation type a profile of this type belongs to (null: any). */
export function orgTypeFor(type: ProfileType): 'INSTITUTION' | 'COMPANY' | null {
  switch (type) {
    case 'STUDENT':
    case 'INSTITUTION':
      return 'INSTITUTION';
    case 'COMPANY':
      return 'COMPANY';
    case 'ADVISOR':
      return null;
  }
}

/** The name a profile shows: the organisation's for companies and institutions, the person's otherwise. */
export function fullNameFor(
  type: ProfileType,
  person: { first_name: string; last_name?: string | null },
  orgName: string | null,
): string {
  if ((type === 'COMPANY' || type === 'INSTITUTION') && orgName) return orgName;
  return [person.first_name, person.last_name].filter(Boolean).join(' ');
}
