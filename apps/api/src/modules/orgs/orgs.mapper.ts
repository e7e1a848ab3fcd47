import { orgSlug, type OrgCounts, type OrgPage, type Partner } from '@lbd/shared';
import type { OrgRow } from './orgs.repo';

/** An org row as its page: catalogue fields, the slug of its public address and what it has here. */
export function toOrgPage(row: OrgRow, counts: OrgCounts): OrgPage {
  return {
    id: row.id,
    full_name: row.full_name,
    short_name: row.short_name,
    org_type: row.org_type,
    city: row.city,
    state: row.state,
    website: row.website,
    logo_url: row.logo_url,
    slug: orgSlug(row.full_name),
    about: row.about,
    state_id: row.state_id,
    city_id: row.city_id,
    counts,
  };
}

export function toPartner(
  row: OrgRow,
  counts: { jobs: Map<number, number>; mentors: Map<number, number>; students: Map<number, number> },
): Partner {
  return {
    id: row.id,
    full_name: row.full_name,
    short_name: row.short_name,
    org_type: row.org_type,
    slug: orgSlug(row.full_name),
    city: row.city,
    state: row.state,
    logo_url: row.logo_url,
    jobs: counts.jobs.get(row.id) ?? 0,
    mentors: counts.mentors.get(row.id) ?? 0,
    students: counts.students.get(row.id) ?? 0,
  };
}
