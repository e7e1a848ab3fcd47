import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';

const ImportPage = lazy(() => import('./import-page'));

/** Entry of the 'bulk' area (SPEC §2.1): the bulk tools on one import pipeline (issue 29, decision 0086). */
export default function BulkAreaPage({ pattern }: AreaPageProps) {
  if (pattern === '/bulkProfileUpdation') return <ImportPage tool="profiles" />;
  if (pattern === '/bulkPortfolioUpdation') return <ImportPage tool="portfolio" />;
  if (pattern === '/bulkEnrollment') return <ImportPage tool="enrolments" />;
  if (pattern === '/multipleBulkEnroll') return <ImportPage tool="enrolments" multiple />;
  if (pattern === '/advisorBulkEnrollment') return <ImportPage tool="advisors" />;
  if (pattern === '/multipleAdvisorBulkEnroll') return <ImportPage tool="advisors" multiple />;
  return <AreaPlaceholder area="bulk" />;
}
