import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';

const QuestGraphPage = lazy(() => import('./quest-graph-page'));
const CreateQuestPage = lazy(() => import('./create-quest-page'));
const QuestEditorPage = lazy(() => import('./quest-editor-page'));

/**
 * Entry of the 'quests' area (SPEC §2.1, issue 27): each page a lazy chunk of its own (the graph pages
 * carry @xyflow/react and dagre). Routes not built yet show the area's placeholder.
 */
export default function QuestsAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/questGraph/:id':
      return <QuestGraphPage />;
    case '/createQuest':
      return <CreateQuestPage />;
    case '/editQuest/:id':
      return <QuestEditorPage />;
    default:
      return <AreaPlaceholder area="quests" />;
  }
}
