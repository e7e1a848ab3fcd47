import {
  dueDateFor,
  daysUntil,
  isComplete,
  progressCounts,
  progressPercent,
  taskDaysLeft,
  type ItemState,
  type LearningKind,
} from '@lbd/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  learningAccommodations,
  learningCompletions,
  learningRequests,
  myAssignments,
  myLearnings,
  projectSubmissions,
  projectTasks,
  resourceGroupItems,
  resources,
} from '../../db/schema';
import type { Tx } from '../../db/sql';

/*
 * Where each student stands in each item of their projects and learning paths, read in a handful of
 * queries however many enrolments are asked for. Everything that shows progress, due dates or pending
 * tasks goes through here and through the shared progress function, so every page says the same.
 */

type Runner = Db | Tx;
export type MyLearningRow = typeof myLearnings.$inferSelect;

export interface ItemFacts {
  id: number;
  seq: number;
  title: string;
  kind: 'reading' | 'deliverable' | 'activity' | 'resource';
  required: boolean;
  due_days: number | null;
  description: string;
  resource_id: number | null;
  assignment_id: number | null;
  state: ItemState;
  due_date: string | null;
}

export interface Standing {
  enrolment: MyLearningRow;
  items: ItemFacts[];
  progress: number;
  done: number;
  total: number;
  complete: boolean;
}

const contentIdOf = (e: MyLearningRow): number => (e.kind === 'project' ? e.project_id! : e.resource_group_id!);
export { contentIdOf };

const SUBMISSION_STATE: Record<string, ItemState> = {
  Submitted: 'submitted',
  'Changes requested': 'changes_requested',
  Rejected: 'rejected',
  Accepted: 'complete',
};

/** The items of these projects and learning paths, in order. */
async function itemsOf(db: Runner, projectIds: number[], groupIds: number[]) {
  const [tasks, groupItems] = await Promise.all([
    projectIds.length === 0
      ? []
      : db
          .select()
          .from(projectTasks)
          .where(inArray(projectTasks.project_id, projectIds))
          .orderBy(projectTasks.project_id, projectTasks.seq),
    groupIds.length === 0
      ? []
      : db
          .select({
            id: resourceGroupItems.id,
            resource_group_id: resourceGroupItems.resource_group_id,
            seq: resourceGroupItems.seq,
            required: resourceGroupItems.required,
            due_days: resourceGroupItems.due_days,
            resource_id: resourceGroupItems.resource_id,
            title: resources.title,
          })
          .from(resourceGroupItems)
          .innerJoin(resources, eq(resources.id, resourceGroupItems.resource_id))
          .where(inArray(resourceGroupItems.resource_group_id, groupIds))
          .orderBy(resourceGroupItems.resource_group_id, resourceGroupItems.seq),
  ]);
  const byProject = new Map<number, Omit<ItemFacts, 'state' | 'due_date'>[]>();
  for (const t of tasks) {
    const list = byProject.get(t.project_id) ?? [];
    list.push({
      id: t.id,
      seq: t.seq,
      title: t.title,
      kind: t.kind,
      required: t.required,
      due_days: t.due_days,
      description: t.description,
      resource_id: t.resource_id,
      assignment_id: t.assignment_id,
    });
    byProject.set(t.project_id, list);
  }
  const byGroup = new Map<number, Omit<ItemFacts, 'state' | 'due_date'>[]>();
  for (const i of groupItems) {
    const list = byGroup.get(i.resource_group_id) ?? [];
    list.push({
      id: i.id,
      seq: i.seq,
      title: i.title,
      kind: 'resource',
      required: i.required,
      due_days: i.due_days,
      description: '',
      resource_id: i.resource_id,
      assignment_id: null,
    });
    byGroup.set(i.resource_group_id, list);
  }
  return { byProject, byGroup };
}

