import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SEED_DATA_DIR } from '../config/paths';
import type { Db } from '../db/client';
import {
  cities,
  countryCodes,
  degrees,
  designations,
  jobRoleLifeSkills,
  jobRoles,
  jobRoleSkills,
  lifeSkills,
  orgs,
  seedRuns,
  skills,
  specializations,
  states,
} from '../db/schema';

const files = {
  countryCodes: z.array(
    z.object({ name: z.string(), iso2: z.string().length(2), dial_code: z.string(), desc: z.string() }),
  ),
  states: z.array(
    z.object({
      name: z.string(),
      code: z.string(),
      type: z.enum(['STATE', 'UNION_TERRITORY']),
      cities: z.array(z.string()),
    }),
  ),
  degrees: z.array(
    z.object({ name: z.string(), full_name: z.string(), level: z.enum(['DIPLOMA', 'UG', 'PG', 'DOCTORATE']) }),
  ),
  specializations: z.array(z.object({ name: z.string(), stream: z.string() })),
  designations: z.array(z.object({ name: z.string() })),
  skills: z.array(z.object({ name: z.string(), display_name: z.string(), type: z.enum(['DOMAIN', 'TECHNICAL']) })),
  lifeSkills: z.array(z.object({ name: z.string(), description: z.string() })),
  jobRoles: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      type: z.string(),
      skills: z.array(z.string()),
      life_skills: z.array(z.string()),
    }),
  ),
  orgs: z.array(
    z.object({
      full_name: z.string(),
      short_name: z.string().optional(),
      org_type: z.enum(['INSTITUTION', 'COMPANY']),
      city: z.string().optional(),
      state: z.string().optional(),
      website: z.string().optional(),
    }),
  ),
};

const fileNames: Record<keyof typeof files, string> = {
  countryCodes: 'country_codes.json',
  states: 'states.json',
  degrees: 'degrees.json',
  specializations: 'specializations.json',
  designations: 'designations.json',
  skills: 'skills.json',
  lifeSkills: 'life_skills.json',
  jobRoles: 'job_roles.json',
  orgs: 'orgs.json',
};

export type CatalogueData = { [K in keyof typeof files]: z.infer<(typeof files)[K]> };

/** Read and check the versioned catalogue files; the version is a hash of their bytes. */
export function loadCatalogue(dir = SEED_DATA_DIR): { data: CatalogueData; version: string } {
  const hash = createHash('sha256');
  const data = {} as Record<string, unknown>;
  for (const [key, name] of Object.entries(fileNames) as [keyof typeof files, string][]) {
    const raw = fs.readFileSync(path.join(dir, name), 'utf8');
    hash.update(name).update(raw);
    data[key] = files[key].parse(JSON.parse(raw));
  }
  return { data: data as CatalogueData, version: hash.digest('hex').slice(0, 16) };
}

const chunks = <T>(items: T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Insert the catalogue rows that are missing. Existing rows are left alone (admins may have
 * edited them); a changed data file adds its new rows on the next start.
 * Returns false when this version was already applied.
 */
export async function seedCatalogue(db: Db, dir = SEED_DATA_DIR): Promise<boolean> {
  const { data, version } = loadCatalogue(dir);
  const [applied] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'catalogue'));
  if (applied?.version === version) return false;

  await db.transaction(async (tx) => {
    await tx.insert(countryCodes).values(data.countryCodes).onConflictDoNothing();

    await tx
      .insert(states)
      .values(data.states.map(({ name, code, type }) => ({ name, code, type })))
      .onConflictDoNothing();
    const stateIds = new Map(
      (await tx.select({ id: states.id, name: states.name }).from(states)).map((s) => [s.name, s.id]),
    );
    const cityRows = data.states.flatMap((s) => s.cities.map((name) => ({ name, state_id: stateIds.get(s.name)! })));
    for (const batch of chunks(cityRows)) await tx.insert(cities).values(batch).onConflictDoNothing();

    await tx.insert(degrees).values(data.degrees).onConflictDoNothing();
    await tx.insert(specializations).values(data.specializations).onConflictDoNothing();
    await tx.insert(designations).values(data.designations).onConflictDoNothing();
    for (const batch of chunks(data.skills)) {
      await tx
        .insert(skills)
        .values(batch.map((s) => ({ ...s, name: s.display_name.toLowerCase() })))
        .onConflictDoNothing();
    }
    await tx.insert(lifeSkills).values(data.lifeSkills).onConflictDoNothing();
    await tx
      .insert(jobRoles)
      .values(data.jobRoles.map(({ name, description, type }) => ({ name, description, type })))
      .onConflictDoNothing();

    const lower = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
    const roleIds = lower(await tx.select({ id: jobRoles.id, name: jobRoles.name }).from(jobRoles));
    const skillIds = lower(await tx.select({ id: skills.id, name: skills.name }).from(skills));
    const lifeSkillIds = lower(await tx.select({ id: lifeSkills.id, name: lifeSkills.name }).from(lifeSkills));
    const need = (map: Map<string, number>, name: string, what: string) => {
      const id = map.get(name.toLowerCase());
      if (id === undefined) throw new Error(`catalogue: unknown ${what} '${name}'`);
      return id;
    };
    const roleSkills = data.jobRoles.flatMap((r) =>
      r.skills.map((s) => ({ job_role_id: need(roleIds, r.name, 'job role'), skill_id: need(skillIds, s, 'skill') })),
    );
    const roleLifeSkills = data.jobRoles.flatMap((r) =>
      r.life_skills.map((l) => ({
        job_role_id: need(roleIds, r.name, 'job role'),
        life_skill_id: need(lifeSkillIds, l, 'life skill'),
      })),
    );
    for (const batch of chunks(roleSkills)) await tx.insert(jobRoleSkills).values(batch).onConflictDoNothing();
    for (const batch of chunks(roleLifeSkills)) await tx.insert(jobRoleLifeSkills).values(batch).onConflictDoNothing();

    const cityIds = new Map(
      (await tx.select({ id: cities.id, name: cities.name, state_id: cities.state_id }).from(cities)).map((c) => [
        `${c.state_id}:${c.name}`,
        c.id,
      ]),
    );
    await tx
      .insert(orgs)
      .values(
        data.orgs.map((o) => {
          const stateId = o.state ? stateIds.get(o.state) : undefined;
          return {
            full_name: o.full_name,
            short_name: o.short_name ?? null,
            org_type: o.org_type,
            state_id: stateId ?? null,
            city_id: stateId && o.city ? (cityIds.get(`${stateId}:${o.city}`) ?? null) : null,
            website: o.website ?? null,
          };
        }),
      )
      .onConflictDoNothing();

    await tx
      .insert(seedRuns)
      .values({ name: 'catalogue', version })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version, applied_at: sql`now()` } });
  });
  return true;
}
