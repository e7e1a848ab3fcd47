import { orgPagePath, orgSlug } from '@lbd/shared';
import { describe, expect, it } from 'vitest';
import { slugMatches } from './orgs.policy';

describe('organisation slugs', () => {
  it('makes lower-case hyphenated slugs', () => {
    expect(orgSlug('Larsen & Toubro')).toBe('larsen-and-toubro');
    expect(orgSlug("Dr. Reddy's Laboratories")).toBe('dr-reddy-s-laboratories');
    expect(orgSlug('One 97 Communications (Paytm)')).toBe('one-97-communications-paytm');
  });

  it('matches a name part in any casing or spacing of the slug, nothing else', () => {
    expect(slugMatches('Larsen & Toubro', 'larsen-and-toubro')).toBe(true);
    expect(slugMatches('Larsen & Toubro', 'Larsen and Toubro')).toBe(true);
    expect(slugMatches('Larsen & Toubro', 'larsen')).toBe(false);
    expect(slugMatches('Infosys', 'wipro')).toBe(false);
    expect(slugMatches('###', '###')).toBe(false);
  });

  it('links companies to their public page and institutes to theirs', () => {
    expect(orgPagePath({ id: 4, full_name: 'Zoho Corporation', org_type: 'COMPANY' })).toBe(
      '/companyPublic/4/zoho-corporation',
    );
    expect(orgPagePath({ id: 9, full_name: 'IIT Madras', org_type: 'INSTITUTION' })).toBe('/institute/9');
  });
});
