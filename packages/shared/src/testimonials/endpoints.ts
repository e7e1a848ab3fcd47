import { idParamsSchema as params } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  adminTestimonialResponseSchema,
  adminTestimonialsQuerySchema,
  adminTestimonialsResponseSchema,
  createTestimonialBodySchema,
  myTestimonialResponseSchema,
  myTestimonialsResponseSchema,
  testimonialStatusBodySchema,
  testimonialsQuerySchema,
  testimonialsResponseSchema,
} from './schemas';

/** The testimonial routes of the API (issue 28 item 8, decision 0080). */
export const TESTIMONIALS_ENDPOINTS = {
  'GET /api/testimonials': { querystring: testimonialsQuerySchema, response: { 200: testimonialsResponseSchema } },
  'POST /api/testimonials': { body: createTestimonialBodySchema, response: { 201: myTestimonialResponseSchema } },
  'GET /api/my_testimonials': { response: { 200: myTestimonialsResponseSchema } },
  'DELETE /api/testimonials/:id/consent': { params, response: { 200: myTestimonialResponseSchema } },
  'GET /api/admin/testimonials': {
    querystring: adminTestimonialsQuerySchema,
    response: { 200: adminTestimonialsResponseSchema },
  },
  'PUT /api/admin/testimonials/:id/status': {
    params,
    body: testimonialStatusBodySchema,
    response: { 200: adminTestimonialResponseSchema },
  },
} as const satisfies EndpointTable;
