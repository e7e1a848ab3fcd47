import type { ClubCard, ClubDetail, ClubMembership, JoinRequestStatus } from '@lbd/shared';
import type { ClubRow } from './clubs.repo';

type Named = { id: number; name: string };
export interface ClubCatalogueNames {
  skills: { id: number; display_name: string }[];
  jobRoles: Named[];
  degrees: Named[];
  specializations: Named[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The named rows for these ids, in the club's order, skipping ids no longer in the catalogue. */
function pick<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/** A club as a list card. */
export function toClubCard(row: ClubRow, names: Pick<ClubCatalogueNames, 'skills'>): ClubCard {
  return {
    id: row.id,
    uuid: row.uuid,
    status: row.status,
    title: row.title,
    club_type: row.club_type,
    host: row.host,
    org: { id: row.org_id, full_name: row.org_name, logo_url: row.org_logo_url },
    is_online: row.is_online,
    location: row.location,
    member_count: row.member_count,
    skills: pick(row.skill_ids, names.skills),
    published_at: iso(row.published_at),
  };
}

export interface ClubViewer {
  canManage: boolean;
  canModerate: boolean;
  membership: { role: ClubMembership['role']; committee_title: string | null; joined_at: Date } | null;
  request: { id: number; status: JoinRequestStatus } | null;
}

/** A club in full, for its page. */
export function toClubDetail(row: ClubRow, names: ClubCatalogueNames, viewer: ClubViewer): ClubDetail {
  return {
    ...toClubCard(row, names),
    description: row.description,
    job_roles: pick(row.job_role_ids, names.jobRoles),
    degrees: pick(row.degree_ids, names.degrees),
    specializations: pick(row.specialization_ids, names.specializations),
    skill_ids: row.skill_ids,
    job_role_ids: row.job_role_ids,
    degree_ids: row.degree_ids,
    specialization_ids: row.specialization_ids,
    avatar_key: row.avatar_key,
    closed_at: iso(row.closed_at),
    inserted_at: row.inserted_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    can_manage: viewer.canManage,
    can_moderate: viewer.canModerate,
    my_membership: viewer.membership
      ? { ...viewer.membership, joined_at: viewer.membership.joined_at.toISOString() }
      : null,
    my_request: viewer.request,
  };
}

/** A person row of a club list with its dates as ISO text. */
export function withIsoDates<T extends Record<string, unknown>>(
  row: T,
): { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out as never;
}
