import { MyProjectPage } from '../../projects';
import { QuestContextBar } from '../components/quest-context-bar';

/** /myQuests/{my_quest_id}/myProjects/{id}: the usual page of the step's item, under the quest's context bar. */
export default function QuestMyProjectPage() {
  return (
    <>
      <QuestContextBar match={{ kind: 'project', by: 'my_item_id', param: 'id' }} />
      <MyProjectPage />
    </>
  );
}
