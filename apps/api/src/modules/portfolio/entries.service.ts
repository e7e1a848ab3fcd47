import {
  ERROR_TEXTS,
  PORTFOLIO_API_TEXTS,
  PORTFOLIO_MESSAGES,
  SKILL_NAME_MAX,
  cardOfRecord,
  educationBodySchema,
  entryPoints,
  issueFields,
  subjectBodySchema,
  type CardType,
  type EducationEntry,
  type PortfolioEntry,
} from '@lbd/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { subjects } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { isUniqueViolation } from '../../db/errors';
import { createEntriesRepo, specOf, type StoredEntry } from './entries.repo';
import { createNamesRepo, type Runner } from './names.repo';
import { entryNames, toEntry } from './portfolio.mapper';
import { profileDegreeTenure, substanceChanged } from './portfolio.policy';
import { createPortfolioRepo } from './portfolio.repo';
import { RESOURCES, type ResourceName } from './portfolio.resources';
import type { CardRecord, SaveContext } from './portfolio.tables';
import { createVerificationsRepo } from './verifications.repo';

/** A save body as the route validated it: `{ <key>: record }`, a subject's also `education_id`. */
export type SaveBody = Record<string, unknown>;

const duplicate = () =>
  new ConflictError(ERROR_TEXTS.alreadyInPortfolio, {
    heading: ERROR_TEXTS.alreadyInPortfolioHeading,
    message: ERROR_TEXTS.alreadyInPortfolio,
  });

/** Turns a unique-index violation (two saves of the same item at once) into the duplicate answer. */
const duplicateOnRace = (error: unknown): never => {
  throw isUniqueViolation(error) ? duplicate() : error;
};

/** Parses a body with options only saved data gives; a failure is a 422 with the fields' messages. */
function reparse<S extends z.ZodType>(schema: S, body: SaveBody): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ValidationError(issueFields(parsed.error));
  return parsed.data;
}

