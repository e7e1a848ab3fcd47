import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';
import { loadPartnersAreaPage } from '../../orgs';

// Partners (companies and institutes) are organisation pages; they live with the orgs feature.
const PartnersAreaPage = lazy(loadPartnersAreaPage);
const PostsPage = lazy(() => import('./posts-page'));
const PostDetailPage = lazy(() => import('./post-detail-page'));
const ModerationPage = lazy(() => import('./moderation-page'));
const AchievementPage = lazy(() => import('./achievement-page'));

/** Entry of the 'community' area (SPEC §2.1): the posts timeline, one post, moderation and the partners pages. */
export default function CommunityAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/partners/:type':
      return <PartnersAreaPage />;
    case '/posts':
      return <PostsPage />;
    case '/posts/:id':
      return <PostDetailPage />;
    case '/moderation':
      return <ModerationPage />;
    case '/achievement/:kind/:ref':
      return <AchievementPage />;
    default:
      return <AreaPlaceholder area="community" />;
  }
}
