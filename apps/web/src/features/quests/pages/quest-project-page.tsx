import { ProjectDetailPage } from '../../projects';
import { QuestContextBar } from '../components/quest-context-bar';

/** /myQuests/{my_quest_id}/projects/{id}: the usual page of the step's item, under the quest's context bar. */
export default function QuestProjectPage() {
  return (
    <>
      <QuestContextBar match={{ kind: 'project', by: 'ref_id', param: 'id' }} />
      <ProjectDetailPage />
    </>
  );
}