/** Creating, editing and deleting portfolio entries (SPEC §3.1, §3.2, §4.3, §5.1). */
export function createEntriesService({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createEntriesRepo(db);
  const names = createNamesRepo(db);
  const portfolios = createPortfolioRepo(db);
  const verifications = createVerificationsRepo(db);

  /** The record to save and its context, re-validated where saved data adds rules. */
  async function validated(resource: ResourceName, profileId: number, body: SaveBody, existing?: StoredEntry) {
    const def = RESOURCES[resource];
    if (resource === 'subjects') {
      const educationId =
        typeof body.education_id === 'number'
          ? body.education_id
          : reparse(subjectBodySchema({ now: clock }), body).education_id;
      const parent = await repo.ownEducation(profileId, educationId);
      if (!parent) throw new NotFoundError('This degree is not on your portfolio.');
      const schema = subjectBodySchema({
        now: clock,
        editing: Boolean(existing),
        degreeFormat: parent.format ?? null,
        degreeTenure: [parent.tenure_start, parent.tenure_finish],
      });
      return { record: reparse(schema, body).subject as CardRecord, context: { education_id: parent.id } };
    }
    if (resource === 'educations') {
      const f = existing?.fields as { institute: string; degree: string; format: 'GPA' | 'Numeric' | null } | undefined;
      const stored = f ? { institute: f.institute, degree: f.degree, format: f.format } : undefined;
      const schema = educationBodySchema({ now: clock, editing: Boolean(existing), stored });
      const record: EducationEntry = reparse(schema, body).education;
      // The catalogue institute, by the id sent or else by name; an unknown id is refused.
      const orgId = await repo.institutionId(record.my_org_id, record.institute);
      if (record.my_org_id && !orgId)
        throw new ValidationError({ my_org_id: PORTFOLIO_MESSAGES.invalidChoice('Institute') });
      return { record: { ...record, my_org_id: orgId } as CardRecord, context: {} };
    }
    // The route checked the body already; checking again here keeps scripts (seed, bulk) on the same rules.
    const schema = def.body({ now: clock, editing: Boolean(existing) }) as z.ZodType<SaveBody>;
    return { record: reparse(schema, body)[def.key] as CardRecord, context: {} as SaveContext };
  }

  /** Ids of the record's skills (created when new), career paths and life skills (which must exist). */
  async function resolveNames(record: CardRecord, tx: Runner) {
    const list = (key: 'skills' | 'job_roles' | 'life_skills') =>
      key in record ? ((record as Record<string, unknown>)[key] as string[]) : [];
    const [skillNames, roleNames, lifeNames] = [list('skills'), list('job_roles'), list('life_skills')];
    const fields: Record<string, string> = {};
    if (skillNames.some((n) => n.length > SKILL_NAME_MAX))
      fields.skills = PORTFOLIO_MESSAGES.tooLong('Skills', SKILL_NAME_MAX);
    const roleIds = await names.jobRoleIds(roleNames, tx);
    const lifeIds = await names.lifeSkillIds(lifeNames, tx);
    if (roleIds.includes(null)) fields.job_roles = PORTFOLIO_MESSAGES.invalidChoice('Career Path');
    if (lifeIds.includes(null)) fields.life_skills = PORTFOLIO_MESSAGES.invalidChoice('Life Skill');
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    return {
      skill_ids: await names.skillIds(skillNames, 'TECHNICAL', tx),
      job_role_ids: roleIds as number[],
      life_skill_ids: lifeIds as number[],
    };
  }

  function pointsOf(card: CardType, record: CardRecord) {
    const r = record as { status?: string; duration?: number };
    return entryPoints({ card, status: r.status, duration: r.duration }).points;
  }

  /** An entry as the API answers it, its names resolved in bulk. */
  async function present(entry: StoredEntry): Promise<PortfolioEntry> {
    const r = entry.row;
    const [maps, pending] = await Promise.all([
      names.namesOf({ skills: r.skill_ids, jobRoles: r.job_role_ids, lifeSkills: r.life_skill_ids }),
      portfolios.pendingKeys(r.profile_id, clock()),
    ]);
    return toEntry(entry, entryNames(r, maps), pending);
  }

  return {
    /** POST /api/my_portfolio/{resource}: adds an entry (201), refusing a duplicate (409). */
    async create(resource: ResourceName, profileId: number, body: SaveBody) {
      if (!(await repo.portfolioExists(profileId)))
        throw new ValidationError({ portfolio: PORTFOLIO_API_TEXTS.noPortfolio }, PORTFOLIO_API_TEXTS.noPortfolio);
      const def = RESOURCES[resource];
      const spec = specOf(def.table);
      const { record, context } = await validated(resource, profileId, body);
      const card = cardOfRecord(def.key, record as { kind?: unknown; type?: unknown });
      const saved = await db
        .transaction(async (tx) => {
          const ids = await resolveNames(record, tx);
          if (await repo.isDuplicate(spec, profileId, record, context, undefined, tx)) throw duplicate();
          return repo.insert(spec, profileId, record, context, { ...ids, points: pointsOf(card, record) }, tx);
        })
        .catch(duplicateOnRace);
      return present(saved);
    },

    /**
     * PUT /api/my_portfolio/{resource}/{id}: edits one of the student's entries. The card may not change;
     * a change of substance clears the verification and withdraws waiting verification requests.
     */
    async update(resource: ResourceName, profileId: number, id: number, body: SaveBody) {
      const def = RESOURCES[resource];
      const spec = specOf(def.table);
      const existing = await repo.find(spec, profileId, id);
      if (!existing) throw new NotFoundError();
      const { record, context } = await validated(resource, profileId, body, existing);
      const card = cardOfRecord(def.key, record as { kind?: unknown; type?: unknown });
      if (card !== existing.card) {
        const field = def.key === 'reading' ? 'kind' : 'type';
        throw new ValidationError({
          [field]: PORTFOLIO_MESSAGES.lockedWhenEditing(field === 'kind' ? 'Kind' : 'Type'),
        });
      }
      const after = { ...(record as Record<string, unknown>), ...context };
      const changed = substanceChanged(card, existing.fields, after);
      const saved = await db
        .transaction(async (tx) => {
          const ids = await resolveNames(record, tx);
          if (await repo.isDuplicate(spec, profileId, record, context, id, tx)) throw duplicate();
          const extras = { ...ids, points: pointsOf(card, record), clearVerification: changed };
          const row = await repo.update(spec, profileId, id, record, context, extras, tx);
          if (changed) await verifications.cancelPending(existing.section, id, tx);
          return row;
        })
        .catch(duplicateOnRace);
      if (!saved) throw new NotFoundError();
      return present(saved);
    },

    /**
     * The degree the student named when creating the profile (institute, degree, specialization and
     * graduation year) as a Degree entry, marked latest, when the portfolio starts; its format, score
     * and backlogs wait for the student (the edit form asks for them). Nothing when the profile names
     * no such degree, the year is outside the form's range, or the portfolio has that degree already.
     * Answers the new entry's id, or null.
     */
    async addProfileDegree(profileId: number, tx: Runner = db): Promise<number | null> {
      const named = await repo.profileDegree(profileId, tx);
      if (!named || named.profile_type !== 'STUDENT' || named.org_type !== 'INSTITUTION' || !named.graduation_year)
        return null;
      const tenure = profileDegreeTenure({ name: named.degree, level: named.level }, named.graduation_year, clock());
      if (!tenure) return null;
      const spec = specOf('educations');
      const record = {
        my_org_id: named.org_id,
        institute: named.institute,
        degree: named.degree,
        specialization: named.specialization,
        tenure,
        format: null,
        score: 0,
        backlogsStatus: 'no',
        backlogs: 0,
        placed: 'no',
        latest_edu: true,
      } as unknown as CardRecord;
      if (await repo.isDuplicate(spec, profileId, record, {}, undefined, tx)) return null;
      const extras = { skill_ids: [], job_role_ids: [], life_skill_ids: [], points: pointsOf('education', record) };
      return (await repo.insert(spec, profileId, record, {}, extras, tx)).row.id;
    },

    /** DELETE /api/my_portfolio/{resource}/{id}: removes an entry (a degree takes its subjects along). */
    async remove(resource: ResourceName, profileId: number, id: number) {
      const spec = specOf(RESOURCES[resource].table);
      await db.transaction(async (tx) => {
        const existing = await repo.find(spec, profileId, id, tx);
        if (!existing) throw new NotFoundError();
        if (spec.name === 'educations') {
          const children = await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.education_id, id));
          await verifications.deleteFor(
            ['semester'],
            children.map((c) => c.id),
            tx,
          );
        }
        await verifications.deleteFor(spec.sections, [id], tx);
        await repo.remove(spec, profileId, id, tx);
      });
    },
  };
}

export type EntriesService = ReturnType<typeof createEntriesService>;