/** Each enrolment's items with this student's state and due date in each, and the progress over them. */
export async function standings(db: Runner, enrolments: MyLearningRow[]): Promise<Map<number, Standing>> {
  const out = new Map<number, Standing>();
  if (enrolments.length === 0) return out;
  const ids = enrolments.map((e) => e.id);
  const profileIds = [...new Set(enrolments.map((e) => e.profile_id))];
  const projectIds = [...new Set(enrolments.filter((e) => e.kind === 'project').map(contentIdOf))];
  const groupIds = [...new Set(enrolments.filter((e) => e.kind === 'resource_group').map(contentIdOf))];

  const [items, completions, latest, requests, accommodations] = await Promise.all([
    itemsOf(db, projectIds, groupIds),
    db
      .select({ my_learning_id: learningCompletions.my_learning_id, item_id: learningCompletions.item_id })
      .from(learningCompletions)
      .where(inArray(learningCompletions.my_learning_id, ids)),
    projectIds.length === 0
      ? []
      : db
          .selectDistinctOn([projectSubmissions.my_learning_id, projectSubmissions.task_id], {
            my_learning_id: projectSubmissions.my_learning_id,
            task_id: projectSubmissions.task_id,
            status: projectSubmissions.status,
          })
          .from(projectSubmissions)
          .where(inArray(projectSubmissions.my_learning_id, ids))
          .orderBy(projectSubmissions.my_learning_id, projectSubmissions.task_id, desc(projectSubmissions.version)),
    db
      .select({
        my_learning_id: learningRequests.my_learning_id,
        item_id: learningRequests.item_id,
        kind: learningRequests.kind,
        granted_date: learningRequests.granted_date,
      })
      .from(learningRequests)
      .where(
        and(inArray(learningRequests.my_learning_id, ids), inArray(learningRequests.status, ['Approved', 'Offered'])),
      )
      .orderBy(learningRequests.decided_at),
    db
      .select({ profile_id: learningAccommodations.profile_id, days: learningAccommodations.days })
      .from(learningAccommodations)
      .where(inArray(learningAccommodations.profile_id, profileIds)),
  ]);

  const assignmentIds = [
    ...new Set([...items.byProject.values()].flat().flatMap((i) => (i.assignment_id ? [i.assignment_id] : []))),
  ];
  const activityStates =
    assignmentIds.length === 0
      ? []
      : await db
          .select({
            profile_id: myAssignments.profile_id,
            assignment_id: myAssignments.assignment_id,
            status: myAssignments.status,
          })
          .from(myAssignments)
          .where(
            and(inArray(myAssignments.assignment_id, assignmentIds), inArray(myAssignments.profile_id, profileIds)),
          );

  const key = (a: number, b: number) => `${a}:${b}`;
  const done = new Set(completions.map((c) => key(c.my_learning_id, c.item_id)));
  const submitted = new Map(latest.map((s) => [key(s.my_learning_id, s.task_id), s.status]));
  const skipped = new Set(requests.filter((r) => r.kind === 'skip').map((r) => key(r.my_learning_id, r.item_id)));
  const granted = new Map<string, string>();
  for (const r of requests)
    if (r.kind === 'extension' && r.granted_date) granted.set(key(r.my_learning_id, r.item_id), r.granted_date);
  const extra = new Map(accommodations.map((a) => [a.profile_id, a.days]));
  const activity = new Map(activityStates.map((a) => [key(a.profile_id, a.assignment_id), a.status]));

  for (const e of enrolments) {
    const base = (e.kind === 'project' ? items.byProject : items.byGroup).get(contentIdOf(e)) ?? [];
    const facts: ItemFacts[] = base.map((i) => {
      const k = key(e.id, i.id);
      let state: ItemState = 'open';
      if (done.has(k)) state = 'complete';
      else if (skipped.has(k)) state = 'skipped';
      else if (i.kind === 'deliverable') state = SUBMISSION_STATE[submitted.get(k) ?? ''] ?? 'open';
      else if (i.kind === 'activity' && i.assignment_id) {
        const s = activity.get(key(e.profile_id, i.assignment_id));
        state = s === 'complete' ? 'complete' : s === 'Submitted' ? 'submitted' : 'open';
      }
      const due =
        e.enrolled_on === null
          ? null
          : dueDateFor({
              enrolledOn: e.enrolled_on,
              dueDays: i.due_days,
              accommodationDays: extra.get(e.profile_id) ?? 0,
              granted: granted.get(k) ?? null,
            });
      return { ...i, state, due_date: due };
    });
    const counts = progressCounts(facts);
    out.set(e.id, {
      enrolment: e,
      items: facts,
      progress: progressPercent(facts),
      done: counts.done,
      total: counts.total,
      complete: isComplete(facts),
    });
  }
  return out;
}

/** The first open item with a due date, for a card's 'next due'. */
export function nextDue(s: Standing, now: Date) {
  const open = s.items
    .filter((i) => i.due_date !== null && i.state !== 'complete' && i.state !== 'skipped')
    .sort((a, b) => (a.due_date! < b.due_date! ? -1 : a.due_date! > b.due_date! ? 1 : a.seq - b.seq));
  const first = open[0];
  if (!first) return null;
  const days = daysUntil(first.due_date!, now);
  return { title: first.title, due_date: first.due_date!, days_left: days, days_left_text: taskDaysLeft(days) };
}

/** A student's enrolments, optionally of one kind or status. */
export async function enrolmentsOf(
  db: Runner,
  profileId: number,
  filter: { kind?: LearningKind; status?: MyLearningRow['status'] } = {},
): Promise<MyLearningRow[]> {
  return db
    .select()
    .from(myLearnings)
    .where(
      and(
        eq(myLearnings.profile_id, profileId),
        filter.kind ? eq(myLearnings.kind, filter.kind) : undefined,
        filter.status ? eq(myLearnings.status, filter.status) : sql`${myLearnings.status} <> 'Dropped'`,
      ),
    )
    .orderBy(desc(myLearnings.updated_at));
}

/** The bell kind of a project's or a learning path's notices. */
export const noticeKind = (kind: LearningKind) =>
  kind === 'project' ? ({ kind: 'project' } as const) : ({ kind: 'resource_group' } as const);
