import { lazy } from 'react';
import type { AreaPageProps } from '../../../lib/area-page';

const ResourcesListPage = lazy(() => import('./resources-list-page'));
const ResourcePage = lazy(() => import('./resource-page'));
const ResourceEditorPage = lazy(() => import('./resource-editor-page'));
const ResourceGroupsListPage = lazy(() => import('./resource-groups-list-page'));
const ResourceGroupPage = lazy(() => import('./resource-group-page'));
const ResourceGroupEditorPage = lazy(() => import('./resource-group-editor-page'));
const MyLearningPage = lazy(() => import('./my-learning-page'));
const MyLearningResourcePage = lazy(() => import('./my-learning-resource-page'));

/** Entry of the 'learning' area (SPEC §2.1): resources, learning paths, their editors and the student's paths. */
export default function LearningAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/resources/:id':
    case '/resourceGroups/:resource_group_id/resources/:id':
      return <ResourcePage />;
    case '/createResource':
    case '/editResource/:id':
      return <ResourceEditorPage />;
    case '/resourceGroups':
      return <ResourceGroupsListPage />;
    case '/resourceGroups/:id':
      return <ResourceGroupPage />;
    case '/createResourceGroup':
    case '/editResourceGroup/:id':
      return <ResourceGroupEditorPage />;
    case '/myLearning/:id':
      return <MyLearningPage />;
    case '/myLearning/:my_resource_group_id/resources/:id':
      return <MyLearningResourcePage />;
    default:
      return <ResourcesListPage />;
  }
}
