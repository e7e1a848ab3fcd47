import type { AreaPageProps } from '../../../lib/area-page';
import { BoardPage } from './board-page';
import { CompanyPage } from './company-page';
import { InstitutePage } from './institute-page';

/**
 * Entry of the 'orgs' area (SPEC §2.1): company pages (public, details, tabs), institute pages, and an
 * organisation's notice board (/workbench/boards/{id}, SPEC §2.2).
 */
export default function OrgsAreaPage({ pattern }: AreaPageProps) {
  if (pattern === '/workbench/boards/:id') return <BoardPage />;
  if (pattern === '/institute/:id') return <InstitutePage />;
  return <CompanyPage key={pattern} pattern={pattern} />;
}
