import type { projects, projectTasks, resourceGroupItems, resourceGroups, resources } from '../../db/schema';

/* The learning content tables' row types, and names of people. */


export type ResourceRow = typeof resources.$inferSelect;
export type ResourceGroupRow = typeof resourceGroups.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type ProjectTaskRow = typeof projectTasks.$inferSelect;
export type GroupItemRow = typeof resourceGroupItems.$inferSelect;

export { personNames } from '../../lib/learning-content/labels';
