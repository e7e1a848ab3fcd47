import { PARTNER_TYPES, type OrgCounts, type OrgProfile, type PartnersQuery } from '@lbd/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { toOrgPage, toPartner } from './orgs.mapper';
import { slugMatches } from './orgs.policy';
import { createOrgsRepo, type OrgRow } from './orgs.repo';

/** Counts an org's published content of a kind this module does not own (events, clubs). */
export type OrgEntityCounter = (orgId: number) => Promise<number>;

export interface OrgsDeps {
  db: Db;
  /**
   * Counters of published events and clubs, supplied by their modules. Without one the count is
   * null: the page then says nothing rather than a made-up zero.
   */
  counters?: { events?: OrgEntityCounter; clubs?: OrgEntityCounter };
}

/** Organisation pages: an org with what it offers, institutions with their students, partners, mentors. */
export function createOrgsService({ db, counters = {} }: OrgsDeps) {
  const repo = createOrgsRepo(db);

  async function countsOf(orgId: number): Promise<OrgCounts> {
    const [jobs, mentors, events, clubs] = await Promise.all([
      repo.jobCounts([orgId]),
      repo.profileCounts([orgId], 'ADVISOR'),
      counters.events ? counters.events(orgId) : null,
      counters.clubs ? counters.clubs(orgId) : null,
    ]);
    return { jobs: jobs.get(orgId) ?? 0, mentors: mentors.get(orgId) ?? 0, events, clubs };
  }

  async function found(id: number): Promise<OrgRow> {
    const row = await repo.byId(id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async function page(row: OrgRow) {
    return toOrgPage(row, await countsOf(row.id));
  }

  return {
    /** GET /api/orgs/{id}. */
    async org(id: number) {
      return page(await found(id));
    },

    /** GET /api/get_org_by_id_and_name: 404 unless the name is the org's own (its slug). */
    async byIdAndName(id: number, name: string) {
      const row = await found(id);
      if (!slugMatches(row.full_name, name)) throw new NotFoundError();
      return page(row);
    },

    /** GET /api/institute_orgs/{id}: an institution with its students on the platform; a company answers 404. */
    async institute(id: number) {
      const row = await found(id);
      if (row.org_type !== 'INSTITUTION') throw new NotFoundError();
      const [base, students, mix] = await Promise.all([
        page(row),
        repo.profileCounts([id], 'STUDENT'),
        repo.studentMix(id),
      ]);
      return {
        ...base,
        students: students.get(id) ?? 0,
        degrees: mix.byDegree,
        specializations: mix.bySpecialization,
      };
    },

    /** GET /api/org_profiles?profile_types[]=ADVISOR: active mentors, public fields only. */
    async advisors(q: { org_id?: number; page: number; count: number }) {
      const p = pageRequest(q);
      const { rows, total } = await repo.advisors(q.org_id, p);
      const data: OrgProfile[] = rows.map((r) => ({
        id: r.id,
        name: r.name,
        profile_type: 'ADVISOR',
        designation: r.designation,
        avatar_url: r.avatar_url,
        org: r.org_id !== null && r.org_name !== null ? { id: r.org_id, full_name: r.org_name } : null,
      }));
      return paged(data, total, p);
    },

    /** GET /api/partners: companies or institutes, those active here first. */
    async partners(q: PartnersQuery) {
      const p = pageRequest(q);
      const { rows, total } = await repo.partners(PARTNER_TYPES[q.type], q.query || undefined, p);
      const ids = rows.map((r) => r.id);
      const [jobs, mentors, students] = await Promise.all([
        repo.jobCounts(ids),
        repo.profileCounts(ids, 'ADVISOR'),
        repo.profileCounts(ids, 'STUDENT'),
      ]);
      return paged(
        rows.map((r) => toPartner(r, { jobs, mentors, students })),
        total,
        p,
      );
    },
  };
}

export type OrgsService = ReturnType<typeof createOrgsService>;
