import { MyLearningPage } from '../../learning';
import { QuestContextBar } from '../components/quest-context-bar';

/** /myQuests/{my_quest_id}/myLearning/{id}: the usual page of the step's item, under the quest's context bar. */
export default function QuestMyLearningPage() {
  return (
    <>
      <QuestContextBar match={{ kind: 'resource_group', by: 'my_item_id', param: 'id' }} />
      <MyLearningPage />
    </>
  );
}
