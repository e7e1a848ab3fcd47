import { COMPLETED_ON_LBD } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { intArray } from '../../db/sql';
import { readSignedRef, signedRef, type AchievementItem, type AchievementSource } from '../../lib/achievement-sources';

/*
 * Quests a student finished, as shared achievements (issue 28 item 6, decision 0083). The ref is the
 * enrolment (my_quests) signed; the item stays verified while the enrolment is 'Completed'.
 */

interface Row {
  id: number;
  profile_id: number;
  status: string;
  title: string;
  completed_at: string | null;
}

const select = sql`select m.id, m.profile_id, m.status, q.title,
    to_char(m.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed_at
  from my_quests m join quests q on q.id = m.quest_id`;

export function questAchievementSource(db: Db, secret: string): AchievementSource {
  const itemOf = (r: Row): AchievementItem => {
    const verified = r.status === 'Completed';
    return {
      kind: 'quest',
      ref: signedRef(secret, 'quest', Number(r.id)),
      profileId: Number(r.profile_id),
      title: r.title,
      label: 'Quest',
      verified,
      verifiedBy: verified ? COMPLETED_ON_LBD : null,
      verifiedAt: verified ? r.completed_at : null,
    };
  };
  return {
    kinds: ['quest'],

    async mine(profileId) {
      const rows = rowsOf<Row>(
        await db.execute(sql`${select} where m.profile_id = ${profileId} and m.status = 'Completed'
          order by m.completed_at desc nulls last, m.id desc`),
      );
      return rows.map(itemOf);
    },

    async live(refs) {
      const ids = refs.flatMap(({ kind, ref }) => {
        const id = kind === 'quest' ? readSignedRef(secret, 'quest', ref) : null;
        return id === null ? [] : [id];
      });
      if (ids.length === 0) return [];
      return rowsOf<Row>(await db.execute(sql`${select} where m.id = any(${intArray(ids)})`)).map(itemOf);
    },
  };
}
