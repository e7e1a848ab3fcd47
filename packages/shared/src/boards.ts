import { z } from 'zod';
import { paginationSchema } from './api';
import { MAIL_LISTS } from './mail-notifications';

/*
 * An organisation's notice board (SPEC §2.2: board notifications open /workbench/boards/{id}; issue 23
 * item 30): what the organisation has written to its lists (generate_mail_notification), newest first.
 * Its staff and admins see everything it wrote; anyone else what reached them. The board's id is the
 * organisation's (docs/decisions/0061).
 */

export const BOARD_ITEM_TYPES = Object.keys(MAIL_LISTS) as [keyof typeof MAIL_LISTS, ...(keyof typeof MAIL_LISTS)[]];

export const boardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  org_type: z.enum(['INSTITUTION', 'COMPANY']),
  logo_url: z.string().nullable(),
  /** The caller acts for the organisation (or is an admin): every post shows, with its list and reach. */
  is_staff: z.boolean(),
});
export type Board = z.infer<typeof boardSchema>;

export const boardPostSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  /** The job, event, club or shortlist it was written about. */
  about: z.object({ type: z.enum(BOARD_ITEM_TYPES), id: z.number().int(), title: z.string() }),
  /** Who it went to, in words: 'shortlisted applicants of', 'members of', ... */
  audience: z.string(),
  /** How many it went to: for the organisation's staff only. */
  recipients: z.number().int().nullable(),
  inserted_at: z.string(),
});
export type BoardPost = z.infer<typeof boardPostSchema>;

export const boardResponseSchema = z.object({
  board: boardSchema,
  data: z.array(boardPostSchema),
  pagination: paginationSchema,
});
export type BoardResponse = z.infer<typeof boardResponseSchema>;
