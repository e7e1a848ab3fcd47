import { CLUB_TEXTS, type ClubCard, type ClubDetail, type OrgClubType, type UpdateClubBody } from '@lbd/shared/clubs';
import { type ProfileType } from '@lbd/shared/enums';
import { indiaDateTime } from '../../lib/dates';

/** Where a club meets, as a card shows it. */
export function clubPlace(club: Pick<ClubCard, 'is_online' | 'location'>): string {
  if (club.is_online)
    return club.location.trim() ? `${CLUB_TEXTS.online} · ${club.location.trim()}` : CLUB_TEXTS.online;
  return club.location.trim() || 'Place to be announced';
}

export function memberCountText(count: number): string {
  return count === 1 ? '1 member' : `${count.toLocaleString('en-IN')} members`;
}

/** A date and time in en-IN with a 12-hour clock, e.g. '21 Nov 2026, 6:30 pm'. */
export const formatClubDate = (iso: string | null): string => indiaDateTime(iso);

/** What the join area of a club page offers the viewer. */
export type JoinState = 'sign_in' | 'request' | 'requested' | 'member' | 'not_open' | 'none';

export function joinStateOf(
  club: Pick<ClubDetail, 'status' | 'my_membership' | 'my_request'>,
  profileType: ProfileType | null | undefined,
  signedIn: boolean,
): JoinState {
  if (club.my_membership) return 'member';
  if (!signedIn) return club.status === 'published' ? 'sign_in' : 'none';
  if (profileType !== 'STUDENT') return 'none';
  if (club.my_request?.status === 'pending') return 'requested';
  return club.status === 'published' ? 'request' : 'not_open';
}

/**
 * Students and mentors open clubs at /clubs/{id}; others at /clubDashboard/{id} when they run the
 * club (SPEC §2.2, §6). Null: stay on the page asked for.
 */
export function dashboardRedirect(
  profileType: ProfileType | null | undefined,
  club: Pick<ClubDetail, 'id' | 'can_moderate'>,
  editing: boolean,
): string | null {
  if (editing || !club.can_moderate) return null;
  if (profileType === 'COMPANY' || profileType === 'INSTITUTION') return `/clubDashboard/${club.id}`;
  return null;
}

/** The edit form of a club: text as typed, catalogue picks as id + name. */
export interface ClubFormValues {
  title: string;
  description: string;
  club_type: OrgClubType | '';
  host: string;
  is_online: boolean;
  location: string;
  skills: { id: number; label: string }[];
  job_roles: { id: number; label: string }[];
}

export function formValuesOf(club: ClubDetail): ClubFormValues {
  return {
    title: club.title,
    description: club.description,
    club_type: club.club_type ?? '',
    host: club.host,
    is_online: club.is_online,
    location: club.location,
    skills: club.skills.map((s) => ({ id: s.id, label: s.display_name })),
    job_roles: club.job_roles.map((r) => ({ id: r.id, label: r.name })),
  };
}

/** The PUT body of the edit form. */
export function toUpdateBody(values: ClubFormValues): UpdateClubBody {
  return {
    title: values.title,
    description: values.description,
    club_type: values.club_type === '' ? null : values.club_type,
    host: values.host,
    is_online: values.is_online,
    location: values.location,
    skill_ids: values.skills.map((s) => s.id),
    job_role_ids: values.job_roles.map((r) => r.id),
  };
}
