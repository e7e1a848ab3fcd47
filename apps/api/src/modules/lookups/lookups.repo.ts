import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  auditLog,
  cities,
  countryCodes,
  degrees,
  designations,
  jobRoleLifeSkills,
  jobRoles,
  jobRoleSkills,
  lifeSkills,
  orgs,
  skills,
  specializations,
  states,
} from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import { escapeLike, prefixPattern, whereAll } from '../../db/sql';

/** `lower(col) LIKE 'text%'`, served by the lower(col) text_pattern_ops indexes. */
export const startsWith = (column: PgColumn, text: string): SQL => sql`lower(${column}) like ${prefixPattern(text)}`;

/** What separates words in a skill's name besides spaces ('node.js', 'ci/cd', 'c (language)'). */
const WORD_SEPARATORS = '-/().,';
/** A skill's name (stored lower case) with a space before every word. */
const SKILL_WORDS = sql`(' ' || translate(${skills.name}, ${WORD_SEPARATORS}, ${' '.repeat(WORD_SEPARATORS.length)}))`;
/** A LIKE pattern for user text at the start of any word of SKILL_WORDS. */
export const wordStartPattern = (text: string): string => {
  const words = text.replace(/[-/().,]/g, ' ').trim();
  return words ? `% ${escapeLike(words)}%` : '%';
};

