import { COMPLETED_ON_LBD, type AchievementKind } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { intArray } from '../../db/sql';
import { readSignedRef, signedRef, type AchievementItem, type AchievementSource } from '../../lib/achievement-sources';

/*
 * Projects and learning paths a student finished, as shared achievements (issue 28 item 6, decision 0083).
 * The ref is the enrolment (my_learnings) signed; the item stays verified while the enrolment is
 * 'Completed' (a student who re-enrols, or whose enrolment is removed, loses the badge).
 */

interface Row {
  id: number;
  profile_id: number;
  kind: 'project' | 'resource_group';
  status: string;
  title: string;
  completed_at: string | null;
}

const KIND_OF = { project: 'project', resource_group: 'learning_path' } as const satisfies Record<
  Row['kind'],
  AchievementKind
>;
const LABELS: Record<Row['kind'], string> = { project: 'Project', resource_group: 'Learning path' };

const select = sql`select m.id, m.profile_id, m.kind, m.status, coalesce(p.title, g.title) as title,
    to_char(m.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed_at
  from my_learnings m left join projects p on p.id = m.project_id left join resource_groups g on g.id = m.resource_group_id`;

export function learningAchievementSource(db: Db, secret: string): AchievementSource {
  const itemOf = (r: Row): AchievementItem => {
    const kind = KIND_OF[r.kind];
    const verified = r.status === 'Completed';
    return {
      kind,
      ref: signedRef(secret, kind, Number(r.id)),
      profileId: Number(r.profile_id),
      title: r.title,
      label: LABELS[r.kind],
      verified,
      verifiedBy: verified ? COMPLETED_ON_LBD : null,
      verifiedAt: verified ? r.completed_at : null,
    };
  };
  return {
    kinds: ['project', 'learning_path'],

    async mine(profileId) {
      const rows = rowsOf<Row>(
        await db.execute(sql`${select} where m.profile_id = ${profileId} and m.status = 'Completed'
          order by m.completed_at desc nulls last, m.id desc`),
      );
      return rows.map(itemOf);
    },

    async live(refs) {
      const ids = refs.flatMap(({ kind, ref }) => {
        if (kind !== 'project' && kind !== 'learning_path') return [];
        const id = readSignedRef(secret, kind, ref);
        return id === null ? [] : [{ id, kind }];
      });
      if (ids.length === 0) return [];
      const rows = rowsOf<Row>(await db.execute(sql`${select} where m.id = any(${intArray(ids.map((i) => i.id))})`));
      // The signature is of the kind too: a project's enrolment is not found as a learning path.
      const asked = new Set(ids.map((i) => `${i.kind}:${i.id}`));
      return rows.filter((r) => asked.has(`${KIND_OF[r.kind]}:${Number(r.id)}`)).map(itemOf);
    },
  };
}
