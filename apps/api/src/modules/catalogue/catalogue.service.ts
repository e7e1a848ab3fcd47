import {
  CATALOGUE_TEXTS,
  catalogueEntryProblems,
  type CatalogueEntry,
  type CatalogueEntryBody,
  type CatalogueKind,
  type CatalogueListQuery,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { auditLog } from '../../db/schema';
import type { Tx } from '../../db/sql';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { createCatalogueRepo } from './catalogue.repo';
import { mergeProblem } from './catalogue.policy';

/**
 * Catalogue upkeep (issue 29 item 9, decision 0085): create, edit, merge and retire entries of every
 * kind; reject skills users typed in. Every write is one transaction with its audit row (before, after);
 * the names kept in memory are forgotten after each (`refreshNames`, the lookups module's front door).
 */
export function createCatalogueService({ db, refreshNames }: { db: Db; refreshNames: () => void }) {
  const repo = createCatalogueRepo(db);

  const audit = (tx: Tx, actor: string, action: string, kind: string, id: number, before: unknown, after: unknown) =>
    tx.insert(auditLog).values({
      actor_user_id: actor,
      action: `catalogue.${action}`,
      target_type: kind,
      target_id: String(id),
      before: before ?? null,
      after: after ?? null,
    });

  /** Run a write, answer 409 when a name is taken, and forget the names held in memory after it. */
  async function write<T>(kind: CatalogueKind, run: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(run);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(CATALOGUE_TEXTS.nameTaken(kind));
      throw err;
    } finally {
      refreshNames();
    }
  }

  /** The body's fields checked for the kind; 422 with the fields' messages. */
  async function checked(kind: CatalogueKind, body: CatalogueEntryBody, tx: Tx) {
    const fields = catalogueEntryProblems(kind, body);
    if (kind === 'batches' && body.org_id && !fields.org_id) {
      if ((await repo.orgType(body.org_id, tx)) !== 'INSTITUTION') fields.org_id = CATALOGUE_TEXTS.pickInstitute;
    }
    if (kind === 'job_roles' && body.skill_ids?.length) {
      if ((await repo.knownSkills(body.skill_ids, tx)) !== new Set(body.skill_ids).size)
        fields.skill_ids = CATALOGUE_TEXTS.invalidSkills;
    }
    if (Object.keys(fields).length) throw new ValidationError(fields);
  }

  async function entry(kind: CatalogueKind, id: number, tx?: Tx, lock = false) {
    const found = await repo.byId(kind, id, tx, lock);
    if (!found) throw new NotFoundError();
    return found;
  }

  return {
    async list(kind: CatalogueKind, q: CatalogueListQuery) {
      const page = pageRequest(q);
      const res = await repo.list(kind, { text: q.query || undefined, status: q.status, orgId: q.org_id }, page);
      return paged(res.rows, res.total, page);
    },

    async create(actor: string, kind: CatalogueKind, body: CatalogueEntryBody): Promise<CatalogueEntry> {
      return write(kind, async (tx) => {
        await checked(kind, body, tx);
        const id = await repo.insert(kind, repo.valuesOf(kind, body), tx);
        if (kind === 'job_roles') await repo.setJobRoleSkills(id, body.skill_ids ?? [], tx);
        const after = await entry(kind, id, tx);
        await audit(tx, actor, 'create', kind, id, null, after);
        return after;
      });
    },

    async edit(actor: string, kind: CatalogueKind, id: number, body: CatalogueEntryBody): Promise<CatalogueEntry> {
      return write(kind, async (tx) => {
        const before = await entry(kind, id, tx, true);
        // A batch stays with its institute: its students' profiles name it.
        await checked(kind, kind === 'batches' ? { ...body, org_id: before.org_id } : body, tx);
        const values = repo.valuesOf(kind, body);
        if (kind === 'batches') delete values.org_id;
        await repo.update(kind, id, values, tx);
        if (kind === 'job_roles' && body.skill_ids) await repo.setJobRoleSkills(id, body.skill_ids, tx);
        const after = await entry(kind, id, tx);
        await audit(tx, actor, 'edit', kind, id, before, after);
        return after;
      });
    },

    /** Retire (hidden from pickers, kept on existing records) or restore. */
    async setActive(actor: string, kind: CatalogueKind, id: number, active: boolean): Promise<CatalogueEntry> {
      return write(kind, async (tx) => {
        const before = await entry(kind, id, tx, true);
        if (before.active === active) return before;
        await repo.update(kind, id, { active }, tx);
        const after = await entry(kind, id, tx);
        await audit(tx, actor, active ? 'restore' : 'retire', kind, id, { active: before.active }, { active });
        return after;
      });
    },

    /** Merge entry `id` into `intoId`: every reference moves to the survivor and the duplicate goes. */
    async merge(actor: string, kind: CatalogueKind, id: number, intoId: number) {
      try {
        return await write(kind, async (tx) => {
          if (id === intoId) throw new ValidationError({ into_id: CATALOGUE_TEXTS.mergeSame });
          const dup = await entry(kind, id, tx, true);
          const survivor = await repo.byId(kind, intoId, tx, true);
          if (!survivor) throw new ValidationError({ into_id: CATALOGUE_TEXTS.mergeTargetMissing });
          const problem = mergeProblem(kind, dup, survivor);
          if (problem) throw new ValidationError({ into_id: problem });
          const { moved, dropped } = await repo.merge(kind, id, intoId, tx);
          await audit(tx, actor, 'merge', kind, id, dup, { into_id: intoId, into_name: survivor.name, moved, dropped });
          return { survivor: await entry(kind, intoId, tx), moved, dropped };
        });
      } catch (err) {
        // A unique key over an expression (two batches of one name at the two organisations) cannot be resolved here.
        if (err instanceof ConflictError) throw new AppError(409, 'CONFLICT', CATALOGUE_TEXTS.mergeClash);
        throw err;
      }
    },

    async references(kind: CatalogueKind, id: number) {
      await entry(kind, id);
      return repo.referenceCounts(kind, id);
    },

    /** Reject a skill a user typed in: merged into `intoId` when given, else removed from the entries naming it. */
    async rejectSkill(actor: string, id: number, intoId: number | undefined) {
      await write('skills', async (tx) => {
        const before = await entry('skills', id, tx, true);
        if (before.accepted) throw new ConflictError(CATALOGUE_TEXTS.alreadyAccepted);
        if (intoId !== undefined) {
          if (intoId === id) throw new ValidationError({ into_id: CATALOGUE_TEXTS.mergeSame });
          const survivor = await repo.byId('skills', intoId, tx, true);
          if (!survivor) throw new ValidationError({ into_id: CATALOGUE_TEXTS.mergeTargetMissing });
          const { moved, dropped } = await repo.merge('skills', id, intoId, tx);
          await audit(tx, actor, 'reject', 'skills', id, before, {
            into_id: intoId,
            into_name: survivor.name,
            moved,
            dropped,
          });
        } else {
          const removed = await repo.removeSkill(id, tx);
          await audit(tx, actor, 'reject', 'skills', id, before, { removed_from: removed });
        }
      });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
