import { lazy } from 'react';
import type { AreaPageProps } from '../../../lib/area-page';

const MyPortfolioPage = lazy(() => import('./my-portfolio-page'));
const CardPage = lazy(() => import('./card-page'));
const PublicPortfolioPage = lazy(() => import('./public-portfolio-page'));
const VerifyEntryPage = lazy(() => import('./verify-entry-page'));

/**
 * Entry of the 'portfolio' area (SPEC §2.1, §2.5): the student's portfolio, one card's page, the public
 * portfolio and the verifier's page. The public pages are their own chunks and load no form code.
 */
export default function PortfolioAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/myPortfolio/:card':
      return <CardPage />;
    case '/portfolio/:id':
      return <PublicPortfolioPage />;
    case '/verifyEntry':
      return <VerifyEntryPage />;
    default:
      return <MyPortfolioPage />;
  }
}
