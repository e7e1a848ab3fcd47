/*
 * Organisation pages (SPEC §2.1 company and institute pages, /partners/{type}; §7.4 org lists and
 * org_profiles; §7.7 /api/orgs/{id}, /api/institute_orgs/{id}, get_org_by_id_and_name).
 */

/** The two kinds of partner page: /partners/companies and /partners/institutes. */
export const PARTNER_TYPES = { companies: 'COMPANY', institutes: 'INSTITUTION' } as const;
export type PartnerType = keyof typeof PARTNER_TYPES;
export const isPartnerType = (value: string | undefined): value is PartnerType =>
  value === 'companies' || value === 'institutes';

/** What an organisation's staff may change on its public page; the name and type stay the admins'. */
export const ORG_PAGE_LIMITS = { about: 2000, website: 300, shortName: 60, logoBytes: 1024 * 1024 } as const;

/** A web address people can open: http or https, with a host. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The name part of /companyPublic/{id}/{name}: lower case, words joined by hyphens. */
export function orgSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** Where a partner's page lives: companies on their public page, institutes on /institute/{id}. */
export function orgPagePath(org: { id: number; full_name: string; org_type: 'COMPANY' | 'INSTITUTION' }): string {
  return org.org_type === 'COMPANY' ? `/companyPublic/${org.id}/${orgSlug(org.full_name)}` : `/institute/${org.id}`;
}
