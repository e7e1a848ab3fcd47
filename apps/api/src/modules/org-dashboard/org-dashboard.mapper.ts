import {
  ORG_ENTITY_STATUSES,
  type FirstResponse,
  type FunnelStages,
  type OrgEntity,
  type OrgEntityCounts,
  type OrgEntityKind,
  type OrgFunnelJob,
} from '@lbd/shared';
import type { CountRow, EntityRow, FunnelRow, JobFunnelRow } from './org-dashboard.repo';

const iso = (v: Date | string) => new Date(v).toISOString();

/** The web path that opens a piece of the organisation's content. */
export function entityPath(kind: OrgEntityKind, id: number, jobType?: string | null): string {
  if (kind === 'events') return `/events/${id}`;
  if (kind === 'clubs') return `/clubDashboard/${id}`;
  return jobType === 'Internship' ? `/internships/${id}` : `/jobs/${id}`;
}

/** One kind's counts per status, zeros included; `total` is their sum. */
export function toCounts(kind: OrgEntityKind, rows: readonly CountRow[]): OrgEntityCounts {
  const out: OrgEntityCounts = { type: kind, total: 0, draft: 0, published: 0, closed: 0 };
  for (const r of rows) {
    if (r.kind !== kind || !ORG_ENTITY_STATUSES.includes(r.status)) continue;
    out[r.status] += Number(r.n);
    out.total += Number(r.n);
  }
  return out;
}

export const toEntity = (kind: OrgEntityKind, r: EntityRow): OrgEntity => ({
  id: r.id,
  type: kind,
  title: r.title,
  status: r.status,
  created_at: iso(r.inserted_at),
  updated_at: iso(r.updated_at),
  people: Number(r.people),
  path: entityPath(kind, r.id, r.job_type),
});

export const toStages = (r: FunnelRow): FunnelStages => ({
  total: r.total,
  applied: r.applied,
  shortlisted: r.shortlisted,
  selected: r.selected,
  withdrawn: r.withdrawn,
  rejected: r.rejected,
});

export const toFirstResponse = (r: FunnelRow): FirstResponse => ({
  median_seconds: r.median_seconds === null ? null : Number(r.median_seconds),
  responded: r.responded,
  waiting: r.waiting,
});

export const toFunnelJob = (r: JobFunnelRow): OrgFunnelJob => ({
  id: r.id,
  title: r.title,
  type: r.type,
  status: r.status,
  stages: toStages(r),
  first_response: toFirstResponse(r),
});
