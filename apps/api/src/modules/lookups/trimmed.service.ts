import { PEOPLE_TEXTS, PROFILE_TEXTS, normalizePhone, type OrgType, type ProfileType } from '@lbd/shared';
import type { Db } from '../../db/client';
import type { OrgCaller } from '../../lib/actor';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { managesOrg } from '../../lib/organisation';
import { paged, pageRequest } from '../../lib/paging';
import { createTrimmedRepo } from './trimmed.repo';

/** The year in India now (students graduating this year have not graduated yet). */
const indiaYear = (now: Date) => new Date(now.getTime() + 330 * 60_000).getUTCFullYear();

interface Paging {
  query?: string;
  page?: number;
  count: number;
}

/**
 * Trimmed pickers of SPEC §7.7 (issue 29, decision 0085): people and organisations with public fields only,
 * an institute's students still studying, and whether a bulk enrolment's identifier already has an account.
 */
export function createTrimmedService({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createTrimmedRepo(db);

  return {
    /** Staff, mentors and admins pick people; a project's students only for those who run it. */
    async profiles(caller: OrgCaller, q: Paging & { types: ProfileType[]; project_id?: number }) {
      const page = pageRequest(q);
      if (q.project_id) {
        const project = await repo.project(q.project_id);
        const runs =
          project &&
          (caller.isAdmin ||
            (caller.profileId != null && project.author === caller.profileId) ||
            (project.org_id != null && managesOrg(caller, project.org_id)));
        if (!runs) throw new NotFoundError();
      }
      const res = await repo.profiles({ types: q.types, text: q.query || undefined, projectId: q.project_id }, page);
      return paged(res.rows, res.total, page);
    },

    async orgs(q: Paging & { org_type?: OrgType }) {
      const page = pageRequest(q);
      const res = await repo.orgs({ orgType: q.org_type, text: q.query || undefined }, page);
      return paged(res.rows, res.total, page);
    },

    /** Mentors, staff and approved companies to anyone signed in; students to admins only. */
    async profileList(isAdmin: boolean, q: Paging & { profile_type?: ProfileType; status?: 'CompanyList' }) {
      const page = pageRequest(q);
      const text = q.query || undefined;
      if (q.status === 'CompanyList') {
        const res = await repo.companies(text, page);
        return paged(res.rows, res.total, page);
      }
      if (q.profile_type === 'STUDENT' && !isAdmin) return paged([], 0, page);
      const types: ProfileType[] = q.profile_type
        ? [q.profile_type]
        : isAdmin
          ? []
          : ['ADVISOR', 'COMPANY', 'INSTITUTION'];
      const res = await repo.profiles({ types, text }, page);
      return paged(res.rows, res.total, page);
    },

    /** An institute's staff see their own institute's students (org_id only counts for admins). */
    async nonGraduates(caller: OrgCaller, q: Paging & { org_id?: number }) {
      const page = pageRequest(q);
      const orgId = caller.isAdmin ? q.org_id : (caller.orgId ?? undefined);
      if (!orgId) {
        if (caller.isAdmin) throw new ValidationError({ org_id: PEOPLE_TEXTS.orgNotInstitute });
        return paged([], 0, page);
      }
      const res = await repo.nonGraduates(orgId, indiaYear(clock()), q.query || undefined, page);
      return paged(res.rows, res.total, page);
    },

    /** Whether an account holds the identifier; the holder named to admins and to its own institute's staff. */
    async identifier(caller: OrgCaller, field: 'email' | 'phone', value: string, countryCode: string | undefined) {
      let lookFor = value;
      let code = '+91';
      if (field === 'phone') {
        const n = normalizePhone(countryCode, value);
        if (!n) throw new ValidationError({ value: PEOPLE_TEXTS.invalidPhone });
        lookFor = n.phone;
        code = n.country_code;
      } else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        throw new ValidationError({ value: PEOPLE_TEXTS.invalidEmail });
      }
      const holder = await repo.holder(field, lookFor, code);
      if (!holder) return { available: true, profile_id: null, name: null, message: null };
      const named =
        holder.id !== null &&
        (caller.isAdmin ||
          (holder.profile_type === 'STUDENT' && caller.orgId !== null && holder.org_id === caller.orgId));
      return {
        available: false,
        profile_id: named ? holder.id : null,
        name: named ? holder.name : null,
        message: PROFILE_TEXTS.inUse(field === 'email' ? 'Email' : 'Phone'),
      };
    },
  };
}

export type TrimmedService = ReturnType<typeof createTrimmedService>;
