import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';
import { ProjectPricingPage } from '../../payments';

const ProjectsListPage = lazy(() => import('./projects-list-page'));
const ProjectDetailPage = lazy(() => import('./project-detail-page'));
const MyProjectPage = lazy(() => import('./my-project-page'));
const CreateProjectPage = lazy(() => import('./create-project-page'));
const ProjectEditorPage = lazy(() => import('./project-editor-page'));

/**
 * Entry of the 'projects' area (SPEC §2.1): the list, a project, the student's own project, and the
 * editor (a new draft, then its edit mode). /projectPricing/{id} is the payments feature's page.
 */
export default function ProjectsAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/projects':
      return <ProjectsListPage />;
    case '/projects/:id':
      return <ProjectDetailPage />;
    case '/myProjects/:id':
      return <MyProjectPage />;
    case '/createProject':
      return <CreateProjectPage />;
    case '/createProject/:id':
      return <ProjectEditorPage />;
    case '/projectPricing/:id':
      return <ProjectPricingPage />;
    default:
      return <AreaPlaceholder area="projects" />;
  }
}
