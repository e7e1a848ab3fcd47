import { z } from 'zod';
import { countParam, listEnvelope, pageParam, queryId, searchText } from '../api';
import { PROFILE_TYPES } from '../enums';
import {
  AUTHOR_KINDS,
  BULK_OUTCOMES,
  BULK_STATUS_ACTIONS,
  BULK_STATUS_MAX,
  ENTITY_REPORTS,
  INCOMPLETE_PARTS,
  REASON_MAX,
  REMINDER_BATCH_MAX,
  REMINDER_KINDS,
} from './constants';
import { PEOPLE_TEXTS } from './messages';

/** GET /api/get_profile_by_email?email */
export const profileByEmailQuerySchema = z.object({
  email: z
    .string({ error: PEOPLE_TEXTS.invalidEmail })
    .trim()
    .max(254, PEOPLE_TEXTS.invalidEmail)
    .email(PEOPLE_TEXTS.invalidEmail),
});
/** GET /api/get_profile_by_phone?phone&country_code (default +91; '+91 98765 43210' is read too). */
export const profileByPhoneQuerySchema = z.object({
  phone: z
    .string({ error: PEOPLE_TEXTS.invalidPhone })
    .trim()
    .min(3, PEOPLE_TEXTS.invalidPhone)
    .max(20, PEOPLE_TEXTS.invalidPhone),
  country_code: z.string().trim().max(5, PEOPLE_TEXTS.invalidPhone).optional(),
});

/** A profile as the people tools show it. */
export const personSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  profile_type: z.enum(PROFILE_TYPES),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  deactivated: z.boolean(),
  terms_nd_cond: z.boolean(),
  org_id: z.number().int().nullable(),
  org_name: z.string().nullable(),
  specialization_id: z.number().int().nullable(),
  specialization: z.string().nullable(),
  batch_id: z.number().int().nullable(),
  batch: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  inserted_at: z.string(),
});
export type Person = z.infer<typeof personSchema>;
export const personResponseSchema = z.object({ data: personSchema });

/** GET /api/get_student_incomplete_account: signed up, profile not finished. */
export const incompleteAccountsQuerySchema = z.object({
  query: searchText.optional(),
  page: pageParam,
  count: countParam,
});
export const incompleteAccountSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  signed_up_at: z.string(),
  profile_id: z.number().int().nullable(),
  profile_type: z.enum(PROFILE_TYPES).nullable(),
  missing: z.array(z.enum(INCOMPLETE_PARTS)),
  last_reminded_at: z.string().nullable(),
});
export type IncompleteAccount = z.infer<typeof incompleteAccountSchema>;
export const incompleteAccountsResponseSchema = listEnvelope(incompleteAccountSchema);

const reason = z
  .string({ error: PEOPLE_TEXTS.reasonEmpty })
  .trim()
  .min(1, PEOPLE_TEXTS.reasonEmpty)
  .max(REASON_MAX, PEOPLE_TEXTS.reasonTooLong(REASON_MAX));

/** POST /api/admin/bulk_profile_status: approve, deactivate or activate many profiles, each told why. */
export const bulkStatusBodySchema = z.object({
  profile_ids: z
    .array(queryId)
    .min(1, PEOPLE_TEXTS.noProfiles)
    .max(BULK_STATUS_MAX, PEOPLE_TEXTS.tooManyProfiles(BULK_STATUS_MAX)),
  action: z.enum(BULK_STATUS_ACTIONS),
  reason,
});
export type BulkStatusBody = z.infer<typeof bulkStatusBodySchema>;
export const bulkStatusResponseSchema = z.object({
  data: z.object({
    done: z.number().int(),
    results: z.array(z.object({ profile_id: z.number().int(), outcome: z.enum(BULK_OUTCOMES) })),
  }),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResponseSchema>['data'];

/** POST /api/admin/change_author: the item's author becomes another profile. */
export const changeAuthorBodySchema = z.object({
  kind: z.enum(AUTHOR_KINDS),
  id: queryId,
  profile_id: queryId,
  reason,
});
export const changeAuthorResponseSchema = z.object({
  data: z.object({
    kind: z.enum(AUTHOR_KINDS),
    id: z.number().int(),
    title: z.string(),
    from_profile_id: z.number().int().nullable(),
    to_profile_id: z.number().int(),
  }),
});

/** POST /api/update_profile_linked_entities: set (or clear with null) a profile's institute, specialization and batch. */
export const linkedEntitiesBodySchema = z.object({
  profile_id: queryId,
  my_org_id: queryId.nullable().optional(),
  specialization_id: queryId.nullable().optional(),
  batch_id: queryId.nullable().optional(),
});
export type LinkedEntitiesBody = z.infer<typeof linkedEntitiesBodySchema>;

/** POST /api/send_remainder: remind the named people (or everyone who qualifies, up to the batch bound). */
export const sendReminderBodySchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  user_ids: z
    .array(z.string().trim().min(1).max(64))
    .max(REMINDER_BATCH_MAX, PEOPLE_TEXTS.tooManyPeople(REMINDER_BATCH_MAX))
    .optional(),
});
export const sendReminderResponseSchema = z.object({
  data: z.object({
    sent: z.number().int(),
    /** Reminded of this kind within the rest period already. */
    skipped_recent: z.number().int(),
    /** Named, but no longer qualifying (finished their profile, enrolled, gone). */
    skipped_other: z.number().int(),
  }),
});

/** GET /api/admin/entity_reports?entity: a spreadsheet (.xlsx). */
export const entityReportQuerySchema = z.object({
  entity: z.enum(ENTITY_REPORTS),
  profile_type: z.enum(PROFILE_TYPES).optional(),
});
