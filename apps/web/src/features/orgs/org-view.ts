import { isPartnerType, orgSlug, type OrgCounts, type PartnerType } from '@lbd/shared/orgs';

/** The org pages' tabs, in order; Overview is /company/{id} itself. */
export const ORG_TABS = ['overview', 'jobs', 'events', 'clubs', 'mentors'] as const;
export type OrgTab = (typeof ORG_TABS)[number];

/** Which tab a company route shows. */
export function tabOfPattern(pattern: string): OrgTab {
  const last = pattern.split('/').pop();
  return (ORG_TABS as readonly string[]).includes(last ?? '') ? (last as OrgTab) : 'overview';
}

/** Where a tab of a company lives: /company/{id} and /company/{id}/{tab}. */
export function tabPath(orgId: number, tab: OrgTab): string {
  return tab === 'overview' ? `/company/${orgId}` : `/company/${orgId}/${tab}`;
}

/** The public address of a company: /companyPublic/{id}/{slug}, with /Details for its details page. */
export function publicPath(org: { id: number; full_name: string }, details = false): string {
  return `/companyPublic/${org.id}/${orgSlug(org.full_name)}${details ? '/Details' : ''}`;
}

/** A route's id: a positive whole number, else null (the page then shows Page Not Found). */
export function idFrom(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

export const partnerTypeOf = (raw: string | undefined): PartnerType | null => (isPartnerType(raw) ? raw : null);

/** Short facts for an org header: '3 open jobs', '2 mentors'; unknown counts (null) are left out. */
export function countFacts(counts: OrgCounts, students?: number): string[] {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const facts = [plural(counts.jobs, 'job', 'jobs')];
  if (counts.events !== null) facts.push(plural(counts.events, 'event', 'events'));
  if (counts.clubs !== null) facts.push(plural(counts.clubs, 'club', 'clubs'));
  facts.push(plural(counts.mentors, 'mentor', 'mentors'));
  if (students !== undefined) facts.push(plural(students, 'student', 'students'));
  return facts;
}

/** Up to two initials for an org without a logo. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** What a partner has here, for its card: 'Hiring: 3 jobs · 2 mentors'; empty when nothing yet. */
export function partnerFacts(p: {
  org_type: 'COMPANY' | 'INSTITUTION';
  jobs: number;
  mentors: number;
  students: number;
}) {
  const parts: string[] = [];
  if (p.jobs > 0) parts.push(`${p.jobs} ${p.jobs === 1 ? 'job' : 'jobs'}`);
  if (p.mentors > 0) parts.push(`${p.mentors} ${p.mentors === 1 ? 'mentor' : 'mentors'}`);
  if (p.org_type === 'INSTITUTION' && p.students > 0)
    parts.push(`${p.students} ${p.students === 1 ? 'student' : 'students'}`);
  return parts.join(' · ');
}