async function total(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export interface NameSearch {
  text?: string;
  page: PageRequest;
}

export function createLookupsRepo(db: Db) {
  return {
    async countryCodes({ text, page }: NameSearch) {
      const digits = text?.replace(/^\+/, '');
      const where = text
        ? or(
            startsWith(countryCodes.name, text),
            digits ? sql`${countryCodes.dial_code} like ${`+${prefixPattern(digits)}`}` : undefined,
          )
        : undefined;
      const rows = await db
        .select()
        .from(countryCodes)
        .where(where)
        .orderBy(asc(countryCodes.name))
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(db, countryCodes, where) };
    },

    async states({ text, page }: NameSearch) {
      const where = text ? startsWith(states.name, text) : undefined;
      const rows = await db
        .select()
        .from(states)
        .where(where)
        .orderBy(asc(states.name))
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(db, states, where) };
    },

    async cities({ text, page, stateId }: NameSearch & { stateId?: number }) {
      const where = whereAll(
        text ? startsWith(cities.name, text) : undefined,
        stateId ? eq(cities.state_id, stateId) : undefined,
      );
      const rows = await db
        .select({ id: cities.id, name: cities.name, state_id: cities.state_id, state_name: states.name })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.state_id))
        .where(where)
        .orderBy(asc(cities.name), asc(cities.id))
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(db, cities, where) };
    },

    async degrees({ text, page }: NameSearch) {
      const where = whereAll(
        eq(degrees.active, true),
        text ? or(startsWith(degrees.name, text), startsWith(degrees.full_name, text)) : undefined,
      );
      const rows = await db
        .select()
        .from(degrees)
        .where(where)
        .orderBy(asc(degrees.name))
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(db, degrees, where) };
    },

    async specializations({ text, page }: NameSearch) {
      const where = whereAll(
        eq(specializations.active, true),
        text ? startsWith(specializations.name, text) : undefined,
      );
      const rows = await db
        .select()
        .from(specializations)
        .where(where)
        .orderBy(asc(specializations.name))
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(db, specializations, where) };
    },

    async designations({ text, page }: NameSearch) {
      const where = whereAll(eq(designations.active, true), text ? startsWith(designations.name, text) : undefined);
      const rows = await db
        .select()
        .from(designations)
        .where(where)
        .orderBy(asc(designations.name))
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(db, designations, where) };
    },

    /** Skills users typed in, not yet accepted, newest first. */
    async waitingSkills(page: PageRequest) {
      const where = eq(skills.accepted, false);
      const rows = await db
        .select()
        .from(skills)
        .where(where)
        .orderBy(desc(skills.inserted_at), desc(skills.id))
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(db, skills, where) };
    },

    /** Accept a waiting skill, audited; null when there is no such skill. */
    async acceptSkill(id: number, actorUserId: string) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(skills).where(eq(skills.id, id)).for('update');
        if (!before) return null;
        if (before.accepted) return before;
        const [after] = await tx
          .update(skills)
          .set({ accepted: true, updated_at: new Date() })
          .where(eq(skills.id, id))
          .returning();
        await tx.insert(auditLog).values({
          actor_user_id: actorUserId,
          action: 'skill.accepted',
          target_type: 'skill',
          target_id: String(id),
          before: { accepted: false },
          after: { accepted: true },
        });
        return after!;
      });
    },

    async skills({ text, page, type }: NameSearch & { type?: 'DOMAIN' | 'TECHNICAL' }) {
      // Any word of the name ('kafka' finds 'apache kafka', 'js' finds 'node.js'): the catalogue is a
      // few hundred skills, read whole; names that start with the text come first.
      const where = whereAll(
        text ? sql`${SKILL_WORDS} like ${wordStartPattern(text)}` : undefined,
        type ? eq(skills.type, type) : undefined,
        // Skills typed in by users are offered to others once an admin accepts them; retired ones no more.
        eq(skills.accepted, true),
        eq(skills.active, true),
      );
      const rows = await db
        .select()
        .from(skills)
        .where(where)
        .orderBy(...(text ? [sql`${skills.name} not like ${prefixPattern(text)}`] : []), asc(skills.name))
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(db, skills, where) };
    },

    async lifeSkills({ text, page }: NameSearch) {
      const where = text ? startsWith(lifeSkills.name, text) : undefined;
      const rows = await db
        .select()
        .from(lifeSkills)
        .where(where)
        .orderBy(asc(lifeSkills.name))
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(db, lifeSkills, where) };
    },

    async jobRoles({ text, page, type }: NameSearch & { type?: string }) {
      const where = whereAll(
        eq(jobRoles.active, true),
        text ? startsWith(jobRoles.name, text) : undefined,
        type ? sql`lower(${jobRoles.type}) = ${type.toLowerCase()}` : undefined,
      );
      const rows = await db
        .select()
        .from(jobRoles)
        .where(where)
        .orderBy(asc(jobRoles.name))
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(db, jobRoles, where) };
    },

    /** Skills and life skills of the given job roles, for one page of roles at a time (no N+1). */
    async jobRoleLinks(jobRoleIds: number[]) {
      if (jobRoleIds.length === 0) return { skills: [], lifeSkills: [] };
      const [skillRows, lifeSkillRows] = await Promise.all([
        db
          .select({
            job_role_id: jobRoleSkills.job_role_id,
            id: skills.id,
            name: skills.name,
            display_name: skills.display_name,
            type: skills.type,
          })
          .from(jobRoleSkills)
          .innerJoin(skills, eq(skills.id, jobRoleSkills.skill_id))
          .where(inArray(jobRoleSkills.job_role_id, jobRoleIds))
          .orderBy(asc(skills.name)),
        db
          .select({ job_role_id: jobRoleLifeSkills.job_role_id, id: lifeSkills.id, name: lifeSkills.name })
          .from(jobRoleLifeSkills)
          .innerJoin(lifeSkills, eq(lifeSkills.id, jobRoleLifeSkills.life_skill_id))
          .where(inArray(jobRoleLifeSkills.job_role_id, jobRoleIds))
          .orderBy(asc(lifeSkills.name)),
      ]);
      return { skills: skillRows, lifeSkills: lifeSkillRows };
    },

    async orgs({ text, page, orgType }: NameSearch & { orgType?: 'INSTITUTION' | 'COMPANY' }) {
      const where = whereAll(
        eq(orgs.active, true),
        orgType ? eq(orgs.org_type, orgType) : undefined,
        text ? or(startsWith(orgs.full_name, text), startsWith(orgs.short_name, text)) : undefined,
      );
      const rows = await orgRows(db).where(where).orderBy(asc(orgs.full_name)).limit(page.count).offset(page.offset);
      return { rows, total: await total(db, orgs, where) };
    },

    async orgById(id: number) {
      const [row] = await orgRows(db).where(and(eq(orgs.id, id), eq(orgs.active, true)));
      return row ?? null;
    },
  };
}

function orgRows(db: Db) {
  return db
    .select({
      id: orgs.id,
      full_name: orgs.full_name,
      short_name: orgs.short_name,
      org_type: orgs.org_type,
      website: orgs.website,
      logo_url: orgs.logo_url,
      city: cities.name,
      state: states.name,
    })
    .from(orgs)
    .leftJoin(cities, eq(cities.id, orgs.city_id))
    .leftJoin(states, eq(states.id, orgs.state_id))
    .$dynamic();
}

export type LookupsRepo = ReturnType<typeof createLookupsRepo>;
export type OrgRow = NonNullable<Awaited<ReturnType<LookupsRepo['orgById']>>>;
