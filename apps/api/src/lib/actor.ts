import type { FastifyRequest } from 'fastify';
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
