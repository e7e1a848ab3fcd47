import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { events } from './events';
import { profiles } from './identity';

/* Invitations to a club or an event (issue 23 item 30). */

export const INVITATION_KIND_VALUES = ['club', 'event'] as const;
/** What the student said; 'invited' until they answer ('accepted' also shows once they are in on their own). */
export const INVITATION_ANSWER_VALUES = ['invited', 'accepted', 'declined'] as const;

/** One student invited to one club or event; the same student is invited to an item once. */
export const itemInvitations = pgTable(
  'item_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 5, enum: INVITATION_KIND_VALUES }).notNull(),
    club_id: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    event_id: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    invited_by_profile_id: integer('invited_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    answer: varchar('answer', { length: 8, enum: INVITATION_ANSWER_VALUES }).notNull().default('invited'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'item_invitations_one_item',
      sql`(${t.kind} = 'club' and ${t.club_id} is not null and ${t.event_id} is null) or (${t.kind} = 'event' and ${t.event_id} is not null and ${t.club_id} is null)`,
    ),
    uniqueIndex('item_invitations_club_profile_key')
      .on(t.club_id, t.profile_id)
      .where(sql`${t.club_id} is not null`),
    uniqueIndex('item_invitations_event_profile_key')
      .on(t.event_id, t.profile_id)
      .where(sql`${t.event_id} is not null`),
    // Every organisation's invitations of one kind, newest first (the admins' list).
    index('item_invitations_kind_inserted_idx').on(t.kind, t.inserted_at.desc(), t.id.desc()),
    // A student's invitations.
    index('item_invitations_profile_idx').on(t.profile_id, t.inserted_at.desc()),
    index('item_invitations_invited_by_idx').on(t.invited_by_profile_id),
  ],
);
