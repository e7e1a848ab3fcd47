import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Prefix search on a name: lower(name) with text_pattern_ops serves `lower(name) LIKE 'abc%'`. */
const prefixIndex = (name: string, column: Parameters<typeof sql>[1]) =>
  index(name).using('btree', sql`lower(${column}) text_pattern_ops`);

export const countryCodes = pgTable(
  'country_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    iso2: varchar('iso2', { length: 2 }).notNull(),
    dial_code: varchar('dial_code', { length: 20 }).notNull(),
    desc: varchar('desc', { length: 140 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('country_codes_iso2_key').on(t.iso2), prefixIndex('country_codes_name_prefix', t.name)],
);

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 4 }).notNull(),
    type: varchar('type', { length: 20, enum: ['STATE', 'UNION_TERRITORY'] }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('states_name_key').on(t.name), prefixIndex('states_name_prefix', t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    state_id: integer('state_id')
      .notNull()
      .references(() => states.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('cities_state_id_name_key').on(t.state_id, t.name), prefixIndex('cities_name_prefix', t.name)],
);

export const degrees = pgTable(
  'degrees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 60 }).notNull(),
    full_name: varchar('full_name', { length: 160 }).notNull(),
    level: varchar('level', { length: 12, enum: ['DIPLOMA', 'UG', 'PG', 'DOCTORATE'] }).notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('degrees_name_key').on(sql`lower(${t.name})`), prefixIndex('degrees_name_prefix', t.name)],
);

export const specializations = pgTable(
  'specializations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 160 }).notNull(),
    stream: varchar('stream', { length: 60 }).notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('specializations_name_key').on(sql`lower(${t.name})`),
    prefixIndex('specializations_name_prefix', t.name),
  ],
);

export const designations = pgTable(
  'designations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Retired by an admin (decision 0085): no longer offered in pickers, still named on existing records. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('designations_name_key').on(sql`lower(${t.name})`),
    prefixIndex('designations_name_prefix', t.name),
  ],
);

export const skills = pgTable(
  'skills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-case form of display_name: one skill per name, whatever the casing typed. */
    name: varchar('name', { length: 120 }).notNull(),
    display_name: varchar('display_name', { length: 120 }).notNull(),
    type: varchar('type', { length: 12, enum: ['DOMAIN', 'TECHNICAL'] }).notNull(),
    /**
     * The catalogue's skills are accepted; one a user typed into an entry waits for an admin: it names
     * their entry but is not offered to anyone in the skill search until accepted.
     */
    accepted: boolean('accepted').notNull().default(true),
    /** Retired by an admin (decision 0085): no longer offered in pickers, still named on existing records. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('skills_name_key').on(t.name),
    index('skills_name_pattern').using('btree', sql`${t.name} text_pattern_ops`),
    index('skills_type_idx').on(t.type),
  ],
);

export const lifeSkills = pgTable(
  'life_skills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('life_skills_name_key').on(sql`lower(${t.name})`),
    prefixIndex('life_skills_name_prefix', t.name),
  ],
);

/** Career paths. */
export const jobRoles = pgTable(
  'job_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull(),
    type: varchar('type', { length: 60 }).notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('job_roles_name_key').on(sql`lower(${t.name})`),
    prefixIndex('job_roles_name_prefix', t.name),
    index('job_roles_type_idx').on(t.type),
  ],
);

export const jobRoleSkills = pgTable(
  'job_role_skills',
  {
    job_role_id: integer('job_role_id')
      .notNull()
      .references(() => jobRoles.id, { onDelete: 'cascade' }),
    skill_id: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.job_role_id, t.skill_id] }), index('job_role_skills_skill_idx').on(t.skill_id)],
);

export const jobRoleLifeSkills = pgTable(
  'job_role_life_skills',
  {
    job_role_id: integer('job_role_id')
      .notNull()
      .references(() => jobRoles.id, { onDelete: 'cascade' }),
    life_skill_id: integer('life_skill_id')
      .notNull()
      .references(() => lifeSkills.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.job_role_id, t.life_skill_id] }),
    index('job_role_life_skills_life_skill_idx').on(t.life_skill_id),
  ],
);

/** Institutes (INSTITUTION) and companies (COMPANY). */
export const orgs = pgTable(
  'orgs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    full_name: varchar('full_name', { length: 200 }).notNull(),
    short_name: varchar('short_name', { length: 60 }),
    org_type: varchar('org_type', { length: 12, enum: ['INSTITUTION', 'COMPANY'] }).notNull(),
    city_id: integer('city_id').references(() => cities.id),
    state_id: integer('state_id').references(() => states.id),
    website: varchar('website', { length: 300 }),
    logo_url: varchar('logo_url', { length: 500 }),
    /** What the organisation says about itself on its public page. */
    about: varchar('about', { length: 2000 }),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orgs_uuid_key').on(t.uuid),
    uniqueIndex('orgs_type_name_key').on(t.org_type, sql`lower(${t.full_name})`),
    prefixIndex('orgs_full_name_prefix', t.full_name),
    index('orgs_city_idx').on(t.city_id),
    index('orgs_state_idx').on(t.state_id),
  ],
);

/**
 * An institute's batches (issue 29 item 9): a named cohort of its students, e.g. 'B.Tech CSE 2022-26',
 * graduating in `year`. A student's profile may name one (profiles.batch_id).
 */
export const batches = pgTable(
  'batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    org_id: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    name: varchar('name', { length: 80 }).notNull(),
    year: integer('year').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('batches_org_name_key').on(t.org_id, sql`lower(${t.name})`),
    index('batches_org_idx').on(t.org_id),
    prefixIndex('batches_name_prefix', t.name),
  ],
);

/** Which versioned seed sets have been applied, so start-up seeds only once. */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 60 }).primaryKey(),
  version: varchar('version', { length: 64 }).notNull(),
  applied_at: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
