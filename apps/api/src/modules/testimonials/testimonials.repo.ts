import type { TestimonialStatus, TestimonialType } from '@lbd/shared/testimonials';
import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whereAll, type Tx } from '../../db/sql';
import { auditLog, designations, orgs, profiles, testimonials } from '../../db/schema';

export type TestimonialRow = typeof testimonials.$inferSelect;

/** Who wrote it, as the pages show them: read at every request, so a changed name or photo shows at once. */
const authorColumns = {
  id: testimonials.id,
  profile_id: testimonials.profile_id,
  type: testimonials.type,
  text: testimonials.text,
  rating: testimonials.rating,
  status: testimonials.status,
  consent_at: testimonials.consent_at,
  inserted_at: testimonials.inserted_at,
  reviewed_at: testimonials.reviewed_at,
  first_name: profiles.first_name,
  last_name: profiles.last_name,
  profile_type: profiles.profile_type,
  avatar_url: profiles.avatar_url,
  designation: designations.name,
  org_name: orgs.full_name,
};

/**
 * A testimonial the public may see: approved or featured, consent in force, its author's account active and
 * not deleted, and an organisation's member still accepted by it.
 */
const shown = and(
  inArray(testimonials.status, ['APPROVED', 'FEATURED']),
  isNull(testimonials.consent_withdrawn_at),
  eq(profiles.active, true),
  isNull(profiles.deleted_at),
  sql`(${profiles.profile_type} not in ('COMPANY', 'INSTITUTION') or (${profiles.org_membership} = 'MEMBER' and ${profiles.my_org_id} is not null))`,
);

export function createTestimonialsRepo(db: Db) {
  const withAuthors = (where: SQL | undefined, tx: Db | Tx = db) =>
    tx
      .select(authorColumns)
      .from(testimonials)
      .innerJoin(profiles, eq(profiles.id, testimonials.profile_id))
      .leftJoin(designations, eq(designations.id, profiles.designation_id))
      .leftJoin(orgs, eq(orgs.id, profiles.my_org_id))
      .where(where);

  return {
    /** One audience's shown testimonials: featured first, then the most recently approved. */
    async shown(type: TestimonialType, featuredOnly: boolean, limit: number) {
      return withAuthors(
        whereAll(eq(testimonials.type, type), shown, featuredOnly && eq(testimonials.status, 'FEATURED')),
      )
        .orderBy(sql`(${testimonials.status} = 'FEATURED') desc`, desc(testimonials.reviewed_at), desc(testimonials.id))
        .limit(limit);
    },
    async byId(id: number, tx: Db | Tx = db) {
      const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id));
      return row;
    },
    async withAuthor(id: number, tx: Db | Tx = db) {
      const [row] = await withAuthors(eq(testimonials.id, id), tx);
      return row;
    },
    async mine(profileId: number) {
      return db
        .select()
        .from(testimonials)
        .where(eq(testimonials.profile_id, profileId))
        .orderBy(desc(testimonials.inserted_at), desc(testimonials.id));
    },
    /** A testimonial of this author still pending or shown (not rejected, consent in force). */
    async live(profileId: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(
          and(
            eq(testimonials.profile_id, profileId),
            isNull(testimonials.consent_withdrawn_at),
            ne(testimonials.status, 'REJECTED'),
          ),
        )
        .limit(1);
      return row;
    },
    async insert(values: typeof testimonials.$inferInsert, tx: Db | Tx = db) {
      const [row] = await tx.insert(testimonials).values(values).returning();
      return row!;
    },
    /** Consent withdrawn: the words and the rating go, the record of consent stays. */
    async withdraw(id: number, profileId: number, at: Date) {
      const [row] = await db
        .update(testimonials)
        .set({ text: null, rating: null, consent_withdrawn_at: at, updated_at: at })
        .where(
          and(
            eq(testimonials.id, id),
            eq(testimonials.profile_id, profileId),
            isNull(testimonials.consent_withdrawn_at),
          ),
        )
        .returning();
      return row;
    },
    async adminList(q: { status: TestimonialStatus; type?: TestimonialType; offset: number; count: number }) {
      const where = whereAll(
        eq(testimonials.status, q.status),
        isNull(testimonials.consent_withdrawn_at),
        q.type && eq(testimonials.type, q.type),
      );
      const [rows, [total]] = await Promise.all([
        withAuthors(where)
          .orderBy(desc(testimonials.inserted_at), desc(testimonials.id))
          .limit(q.count)
          .offset(q.offset),
        db.select({ n: count() }).from(testimonials).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Set the status and write the audit row, in one transaction. */
    async decide(id: number, from: TestimonialStatus, to: TestimonialStatus, actorUserId: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(testimonials)
          .set({ status: to, reviewed_by_user_id: actorUserId, reviewed_at: at, updated_at: at })
          .where(eq(testimonials.id, id));
        await tx.insert(auditLog).values({
          actor_user_id: actorUserId,
          action: 'testimonial_status',
          target_type: 'testimonial',
          target_id: String(id),
          before: { status: from },
          after: { status: to },
        });
      });
    },
  };
}

export type TestimonialsRepo = ReturnType<typeof createTestimonialsRepo>;
export type AuthorRow = Awaited<ReturnType<TestimonialsRepo['shown']>>[number];
