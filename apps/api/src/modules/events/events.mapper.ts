import { daysLeft, type EnrollmentStatus, type EventCard, type EventDetail } from '@lbd/shared';
import type { CatalogueNames } from '../../db/catalogue-names';
import { seatsLeft } from './events.policy';
import type { EventRow } from './events.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** Uploaded images are served back by their key. */
export const uploadUrl = (key: string | null) => (key ? `/uploads/${key}` : null);

function pick<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/** An event as a list card. */
export function toEventCard(row: EventRow, names: Pick<CatalogueNames, 'skills'>, now: Date): EventCard {
  return {
    id: row.id,
    uuid: row.uuid,
    status: row.status,
    title: row.title,
    category: row.category,
    org: { id: row.org_id, full_name: row.org_name, logo_url: row.org_logo_url },
    is_online: row.is_online,
    location: row.location,
    starts_at: iso(row.starts_at),
    duration_hours: row.duration_hours,
    apply_by: row.apply_by,
    days_left: row.apply_by ? daysLeft(row.apply_by, now) : null,
    capacity: row.capacity,
    enrolled_count: row.enrolled_count,
    seats_left: seatsLeft(row),
    requires_approval: row.requires_approval,
    is_featured: row.is_featured,
    avatar_url: uploadUrl(row.avatar_key),
    banner_url: uploadUrl(row.banner_key),
    published_at: iso(row.published_at),
    skills: pick(row.skill_ids, names.skills),
  };
}

/** An event in full, for its page. */
export function toEventDetail(
  row: EventRow,
  names: CatalogueNames,
  now: Date,
  viewer: { canManage: boolean; myEnrollment: { id: number; status: EnrollmentStatus } | null },
): EventDetail {
  return {
    ...toEventCard(row, names, now),
    description: row.description,
    job_roles: pick(row.job_role_ids, names.jobRoles),
    degrees: pick(row.degree_ids, names.degrees),
    specializations: pick(row.specialization_ids, names.specializations),
    closed_at: iso(row.closed_at),
    inserted_at: row.inserted_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    can_manage: viewer.canManage,
    my_enrollment: viewer.myEnrollment,
  };
}
