import { ResourceGroupPage } from '../../learning';
import { QuestContextBar } from '../components/quest-context-bar';

/** /myQuests/{my_quest_id}/resourceGroups/{id}: the usual page of the step's item, under the quest's context bar. */
export default function QuestLearningPathPage() {
  return (
    <>
      <QuestContextBar match={{ kind: 'resource_group', by: 'ref_id', param: 'id' }} />
      <ResourceGroupPage />
    </>
  );
}
