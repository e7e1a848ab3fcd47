import { lazy } from 'react';
import type { AreaPageProps } from '../../../lib/area-page';
import { loadPhotoCatalogPage } from '../../photo-catalog';
import { AUDIENCE_PAGES } from '../audiences';
import { TextPage } from '../components/text-page';
import { ABOUT_PAGE, COPYRIGHT_PAGE, GUIDELINES_PAGE, PRIVACY_PAGE, TERMS_PAGE } from '../legal-content';
import { PROGRAMS } from '../programs';
import { AudienceHomePage } from './audience-home-page';
import { FaqPage } from './faq-page';
import { LearnerHomePage } from './learner-home-page';
import { ProgramPage } from './program-page';

// The photo catalog (issue 28 item 10) is its own feature; its page is a lazy chunk.
const PhotoCatalogPage = lazy(loadPhotoCatalogPage);

const TEXT_PAGES = {
  '/Aboutus': ABOUT_PAGE,
  '/Privacy': PRIVACY_PAGE,
  '/Guidelines': GUIDELINES_PAGE,
  '/TermsofUse': TERMS_PAGE,
  '/Copyright': COPYRIGHT_PAGE,
} as const;

function isKeyOf<T extends object>(object: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** The public pages (SPEC §2.1, public and marketing), picked by the matched route. */
export default function MarketingAreaPage({ pattern }: AreaPageProps) {
  if (isKeyOf(AUDIENCE_PAGES, pattern)) return <AudienceHomePage page={AUDIENCE_PAGES[pattern]} />;
  if (isKeyOf(TEXT_PAGES, pattern)) return <TextPage {...TEXT_PAGES[pattern]} />;
  if (pattern === '/FAQ') return <FaqPage />;
  if (pattern === '/instaCatalog') return <PhotoCatalogPage />;
  const program = PROGRAMS[pattern];
  if (program) return <ProgramPage program={program} route={pattern} />;
  return <LearnerHomePage />;
}
