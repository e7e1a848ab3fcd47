import type { ProfileType } from '@lbd/shared';

/** Companies and institutions wait for an admin's approval; students and mentors start active. */
export const startsActive = (type: ProfileType): boolean => type === 'STUDENT' || type === 'ADVISOR';

/**
 * How a new profile stands in the organisation it names. Staff (companies, institutions) and mentors
 * who name an organisation that already existed ask to join it: its approved staff or an admin
 * accept them. The one who creates a new organisation is its first member (and, for staff, waits for
 * an admin's approval of the profile). A student's institute is where they study, not a membership.
 */
export function initialMembership(type: ProfileType, createdOrg: boolean): 'MEMBER' | 'REQUESTED' {
  if (type === 'STUDENT' || createdOrg) return 'MEMBER';
  return 'REQUESTED';
}

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
