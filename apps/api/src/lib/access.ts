import { accessVerdict, type Access as SharedAccess, type AdminCapability, type ProfileType } from '@lbd/shared';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError, type AppError } from './errors';
import type { MaybePromise } from './maybe-promise';

/** Who may call a route (the rule in @lbd/shared, which the web's route gate applies too). Every route declares one; the access test fails on a route without it. */
export type Access = SharedAccess;

/** The signed-in caller as the access check sees it. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
  /** An admin's capabilities (their access levels together); absent on an admin made up by a script: all of them. */
  capabilities?: readonly AdminCapability[];
  /**
   * The caller's profile; `org_id` is the organisation it acts for: set only while the profile is active
   * and the organisation has accepted it (a request to join, a declined or deactivated profile: null).
   */
  profile: { id: number; profile_type: ProfileType; active: boolean; org_id: number | null } | null;
  /** The session the request came with (absent for actors made up by scripts and seeding). */
  sessionId?: string;
}

/** Resolves the caller from the request (at once when it can); the identity module supplies the real one. */
export type Authenticate = (request: FastifyRequest) => MaybePromise<Actor | null>;

/** The 401/403 an actor calling a route with this access gets, or undefined when they may call it. */
export function accessRefusal(access: Access, actor: Actor | null): AppError | undefined {
  const verdict = accessVerdict(
    actor && {
      isAdmin: actor.isAdmin,
      capabilities: actor.capabilities,
      profileType: actor.profile?.profile_type ?? null,
    },
    access,
  );
  if (verdict === 'sign_in') return new UnauthorizedError();
  if (verdict === 'deny') return new ForbiddenError();
  return undefined;
}

/** Decide whether an actor may call a route with this access; throws the matching 401/403. */
export function checkAccess(access: Access, actor: Actor | null): void {
  const refusal = accessRefusal(access, actor);
  if (refusal) throw refusal;
}
