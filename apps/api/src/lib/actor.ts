import type { AdminCapability, ProfileType } from '@lbd/shared';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './access';
import { UnauthorizedError } from './errors';

export const ANY_PROFILE = ['STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION'] as const;

/** The signed-in caller of a route whose access already required one. */
export function actorOf(request: FastifyRequest) {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

/** The caller's profile, on routes whose access named profile types. */
export function profileOf(request: FastifyRequest) {
  const profile = actorOf(request).profile;
  if (!profile) throw new UnauthorizedError();
  return profile;
}

/** The caller as organisation rules (jobs, events, clubs) see it. */
export interface OrgCaller {
  isAdmin: boolean;
  /** An admin's capabilities (none listed: all, as for a caller made up by a script). */
  capabilities?: readonly AdminCapability[];
  userId?: string;
  profileId: number | null;
  profileType: ProfileType | null;
  orgId: number | null;
  active: boolean;
}

/** The caller with its organisation and approval, as the access check already read them. */
export function orgCaller(actor: Actor | null): OrgCaller | null {
  if (!actor) return null;
  const p = actor.profile;
  return {
    isAdmin: actor.isAdmin,
    capabilities: actor.capabilities,
    userId: actor.userId,
    profileId: p?.id ?? null,
    profileType: p?.profile_type ?? null,
    orgId: p?.org_id ?? null,
    active: p?.active ?? false,
  };
}
