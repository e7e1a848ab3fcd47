import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * The portfolio's `educations` table as the portfolio feature migrates it (only the columns the
 * jobs eligibility reads, plus the required ones), created when this branch does not have it yet.
 */
export async function ensureEducations(db: Db) {
  await db.execute(sql`
    create table if not exists educations (
      id integer primary key generated always as identity,
      profile_id integer not null,
      status varchar(12) not null,
      institute varchar(200) not null,
      degree varchar(200) not null,
      specialization varchar(200) not null,
      format varchar(10),
      score numeric(5, 2) not null default 0,
      backlogs integer not null default 0,
      tenure_start varchar(10) not null,
      tenure_finish varchar(10) not null,
      latest_edu boolean not null default false
    )`);
}

let seq = 0;

/** A degree in a student's portfolio (each at a different institute, so none is a duplicate). */
export async function addEducation(
  db: Db,
  profileId: number,
  e: { format: 'GPA' | 'Numeric'; score: number; backlogs?: number; latest?: boolean; finish?: string },
) {
  await db.execute(sql`
    insert into educations (profile_id, status, institute, degree, specialization, format, score, backlogs,
      tenure_start, tenure_finish, latest_edu)
    values (${profileId}, 'complete', ${`Test Institute ${++seq}`}, 'B.Tech', 'Computer Science and Engineering', ${e.format},
      ${e.score}, ${e.backlogs ?? 0}, '2022-07-01', ${e.finish ?? '202606'}, ${e.latest ?? false})`);
}
