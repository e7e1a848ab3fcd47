import { todayOf } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { enrolledIn, itemLookup, type EnrolmentTarget } from '../../lib/enrolment-targets';

/** Projects and learning paths for bulk enrolment: any published one, as a student may join; Enrolled from today. */
export function learningEnrolmentTargets(db: Db): EnrolmentTarget[] {
  const make = (kind: 'project' | 'learning_path'): EnrolmentTarget => {
    const columnName = kind === 'project' ? 'project_id' : 'resource_group_id';
    const column = sql.raw(columnName);
    const learningKind = kind === 'project' ? 'project' : 'resource_group';
    return {
      kind,
      ...itemLookup(db, kind === 'project' ? 'projects' : 'resource_groups', ['published'], { open: true }),
      enrolled: enrolledIn('my_learnings', columnName, sql`t.status in ('Enrolled', 'Completed')`),
      async enrol(tx, itemId, profileId, by, now) {
        await tx.execute(sql`
          insert into my_learnings (profile_id, kind, ${column}, status, enrolled_on, enrolled_by_profile_id, inserted_at, updated_at)
          values (${profileId}, ${learningKind}, ${itemId}, 'Enrolled', ${todayOf(now)}, ${by}, ${now}, ${now})
          on conflict (profile_id, ${column}) do update set status = 'Enrolled', enrolled_on = excluded.enrolled_on,
            enrolled_by_profile_id = excluded.enrolled_by_profile_id, updated_at = excluded.updated_at
          where my_learnings.status in ('Interested', 'Dropped')`);
      },
      async unenrol(tx, itemId, profileId) {
        await tx.execute(
          sql`delete from my_learnings where ${column} = ${itemId} and profile_id = ${profileId} and status = 'Enrolled'`,
        );
      },
    };
  };
  return [make('project'), make('learning_path')];
}

/** Projects for the mentor bulk tool: a mentor added reviews the project's deliverables (mentor_profile_ids). */
export function learningMentorTargets(db: Db): EnrolmentTarget[] {
  return [
    {
      kind: 'project',
      // Drafts too: mentors are put on a project before it opens.
      ...itemLookup(db, 'projects', ['draft', 'published']),
      async enrolled(q, itemId, profileIds) {
        const [row] = rowsOf<{ ids: number[] | null }>(
          await q.execute(sql`select mentor_profile_ids as ids from projects where id = ${itemId}`),
        );
        const on = new Set(row?.ids ?? []);
        return new Set(profileIds.filter((id) => on.has(id)));
      },
      async enrol(tx, itemId, profileId) {
        await tx.execute(sql`update projects set mentor_profile_ids = array_append(coalesce(mentor_profile_ids, '{}'), ${profileId}::int)
          where id = ${itemId} and not (${profileId}::int = any(coalesce(mentor_profile_ids, '{}')))`);
      },
      async unenrol(tx, itemId, profileId) {
        await tx.execute(
          sql`update projects set mentor_profile_ids = array_remove(mentor_profile_ids, ${profileId}::int) where id = ${itemId}`,
        );
      },
    },
  ];
}
