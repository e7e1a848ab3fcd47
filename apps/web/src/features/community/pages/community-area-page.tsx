import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';
import { loadPartnersAreaPage } from '../../orgs';

// Partners (companies and institutes) are organisation pages; they live with the orgs feature.
const PartnersAreaPage = lazy(loadPartnersAreaPage);

/** Entry of the 'community' area (SPEC §2.1). Posts come with a later issue; until then, a placeholder. */
export default function CommunityAreaPage({ pattern }: AreaPageProps) {
  if (pattern === '/partners/:type') return <PartnersAreaPage />;
  return <AreaPlaceholder area="community" />;
}
