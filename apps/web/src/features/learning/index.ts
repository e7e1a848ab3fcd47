// The learning feature's front door: the pages a quest shows in its own context
// (/myQuests/{my_quest_id}/resourceGroups/{id}, /myLearning/{id} and /myLearning/{my_resource_group_id}/resources/{id}):
// imported by name, each stays its own chunk.
export { default as ResourceGroupPage } from './pages/resource-group-page';
export { default as MyLearningPage } from './pages/my-learning-page';
export { default as MyLearningResourcePage } from './pages/my-learning-resource-page';
