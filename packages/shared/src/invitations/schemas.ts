import { z } from 'zod';
import { countParam, dataEnvelope, listEnvelope, pageParam, queryId } from '../api';
import { INVITATION_LIMITS as L, INVITATION_STATUSES, INVITATION_TYPES } from './constants';
import { INVITATION_TEXTS as T } from './messages';

const id = z.number().int().positive().max(2_147_483_647);

/** POST /api/invitations: students of the platform named by profile id or by email (a pasted list). */
export const invitationBodySchema = z
  .object({
    type: z.enum(INVITATION_TYPES),
    item_id: id,
    profile_ids: z.array(id).max(L.perRequest, T.tooMany).optional(),
    emails: z
      .array(
        z
          .string()
          .trim()
          .max(L.email, T.invalidEmail('That address'))
          .pipe(z.email({ error: (issue) => T.invalidEmail(String(issue.input)) })),
      )
      .max(L.perRequest, T.tooMany)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const n = (v.profile_ids?.length ?? 0) + (v.emails?.length ?? 0);
    if (n === 0) ctx.addIssue({ code: 'custom', path: ['emails'], message: T.chooseStudents });
    if (n > L.perRequest) ctx.addIssue({ code: 'custom', path: ['emails'], message: T.tooMany });
  });
export type InvitationBody = z.infer<typeof invitationBodySchema>;

/** What an invitation request did. */
export const invitationResultSchema = z.object({
  invited: z.number().int(),
  already_invited: z.number().int(),
  /** Students already in the club or registered for the event (not invited again). */
  already_in: z.number().int(),
  /** Emails or profile ids that are not a student on Learn By Doing. */
  not_found: z.array(z.string()),
});
export type InvitationResult = z.infer<typeof invitationResultSchema>;
export const invitationResultResponseSchema = dataEnvelope(invitationResultSchema);

/** One invitation as its club's or event's managers, the admins and the student see it. */
export const invitationSchema = z.object({
  id: z.number().int(),
  type: z.enum(INVITATION_TYPES),
  item_id: z.number().int(),
  item_title: z.string(),
  org_name: z.string().nullable(),
  profile_id: z.number().int(),
  student_name: z.string(),
  email: z.string().nullable(),
  institute: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.string().nullable(),
  invited_at: z.string(),
  answered_at: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsResponseSchema = listEnvelope(invitationSchema);
export const invitationResponseSchema = dataEnvelope(invitationSchema);

/** GET /api/invitations: one club's or event's invitations, newest first. */
export const itemInvitationsQuerySchema = z.object({
  type: z.enum(INVITATION_TYPES),
  item_id: queryId,
  status: z.enum(INVITATION_STATUSES).optional(),
  page: pageParam,
  count: countParam,
});

/** GET /api/my_invitations: the student's invitations (of one item when item_id is given). */
export const myInvitationsQuerySchema = z.object({
  type: z.enum(INVITATION_TYPES).optional(),
  item_id: queryId.optional(),
  status: z.enum(INVITATION_STATUSES).optional(),
  page: pageParam,
  count: countParam,
});

/** GET /api/admin/inivited_students_list (SPEC §7.4): every organisation's invitations of one type. */
export const invitedStudentsQuerySchema = z.object({
  type: z.enum(INVITATION_TYPES),
  status: z.enum(INVITATION_STATUSES).optional(),
  page: pageParam,
  count: countParam,
});
