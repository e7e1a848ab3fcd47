import { progressPercent, todayOf } from '@lbd/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assignments,
  educations,
  myAssignments,
  myLearnings,
  orgs,
  profiles,
  projects,
  projectSubmissions,
  projectTasks,
} from '../../db/schema';
import { latestEducationFirst } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { standings } from './learning-state';
import { mentorsProject, type LearningCaller } from './learning.policy';

/** Bands of progress for the split (each enrolment in exactly one). */
export const PROGRESS_BANDS = [
  { band: 'Not started', from: 0, to: 0 },
  { band: '1–25%', from: 1, to: 25 },
  { band: '26–50%', from: 26, to: 50 },
  { band: '51–75%', from: 51, to: 75 },
  { band: '76–99%', from: 76, to: 99 },
  { band: 'Done', from: 100, to: 100 },
] as const;

/** At most this many activities are listed with their groups. */
export const ACTIVITY_GROUPS_MAX = 200;

export const bandOf = (progress: number) => PROGRESS_BANDS.find((b) => progress >= b.from && progress <= b.to)!.band;

/** A project's numbers for its mentors and managers (project_status_counter, _split, applicants, org split). */
export function createViewsService({ db, clock }: { db: Db; clock: () => Date }) {
  async function mentored(caller: LearningCaller, projectId: number) {
    const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
    if (!row || !mentorsProject(caller, row)) throw new NotFoundError();
    return row;
  }

  async function enrolled(projectId: number) {
    return db
      .select()
      .from(myLearnings)
      .where(and(eq(myLearnings.project_id, projectId), inArray(myLearnings.status, ['Enrolled', 'Completed'])));
  }

  return {
    /**
     * fetch_mentor_quiz_activity_data_groups?type=ACTIVITY: the caller's peer activities (every one for an
     * admin, newest first), each with its students and the groups they take it in: the projects that
     * hold it as a task, with how many students each has enrolled.
     */
    async activityDataGroups(caller: LearningCaller) {
      const mine = caller.isAdmin ? undefined : eq(assignments.created_by_profile_id, caller.profileId ?? -1);
      const activities = await db
        .select({
          id: assignments.id,
          title: assignments.title,
          students: sql<number>`(select count(*)::int from ${myAssignments} ma where ma.assignment_id = ${assignments.id})`,
        })
        .from(assignments)
        .where(mine)
        .orderBy(desc(assignments.updated_at), desc(assignments.id))
        .limit(ACTIVITY_GROUPS_MAX);
      const ids = activities.map((a) => a.id);
      const groups =
        ids.length === 0
          ? []
          : await db
              .selectDistinct({
                assignment_id: projectTasks.assignment_id,
                id: projects.id,
                name: projects.title,
                status: projects.status,
                students: sql<number>`(select count(*)::int from ${myLearnings} ml where ml.project_id = ${projects.id} and ml.status in ('Enrolled', 'Completed'))`,
              })
              .from(projectTasks)
              .innerJoin(projects, eq(projects.id, projectTasks.project_id))
              .where(inArray(projectTasks.assignment_id, ids))
              .orderBy(projects.title, projects.id);
      return activities.map((a) => ({
        ...a,
        data_groups: groups
          .filter((g) => g.assignment_id === a.id)
          .map((g) => ({ id: g.id, kind: 'project' as const, name: g.name, status: g.status, students: g.students })),
      }));
    },
    async counter(caller: LearningCaller, projectId: number) {
      await mentored(caller, projectId);
      const rows = await db
        .select({ status: myLearnings.status, n: sql<number>`count(*)::int` })
        .from(myLearnings)
        .where(eq(myLearnings.project_id, projectId))
        .groupBy(myLearnings.status);
      const [waiting] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(projectSubmissions)
        .innerJoin(myLearnings, eq(myLearnings.id, projectSubmissions.my_learning_id))
        .where(and(eq(myLearnings.project_id, projectId), eq(projectSubmissions.status, 'Submitted')));
      const by = new Map(rows.map((r) => [r.status, r.n]));
      return {
        Interested: by.get('Interested') ?? 0,
        Enrolled: by.get('Enrolled') ?? 0,
        Completed: by.get('Completed') ?? 0,
        Dropped: by.get('Dropped') ?? 0,
        awaiting_review: waiting?.n ?? 0,
      };
    },

    async split(caller: LearningCaller, projectId: number) {
      await mentored(caller, projectId);
      const rows = await enrolled(projectId);
      const s = await standings(db, rows);
      const counts = new Map<string, number>(PROGRESS_BANDS.map((b) => [b.band, 0]));
      for (const r of rows) {
        const p = r.status === 'Completed' ? 100 : progressPercent(s.get(r.id)!.items);
        counts.set(bandOf(p), counts.get(bandOf(p))! + 1);
      }
      return PROGRESS_BANDS.map((b) => ({ band: b.band, count: counts.get(b.band)! }));
    },

    /** Who is in the project, the most overdue first, with their institute. */
    async applicants(caller: LearningCaller, q: { project_id: number; page: number; count: number }) {
      await mentored(caller, q.project_id);
      const page = pageRequest(q);
      const rows = await db
        .select({ e: myLearnings, name: profiles.full_name })
        .from(myLearnings)
        .innerJoin(profiles, eq(profiles.id, myLearnings.profile_id))
        .where(and(eq(myLearnings.project_id, q.project_id), inArray(myLearnings.status, ['Enrolled', 'Completed'])))
        .orderBy(desc(myLearnings.updated_at))
        .limit(5000);
      const s = await standings(
        db,
        rows.map((r) => r.e),
      );
      const today = todayOf(clock());
      const institutes = await instituteOf(rows.map((r) => r.e.profile_id));
      const all = rows.map((r) => {
        const st = s.get(r.e.id)!;
        return {
          my_project_id: r.e.id,
          student: { profile_id: r.e.profile_id, name: r.name },
          institute: institutes.get(r.e.profile_id) ?? null,
          status: r.e.status,
          progress: r.e.status === 'Completed' ? 100 : st.progress,
          enrolled_on: r.e.enrolled_on,
          last_activity_at: r.e.last_activity_at ? r.e.last_activity_at.toISOString() : null,
          overdue:
            r.e.status === 'Completed'
              ? 0
              : st.items.filter(
                  (i) => i.due_date !== null && i.due_date < today && i.state !== 'complete' && i.state !== 'skipped',
                ).length,
        };
      });
      all.sort((a, b) => b.overdue - a.overdue || a.progress - b.progress || a.my_project_id - b.my_project_id);
      return paged(all.slice(page.offset, page.offset + page.count), all.length, page);
    },

    async orgSplit(caller: LearningCaller, projectId: number) {
      await mentored(caller, projectId);
      const rows = await enrolled(projectId);
      const institutes = await instituteOf(rows.map((r) => r.profile_id));
      const by = new Map<string, { enrolled: number; completed: number }>();
      for (const r of rows) {
        const org = institutes.get(r.profile_id) ?? 'No institute';
        const c = by.get(org) ?? { enrolled: 0, completed: 0 };
        c.enrolled += 1;
        if (r.status === 'Completed') c.completed += 1;
        by.set(org, c);
      }
      return [...by.entries()]
        .map(([org, c]) => ({ org, ...c }))
        .sort((a, b) => b.enrolled - a.enrolled || a.org.localeCompare(b.org));
    },
  };

  /** Each student's institute: their latest degree's. */
  async function instituteOf(profileIds: number[]) {
    if (profileIds.length === 0) return new Map<number, string>();
    const rows = await db
      .selectDistinctOn([educations.profile_id], {
        profile_id: educations.profile_id,
        institute: educations.institute,
        org: orgs.full_name,
      })
      .from(educations)
      .leftJoin(orgs, eq(orgs.id, educations.my_org_id))
      .where(inArray(educations.profile_id, profileIds))
      .orderBy(educations.profile_id, ...latestEducationFirst);
    return new Map(rows.map((r) => [r.profile_id, r.org ?? r.institute]));
  }
}

export type ViewsService = ReturnType<typeof createViewsService>;
