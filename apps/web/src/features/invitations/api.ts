import type {
  Invitation,
  InvitationBody,
  InvitationResult,
  InvitationStatus,
  InvitationType,
} from '@lbd/shared/invitations';
import { api } from '../../lib/api-client';

/** Invitations to clubs and events (issue 23 item 30). */
export const INVITATION_KEYS = {
  all: ['invitations'] as const,
  item: (type: InvitationType, itemId: number, status: InvitationStatus | undefined, page: number) =>
    ['invitations', 'item', type, itemId, status ?? 'all', page] as const,
  mine: (type: InvitationType, itemId: number) => ['invitations', 'mine', type, itemId] as const,
  admin: (type: InvitationType, status: InvitationStatus | undefined, page: number) =>
    ['invitations', 'admin', type, status ?? 'all', page] as const,
};

export async function inviteToItem(body: InvitationBody): Promise<InvitationResult> {
  return (await api.post('/api/invitations', { body })).data;
}

export function fetchItemInvitations(
  type: InvitationType,
  itemId: number,
  status: InvitationStatus | undefined,
  page: number,
) {
  return api.get('/api/invitations', { params: { type, item_id: itemId, status, page, count: 10 } });
}

/** The student's invitation to one club or event, if any. */
export async function fetchMyInvitation(type: InvitationType, itemId: number): Promise<Invitation | null> {
  return (await api.get('/api/my_invitations', { params: { type, item_id: itemId, count: 1 } })).data[0] ?? null;
}

export async function answerInvitation(id: number, answer: 'accept' | 'decline'): Promise<Invitation> {
  return answer === 'accept'
    ? (await api.post(`/api/invitations/${id}/accept`)).data
    : (await api.post(`/api/invitations/${id}/decline`)).data;
}

export function fetchInvitedStudents(type: InvitationType, status: InvitationStatus | undefined, page: number) {
  return api.get('/api/admin/inivited_students_list', { params: { type, status, page, count: 20 } });
}
