import type { SectionKey } from '@lbd/shared';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entryVerifications, profiles } from '../../db/schema';
import type { Runner } from './names.repo';

export type VerificationRow = typeof entryVerifications.$inferSelect;

/** Verification requests: created per entry, found by the hash of their token, answered once. */
export function createVerificationsRepo(db: Db) {
  return {
    /** Holds the student's row until the transaction ends, so concurrent requests count one after another. */
    async lockProfile(profileId: number, tx: Runner) {
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
    },

    /** Requests sent since an instant: in all, and for one entry. */
    async countSince(profileId: number, since: Date, section: SectionKey, entryId: number, tx: Runner = db) {
      const [row] = await tx
        .select({
          all: sql<number>`count(*)::int`,
          entry: sql<number>`(count(*) filter (where ${entryVerifications.section} = ${section} and ${entryVerifications.entry_id} = ${entryId}))::int`,
        })
        .from(entryVerifications)
        .where(and(eq(entryVerifications.profile_id, profileId), gte(entryVerifications.inserted_at, since)));
      return { all: Number(row?.all ?? 0), entry: Number(row?.entry ?? 0) };
    },

    async insert(values: typeof entryVerifications.$inferInsert, tx: Runner = db) {
      const [row] = await tx.insert(entryVerifications).values(values).returning();
      return row!;
    },

    async byTokenHash(hash: string, tx: Runner = db) {
      const [row] = await tx.select().from(entryVerifications).where(eq(entryVerifications.token_hash, hash));
      return row ?? null;
    },

    /** Records the answer if the request is still waiting; null when someone answered first. */
    async answer(id: number, status: 'confirmed' | 'declined', at: Date, tx: Runner) {
      const [row] = await tx
        .update(entryVerifications)
        .set({ status, answered_at: at })
        .where(and(eq(entryVerifications.id, id), eq(entryVerifications.status, 'pending')))
        .returning({ id: entryVerifications.id });
      return row ?? null;
    },

    /** Withdraws the waiting requests of an entry whose substance changed. */
    async cancelPending(section: SectionKey, entryId: number, tx: Runner) {
      await tx
        .update(entryVerifications)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(entryVerifications.section, section),
            eq(entryVerifications.entry_id, entryId),
            eq(entryVerifications.status, 'pending'),
          ),
        );
    },

    /** Withdraws one request (its email could not be sent). */
    async withdraw(id: number) {
      await db.update(entryVerifications).set({ status: 'cancelled' }).where(eq(entryVerifications.id, id));
    },

    /** Removes the requests of deleted entries. */
    async deleteFor(sections: readonly SectionKey[], entryIds: readonly number[], tx: Runner) {
      if (entryIds.length === 0) return;
      await tx
        .delete(entryVerifications)
        .where(
          and(inArray(entryVerifications.section, [...sections]), inArray(entryVerifications.entry_id, [...entryIds])),
        );
    },
  };
}

export type VerificationsRepo = ReturnType<typeof createVerificationsRepo>;
