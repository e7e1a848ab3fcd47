import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { ADMIN_CAPABILITIES, INSTITUTE_DASHBOARD_KEYS } from '@lbd/shared';
import { orgs } from './catalogue';
import { users } from './identity';

/* Admin rights (issue 29 item 7, decision 0084): access levels, their grants, institute permissions. */

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A named set of admin capabilities; built-in ones come from a data migration and are not edited. */
export const adminAccessLevels = pgTable(
  'admin_access_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 60 }).notNull().unique(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    capabilities: varchar('capabilities', { length: 40 }).array().notNull(),
    built_in: boolean('built_in').notNull().default(false),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'admin_access_levels_capabilities_check',
      sql`cardinality(${t.capabilities}) > 0 and ${t.capabilities} <@ array[${quoted(ADMIN_CAPABILITIES)}]::varchar[]`,
    ),
  ],
);

/** A person holding a level: an admin is whoever holds at least one; their capabilities are the union. */
export const adminAccessGrants = pgTable(
  'admin_access_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level_id: integer('level_id')
      .notNull()
      .references(() => adminAccessLevels.id, { onDelete: 'cascade' }),
    granted_by: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    granted_at: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('admin_access_grants_user_level_unique').on(t.user_id, t.level_id),
    index('admin_access_grants_level_idx').on(t.level_id),
    index('admin_access_grants_granted_by_idx').on(t.granted_by),
  ],
);

/** Per institute, what its college admins may see (no row: all of INSTITUTE_DASHBOARD_KEYS). */
export const institutePermissions = pgTable(
  'institute_permissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    org_id: integer('org_id')
      .notNull()
      .unique()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    dashboards: varchar('dashboards', { length: 40 }).array().notNull(),
    updated_by: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'institute_permissions_dashboards_check',
      sql`${t.dashboards} <@ array[${quoted(INSTITUTE_DASHBOARD_KEYS)}]::varchar[]`,
    ),
    index('institute_permissions_updated_by_idx').on(t.updated_by),
  ],
);
