import { z } from 'zod';
import { ADMIN_CAPABILITIES } from '../access';
import { countParam, dataEnvelope, listEnvelope, pageParam, queryId } from '../api';
import { ACCESS_LIMITS as L, INSTITUTE_DASHBOARD_KEYS } from './constants';
import { ACCESS_TEXTS as T } from './messages';

const capability = z.enum(ADMIN_CAPABILITIES);
const capabilities = z
  .array(capability, { error: T.capabilitiesRequired })
  .min(1, T.capabilitiesRequired)
  .max(ADMIN_CAPABILITIES.length)
  .transform((cs) => ADMIN_CAPABILITIES.filter((c) => cs.includes(c)));

/** A person as the access pages show them. */
export const accessPersonSchema = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type AccessPerson = z.infer<typeof accessPersonSchema>;

/** A grant of a level to a person. */
export const accessGrantSchema = accessPersonSchema.extend({
  id: z.number().int(),
  level_id: z.number().int(),
  level_name: z.string(),
  granted_at: z.string(),
  granted_by_email: z.string().nullable(),
});
export type AccessGrant = z.infer<typeof accessGrantSchema>;

/** An access level with who holds it. */
export const accessLevelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  capabilities: z.array(capability),
  built_in: z.boolean(),
  holders: z.array(accessGrantSchema),
});
export type AccessLevel = z.infer<typeof accessLevelSchema>;
export const accessLevelsResponseSchema = dataEnvelope(z.array(accessLevelSchema));
export const accessLevelResponseSchema = dataEnvelope(accessLevelSchema);

/** POST and PUT /api/admin/access_levels: the level's name, description and capabilities. */
export const accessLevelBodySchema = z.object({
  name: z.string({ error: T.nameRequired }).trim().min(1, T.nameRequired).max(L.nameMax, T.nameLong),
  description: z.string().trim().max(L.descriptionMax, T.descriptionLong).default(''),
  capabilities,
});
export type AccessLevelBody = z.input<typeof accessLevelBodySchema>;

const email = z.string({ error: T.emailInvalid }).trim().max(L.emailMax, T.emailInvalid).email(T.emailInvalid);

/** POST /api/admin/access_grants: whom (by email) and which level. */
export const grantBodySchema = z.object({
  email,
  level_id: z.number({ error: 'Choose an access level.' }).int().positive().max(2_147_483_647),
});
export type GrantBody = z.infer<typeof grantBodySchema>;
export const grantsQuerySchema = z.object({ level_id: queryId.optional() });
export const grantsResponseSchema = dataEnvelope(z.array(accessGrantSchema));

/** GET /api/admin/intervention_edit_access: who may edit others' learning content, and through which levels. */
export const interventionHolderSchema = accessPersonSchema.extend({
  levels: z.array(z.string()),
  /** Holds it through the Editing intervention level (revocable on that page). */
  direct: z.boolean(),
});
export type InterventionHolder = z.infer<typeof interventionHolderSchema>;
export const interventionHoldersResponseSchema = dataEnvelope(z.array(interventionHolderSchema));
export const interventionGrantBodySchema = z.object({ email });
export const userIdParamsSchema = z.object({ user_id: z.string().min(1).max(64) });

/** GET /api/admin/access_levels/:id/view_as: what the level unlocks. */
export const viewAsSchema = z.object({
  level: z.object({ id: z.number().int(), name: z.string(), capabilities: z.array(capability) }),
  pages: z.array(z.object({ path: z.string(), area: z.string() })),
  actions: z.array(z.object({ method: z.string(), path: z.string(), capability: capability.nullable() })),
});
export type ViewAs = z.infer<typeof viewAsSchema>;
export const viewAsResponseSchema = dataEnvelope(viewAsSchema);

/** GET /api/admin/routes: every registered API route and who may call it (from the route table itself). */
export const routeAccessSchema = z.object({ method: z.string(), path: z.string(), access: z.unknown() });
export const routeListResponseSchema = dataEnvelope(z.array(routeAccessSchema));

/** Institute permissions: which dashboards its college admins see. */
export const institutePermissionSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string(),
  dashboards: z.array(z.enum(INSTITUTE_DASHBOARD_KEYS)),
  updated_at: z.string(),
  updated_by_email: z.string().nullable(),
});
export type InstitutePermission = z.infer<typeof institutePermissionSchema>;
export const institutePermissionsQuerySchema = z.object({ page: pageParam, count: countParam });
export const institutePermissionsResponseSchema = listEnvelope(institutePermissionSchema);
export const institutePermissionResponseSchema = dataEnvelope(institutePermissionSchema);
const dashboards = z
  .array(z.enum(INSTITUTE_DASHBOARD_KEYS))
  .max(INSTITUTE_DASHBOARD_KEYS.length)
  .transform((ds) => INSTITUTE_DASHBOARD_KEYS.filter((d) => ds.includes(d)));
export const createInstitutePermissionBodySchema = z.object({
  org_id: z.number({ error: T.instituteRequired }).int().positive().max(2_147_483_647),
  dashboards,
});
export type CreateInstitutePermissionBody = z.input<typeof createInstitutePermissionBodySchema>;
export const updateInstitutePermissionBodySchema = z.object({ dashboards });

/** GET /api/admin/audit: the audit trail, newest first. */
export const auditQuerySchema = z
  .object({
    actor_email: z.string().trim().max(L.emailMax).optional(),
    action: z.string().trim().max(L.auditActionMax).optional(),
    target_type: z.string().trim().max(40).optional(),
    target_id: z.string().trim().max(L.auditTargetMax).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    page: pageParam,
    count: countParam,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: T.dateRange, path: ['from'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  inserted_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = listEnvelope(auditEntrySchema);
