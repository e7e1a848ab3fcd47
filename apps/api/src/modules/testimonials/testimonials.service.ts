import {
  TESTIMONIAL_LIMITS as L,
  TESTIMONIAL_TEXTS as T,
  type AdminTestimonial,
  type CreateTestimonialBody,
  type PublicTestimonial,
  type TestimonialDecision,
  type TestimonialStatus,
  type TestimonialType,
} from '@lbd/shared/testimonials';
import type { Db } from '../../db/client';
import type { OrgCaller } from '../../lib/actor';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { createMicroCache } from '../../lib/micro-cache';
import { paged, pageRequest } from '../../lib/paging';
import { toAdmin, toMine, toPublic } from './testimonials.mapper';
import { decisionRefusal, writeRefusal } from './testimonials.policy';
import { createTestimonialsRepo } from './testimonials.repo';

/**
 * Testimonials (issue 28 item 8, decision 0080): written with explicit consent, reviewed by admins, shown on the
 * marketing page of their audience. The public lists are kept for at most L.cacheSeconds, and every change here
 * drops them at once, so a withdrawal is gone from this process at once and from every other within a minute.
 */
export function createTestimonialsService({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createTestimonialsRepo(db);
  const cache = createMicroCache<PublicTestimonial[]>({
    ttlMs: L.cacheSeconds * 1000,
    maxEntries: 64,
    now: () => clock().getTime(),
  });

  async function mineOrNotFound(profileId: number, id: number) {
    const row = await repo.byId(id);
    if (!row || row.profile_id !== profileId) throw new NotFoundError();
    return row;
  }

  return {
    /** One audience's approved testimonials, featured first (SPEC §7.7 `/api/testimonials?type`). */
    shown(type: TestimonialType, featuredOnly: boolean, limit: number): Promise<PublicTestimonial[]> {
      return cache.get(`${type}:${featuredOnly}:${limit}`, async () =>
        (await repo.shown(type, featuredOnly, limit)).map(toPublic),
      );
    },

    /** Write one, pending review; the consent's wording and time are kept with it. */
    async create(caller: OrgCaller, body: CreateTestimonialBody) {
      const refusal = writeRefusal(caller);
      if (refusal) throw new ForbiddenError(refusal);
      const profileId = caller.profileId!;
      if (await repo.live(profileId)) throw new ConflictError(T.alreadyWritten);
      const now = clock();
      const row = await repo.insert({
        profile_id: profileId,
        type: body.type ?? caller.profileType!,
        text: body.text,
        rating: body.rating,
        consent_text: body.consent_text,
        consent_at: now,
        inserted_at: now,
        updated_at: now,
      });
      return toMine(row);
    },

    async mine(profileId: number) {
      return (await repo.mine(profileId)).map(toMine);
    },

    /** The author withdraws consent: the testimonial is gone from every list (a second call changes nothing). */
    async withdraw(profileId: number, id: number) {
      const row = await mineOrNotFound(profileId, id);
      if (row.consent_withdrawn_at) return toMine(row);
      const done = await repo.withdraw(id, profileId, clock());
      cache.clear();
      return toMine(done ?? (await mineOrNotFound(profileId, id)));
    },

    async adminList(q: { status: TestimonialStatus; type?: TestimonialType; page: number; count: number }) {
      const req = pageRequest(q);
      const { rows, total } = await repo.adminList({ ...q, offset: req.offset });
      return paged<AdminTestimonial>(rows.map(toAdmin), total, req);
    },

    /** An admin approves, features, unfeatures (back to approved) or rejects one; audited. */
    async decide(adminUserId: string, id: number, to: TestimonialDecision) {
      const row = await repo.byId(id);
      // A withdrawn testimonial no longer exists for anyone.
      if (!row || row.consent_withdrawn_at) throw new NotFoundError();
      const refusal = decisionRefusal(row.status, to);
      if (refusal) throw new ValidationError({ status: refusal }, refusal);
      if (row.status !== to) {
        await repo.decide(id, row.status, to, adminUserId, clock());
        cache.clear();
      }
      return toAdmin((await repo.withAuthor(id))!);
    },
  };
}

export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
