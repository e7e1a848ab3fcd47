import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';

const QuestsListPage = lazy(() => import('./quests-list-page'));
const QuestDetailPage = lazy(() => import('./quest-detail-page'));
const MyQuestPage = lazy(() => import('./my-quest-page'));
const QuestProjectPage = lazy(() => import('./quest-project-page'));
const QuestMyProjectPage = lazy(() => import('./quest-my-project-page'));
const QuestLearningPathPage = lazy(() => import('./quest-learning-path-page'));
const QuestMyLearningPage = lazy(() => import('./quest-my-learning-page'));
const QuestMyResourcePage = lazy(() => import('./quest-my-resource-page'));
const QuestDashboardPage = lazy(() => import('./quest-dashboard-page'));
const ScorecardPage = lazy(() => import('./scorecard-page'));
const QuestGraphPage = lazy(() => import('./quest-graph-page'));
const CreateQuestPage = lazy(() => import('./create-quest-page'));
const QuestEditorPage = lazy(() => import('./quest-editor-page'));

/**
 * Entry of the 'quests' area (SPEC §2.1, issue 27): the catalogue, a quest, the student's quest and each step's
 * item in the quest's context, the graph, the editor, the mentor's dashboard and the scorecard; each page a lazy
 * chunk of its own (the graph pages carry @xyflow/react and dagre). /questStatsDashboard lives with the other
 * stats dashboards (features/dashboards).
 */
export default function QuestsAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/quests':
      return <QuestsListPage />;
    case '/quests/:id':
      return <QuestDetailPage />;
    case '/myQuests/:id':
      return <MyQuestPage />;
    case '/myQuests/:my_quest_id/projects/:id':
      return <QuestProjectPage />;
    case '/myQuests/:my_quest_id/myProjects/:id':
      return <QuestMyProjectPage />;
    case '/myQuests/:my_quest_id/resourceGroups/:id':
      return <QuestLearningPathPage />;
    case '/myQuests/:my_quest_id/myLearning/:id':
      return <QuestMyLearningPage />;
    case '/myQuests/:my_quest_id/myLearning/:my_resource_group_id/resources/:id':
      return <QuestMyResourcePage />;
    case '/questDashboard/:id':
      return <QuestDashboardPage />;
    case '/scorecard/:id':
      return <ScorecardPage />;
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
