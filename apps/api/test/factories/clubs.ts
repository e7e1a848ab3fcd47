import type { CreateClubBody } from '@lbd/shared';
import type { App } from '../../src/app';
import { bearer } from './index';

/** A complete club body that can be published as it is. */
export function clubBody(overrides: Partial<CreateClubBody> = {}): CreateClubBody {
  return {
    title: 'Robotics Club',
    description: 'Build line followers and drones every weekend; compete at inter-college events.',
    club_type: 'Technical',
    host: 'Department of Electronics',
    is_online: false,
    location: 'Lab 204, Main Block',
    ...overrides,
  };
}

/** Create a club as this account and publish it unless `publish` is false; returns its id. */
export async function createClub(
  app: App,
  token: string,
  overrides: Partial<CreateClubBody> = {},
  publish = true,
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/clubs',
    headers: bearer(token),
    payload: clubBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`club failed: ${res.statusCode} ${res.body}`);
  const id = res.json().data.id as number;
  if (publish) {
    const pub = await app.inject({ method: 'POST', url: `/api/clubs/${id}/publish`, headers: bearer(token) });
    if (pub.statusCode !== 200) throw new Error(`publish failed: ${pub.statusCode} ${pub.body}`);
  }
  return id;
}

/** A student's join request, accepted by `managerToken` when given; returns the request id. */
export async function joinClub(app: App, clubId: number, studentToken: string, managerToken?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/clubs/${clubId}/join_request`,
    headers: bearer(studentToken),
    payload: {},
  });
  if (res.statusCode !== 201) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  const id = res.json().data.id as number;
  if (managerToken) {
    const ok = await app.inject({
      method: 'PUT',
      url: `/api/club_join_requests/${id}`,
      headers: bearer(managerToken),
      payload: { status: 'accepted' },
    });
    if (ok.statusCode !== 200) throw new Error(`accept failed: ${ok.statusCode} ${ok.body}`);
  }
  return id;
}
