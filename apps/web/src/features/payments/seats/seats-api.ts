import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * An organisation's seat pools (issue 30 item 10): the list, one pool with its seats, assigning and freeing.
 * The card and its dialog show their own failures (a dashboard part must not take over the page).
 */
const OWN_FAILURES = { handleErrors: false } as const;
export const SEAT_KEYS = {
  all: ['seat-pools'] as const,
  list: ['seat-pools', 'list'] as const,
  pool: (id: number) => ['seat-pools', 'pool', id] as const,
};

export function useSeatPools() {
  return useQuery({
    queryKey: SEAT_KEYS.list,
    queryFn: () => api.get('/api/seat_pools').then((r) => r.data),
    meta: OWN_FAILURES,
  });
}

export function useSeatPool(id: number | null) {
  return useQuery({
    queryKey: SEAT_KEYS.pool(id ?? 0),
    queryFn: () => api.get(`/api/seat_pools/${id!}`).then((r) => r.data),
    enabled: id !== null,
    meta: OWN_FAILURES,
  });
}

export function useAssignSeats(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) =>
      api.post(`/api/seat_pools/${id}/assign`, { body: { emails } }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: SEAT_KEYS.all }),
    meta: OWN_FAILURES,
  });
}

export function useFreeSeat(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) =>
      api.delete(`/api/seat_pools/${id}/assignments/${assignmentId}`).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: SEAT_KEYS.all }),
    meta: OWN_FAILURES,
  });
}

/** A student takes a seat with their college's code; what is on sale to them changes ('You have access'). */
export function useRedeemSeat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/seats/redeem', { body: { code } }).then((r) => r.data),
    // Not awaited: the form shows what the seat gave before the pricing it sits in turns to 'You have access'.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['payments', 'on-sale'] });
    },
    meta: OWN_FAILURES,
  });
}
