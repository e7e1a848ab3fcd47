import { MyLearningResourcePage } from '../../learning';
import { QuestContextBar } from '../components/quest-context-bar';

/** /myQuests/{my_quest_id}/myLearning/{my_resource_group_id}/resources/{id}: the usual page of the step's item, under the quest's context bar. */
export default function QuestMyResourcePage() {
  return (
    <>
      <QuestContextBar match={{ kind: 'resource_group', by: 'my_item_id', param: 'my_resource_group_id' }} />
      <MyLearningResourcePage />
    </>
  );
}
