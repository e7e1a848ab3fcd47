import type { ProjectTask, ProjectTaskBody } from '@lbd/shared';

/** The body that saves a task as it is, with what changes (its seq when it moves). Pure. */
export function taskBody(task: ProjectTask, changes: Partial<ProjectTaskBody> = {}): ProjectTaskBody {
  return {
    kind: task.kind,
    title: task.title,
    description: task.description,
    required: task.required,
    due_days: task.due_days,
    resource_id: task.resource?.id ?? null,
    assignment_id: task.assignment?.id ?? null,
    ...changes,
  };
}

/** The tasks with the one at `from` moved to `to` (indexes), seq renumbered from 1. Pure. */
export function moveTask(tasks: readonly ProjectTask[], from: number, to: number): ProjectTask[] {
  const next = [...tasks];
  const [moved] = next.splice(from, 1);
  if (!moved) return [...tasks];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next.map((task, i) => ({ ...task, seq: i + 1 }));
}
