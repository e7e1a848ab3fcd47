import type { CreateEventBody } from '@lbd/shared';
import type { App } from '../../src/app';
import { bearer } from './index';
import { inDays } from './jobs';

/** An instant `days` from now at 10:30 in India, as the API takes it. */
export const startsIn = (days: number) => `${inDays(days)}T10:30:00+05:30`;

/** A complete event body that can be published as it is. */
export function eventBody(overrides: Partial<CreateEventBody> = {}): CreateEventBody {
  return {
    title: 'Hands-on Cloud Workshop',
    description: 'Deploy a small web service on a public cloud in three hours, with mentors at every table.',
    category: 'Workshop',
    is_online: false,
    location: 'Pune',
    starts_at: startsIn(20),
    duration_hours: 3,
    apply_by: inDays(15),
    ...overrides,
  };
}

/** Create an event as this account and publish it unless `publish` is false; returns its id. */
export async function createEvent(
  app: App,
  token: string,
  overrides: Partial<CreateEventBody> = {},
  publish = true,
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(token),
    payload: eventBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`event failed: ${res.statusCode} ${res.body}`);
  const id = res.json().data.id as number;
  if (publish) {
    const pub = await app.inject({ method: 'POST', url: `/api/events/${id}/publish`, headers: bearer(token) });
    if (pub.statusCode !== 200) throw new Error(`publish failed: ${pub.statusCode} ${pub.body}`);
  }
  return id;
}

/** Join an event as a student; returns the answer. */
export const enroll = (app: App, token: string, eventId: number) =>
  app.inject({ method: 'POST', url: `/api/events/${eventId}/enroll`, headers: bearer(token) });
