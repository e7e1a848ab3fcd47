import type {
  CreateTestimonialBody,
  TestimonialDecision,
  TestimonialStatus,
  TestimonialType,
} from '@lbd/shared/testimonials';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/*
 * Testimonial calls (issue 28 item 8, decision 0080; packages/shared/src/testimonials/endpoints.ts): one
 * audience's shown testimonials, the signed-in person's own (write, withdraw consent), and the admins' review.
 */

export const TESTIMONIALS_KEY = ['testimonials'] as const;
export const shownKey = (type: TestimonialType, featured: boolean) =>
  [...TESTIMONIALS_KEY, 'shown', type, featured] as const;
export const MY_TESTIMONIALS_KEY = [...TESTIMONIALS_KEY, 'mine'] as const;
export const adminKey = (status: TestimonialStatus, page: number) =>
  [...TESTIMONIALS_KEY, 'admin', status, page] as const;

export function fetchShownTestimonials(type: TestimonialType, featured: boolean) {
  return api.get('/api/testimonials', { params: { type, featured: featured ? 'true' : undefined } });
}

/** A marketing page's testimonials; a failure just leaves the section out. */
export function useShownTestimonials(type: TestimonialType, featured = true) {
  return useQuery({
    queryKey: shownKey(type, featured),
    queryFn: () => fetchShownTestimonials(type, featured),
    retry: false,
    meta: { handleErrors: false },
    // The server keeps the list for 30 s; so does the page, so a withdrawal is gone within a minute.
    staleTime: 30_000,
  });
}

export function useMyTestimonials() {
  return useQuery({ queryKey: MY_TESTIMONIALS_KEY, queryFn: () => api.get('/api/my_testimonials') });
}

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTestimonialBody) => api.post('/api/testimonials', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TESTIMONIALS_KEY }),
    // The form shows field messages and refusals in place.
    meta: { handleErrors: false },
  });
}

export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/testimonials/${id}/consent`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TESTIMONIALS_KEY }),
  });
}

export const ADMIN_PAGE_SIZE = 20;

export function useAdminTestimonials(status: TestimonialStatus, page: number) {
  return useQuery({
    queryKey: adminKey(status, page),
    queryFn: () => api.get('/api/admin/testimonials', { params: { status, page, count: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; status: TestimonialDecision }) =>
      api.put(`/api/admin/testimonials/${v.id}/status`, { body: { status: v.status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TESTIMONIALS_KEY }),
  });
}
