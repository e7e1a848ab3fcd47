import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { statementsDuring } from '../../test/support/statements';
import type { Database } from './client';
import { jobRoles, lifeSkills, skills } from './schema';
import { CATALOGUE_NAME_TTL_MS, catalogueNames } from './catalogue-names';

describe('catalogue names in memory', () => {
  let database: Database;
  let clock = 0;
  const now = () => clock;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('names skills, career paths and life skills with one query per catalogue on a miss and none on a hit', async () => {
    const db = database.db;
    const names = catalogueNames(db, now);
    const [s] = await db.select({ id: skills.id, name: skills.display_name }).from(skills).limit(1);
    const [r] = await db.select({ id: jobRoles.id, name: jobRoles.name }).from(jobRoles).limit(1);
    const life = await db.select({ id: lifeSkills.id, name: lifeSkills.name }).from(lifeSkills).limit(2);
    const ref = { skillIds: [s!.id, s!.id], jobRoleIds: [r!.id], lifeSkillIds: life.map((l) => l.id) };

    const cold = await statementsDuring(() => names.names(ref));
    expect(cold.statements).toBe(3);
    expect(cold.result.skills).toEqual([{ id: s!.id, display_name: s!.name }]);
    expect(cold.result.jobRoles).toEqual([{ id: r!.id, name: r!.name }]);
    expect(cold.result.lifeSkills).toEqual(life);

    const warm = await statementsDuring(() => names.names(ref));
    expect(warm.statements).toBe(0);
    expect(warm.result).toEqual(cold.result);
    // The same database is served from the same memory.
    expect(catalogueNames(db)).toBe(names);
  });

  it('shows a renamed life skill once its name is older than the time it is kept', async () => {
    const db = database.db;
    const names = catalogueNames(db, now);
    const [life] = await db.select({ id: lifeSkills.id, name: lifeSkills.name }).from(lifeSkills).limit(1);
    await names.names({ skillIds: [], lifeSkillIds: [life!.id] });
    await db.update(lifeSkills).set({ name: 'Renamed life skill' }).where(eq(lifeSkills.id, life!.id));

    clock += CATALOGUE_NAME_TTL_MS;
    expect((await names.names({ skillIds: [], lifeSkillIds: [life!.id] })).lifeSkills[0]!.name).toBe(life!.name);
    clock += 1;
    expect((await names.names({ skillIds: [], lifeSkillIds: [life!.id] })).lifeSkills[0]!.name).toBe(
      'Renamed life skill',
    );
  });

  it('leaves out ids the catalogue does not hold', async () => {
    const names = catalogueNames(database.db, now);
    const missing = 2_000_000_000;
    const rows = await names.names({ skillIds: [missing], jobRoleIds: [missing], lifeSkillIds: [missing] });
    expect(rows).toMatchObject({ skills: [], jobRoles: [], lifeSkills: [] });
    const held = await database.db
      .select({ id: skills.id })
      .from(skills)
      .where(inArray(skills.id, [missing]));
    expect(held).toEqual([]);
  });
});
