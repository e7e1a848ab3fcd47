import type { AreaPageProps } from '../../../lib/area-page';
import { CompanyPage } from './company-page';
import { InstitutePage } from './institute-page';

/** Entry of the 'orgs' area (SPEC §2.1): company pages (public, details, tabs) and institute pages. */
export default function OrgsAreaPage({ pattern }: AreaPageProps) {
  if (pattern === '/institute/:id') return <InstitutePage />;
  return <CompanyPage key={pattern} pattern={pattern} />;
}
