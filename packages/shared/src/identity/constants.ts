/**
 * GET /api/v1/admin_access_level: the caller's admin access level, fetched once per session by the
 * screens that offer admin tools (the peer activity screen); null for everyone who is not an admin.
 */
export const ADMIN_ACCESS_LEVELS = ['ADMIN'] as const;
export type AdminAccessLevel = (typeof ADMIN_ACCESS_LEVELS)[number];
