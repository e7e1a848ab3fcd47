import type { LookupItem, LookupsQuery, OrgType, SkillType } from '@lbd/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { paged, pageRequest, type Paged } from '../../lib/paging';
import { orgPlace, stateTypeLabel, toJobRoles, toLookupItem, toOrg } from './lookups.mapper';
import { createLookupsRepo } from './lookups.repo';

interface Search {
  query?: string;
  page?: number;
  count: number;
}

/** Read-only access to the lookup catalogue: prefix search and paging over each list. */
export function createLookupsService({ db }: { db: Db }) {
  const repo = createLookupsRepo(db);
  const args = (q: Search) => ({ text: q.query || undefined, page: pageRequest(q) });
  type Args = ReturnType<typeof args>;

  /** One paged list: load a page of rows for the search, shape each row for the answer. */
  const list =
    <Q extends Search, R, T>(load: (a: Args, q: Q) => Promise<{ rows: R[]; total: number }>, shape: (row: R) => T) =>
    async (q: Q): Promise<Paged<T>> => {
      const a = args(q);
      const res = await load(a, q);
      return paged(res.rows.map(shape), res.total, a.page);
    };

  const toSkill = (r: { id: number; name: string; display_name: string; type: SkillType }) => ({
    id: r.id,
    name: r.name,
    display_name: r.display_name,
    type: r.type,
  });

  return {
    /** GET /api/admin/skills: skills users typed in that wait for an admin. */
    async waitingSkills(q: { page?: number; count: number }) {
      const page = pageRequest(q);
      const { rows, total } = await repo.waitingSkills(page);
      return paged(
        rows.map((r) => ({ ...toSkill(r), inserted_at: r.inserted_at.toISOString() })),
        total,
        page,
      );
    },

    /** POST /api/admin/skills/{id}/accept: offered to everyone from now on; audited. */
    async acceptSkill(id: number, actorUserId: string) {
      const row = await repo.acceptSkill(id, actorUserId);
      if (!row) throw new NotFoundError();
      return toSkill(row);
    },

    /** One lookup list in the common `{id, name, desc, code}` shape. */
    async lookups(q: LookupsQuery): Promise<Paged<LookupItem>> {
      const a = { text: q.text || q.query || undefined, page: pageRequest(q) };
      const done = <R>(res: { rows: R[]; total: number }, map: (r: R) => LookupItem) =>
        paged(res.rows.map(map), res.total, a.page);
      switch (q.type) {
        case 'COUNTRY_CODE':
          return done(await repo.countryCodes(a), (r) => toLookupItem(r.id, r.name, r.desc, r.dial_code));
        case 'STATE':
          return done(await repo.states(a), (r) => toLookupItem(r.id, r.name, stateTypeLabel(r.type), r.code));
        case 'CITY':
          return done(await repo.cities({ ...a, stateId: q.state_id }), (r) =>
            toLookupItem(r.id, r.name, r.state_name),
          );
        case 'DEGREE':
          return done(await repo.degrees(a), (r) => toLookupItem(r.id, r.name, r.full_name, r.level));
        case 'SPECIALIZATION':
          return done(await repo.specializations(a), (r) => toLookupItem(r.id, r.name, r.stream));
        case 'DESIGNATION':
          return done(await repo.designations(a), (r) => toLookupItem(r.id, r.name));
        case 'LIFE_SKILL':
          return done(await repo.lifeSkills(a), (r) => toLookupItem(r.id, r.name, r.description));
        case 'JOB_ROLE':
          return done(await repo.jobRoles(a), (r) => toLookupItem(r.id, r.name, r.description, r.type));
        case 'INSTITUTE':
        case 'COMPANY':
          return done(await repo.orgs({ ...a, orgType: q.type === 'INSTITUTE' ? 'INSTITUTION' : 'COMPANY' }), (r) =>
            toLookupItem(r.id, r.full_name, orgPlace(r), r.short_name),
          );
      }
    },

    skills: list(
      (a, q: Search & { type?: SkillType }) => repo.skills({ ...a, type: q.type }),
      ({ id, name, display_name, type }) => ({ id, name, display_name, type }),
    ),
    degrees: list(
      (a) => repo.degrees(a),
      ({ id, name, full_name, level }) => ({ id, name, full_name, level }),
    ),
    specializations: list(
      (a) => repo.specializations(a),
      ({ id, name, stream }) => ({ id, name, stream }),
    ),
    designations: list(
      (a) => repo.designations(a),
      ({ id, name }) => ({ id, name }),
    ),
    states: list(
      (a) => repo.states(a),
      ({ id, name, code, type }) => ({ id, name, code, type }),
    ),
    cities: list(
      (a, q: Search & { state_id?: number }) => repo.cities({ ...a, stateId: q.state_id }),
      ({ id, name, state_id }) => ({ id, name, state_id }),
    ),
    lifeSkills: list(
      (a) => repo.lifeSkills(a),
      ({ id, name, description }) => ({ id, name, description }),
    ),

    async jobRoles(q: Search & { type?: string }) {
      const a = args(q);
      const res = await repo.jobRoles({ ...a, type: q.type || undefined });
      const links = await repo.jobRoleLinks(res.rows.map((r) => r.id));
      return paged(toJobRoles(res.rows, links), res.total, a.page);
    },

    orgs: list((a, q: Search & { org_type?: OrgType }) => repo.orgs({ ...a, orgType: q.org_type }), toOrg),

    async org(id: number) {
      const row = await repo.orgById(id);
      if (!row) throw new NotFoundError();
      return toOrg(row);
    },
  };
}

export type LookupsService = ReturnType<typeof createLookupsService>;
