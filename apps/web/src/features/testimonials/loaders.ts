// The testimonials pages other areas route to, each loaded lazily in a chunk of its own.

/** /testimonials/mine (the profile area). */
export const loadMyTestimonialsPage = () => import('./pages/my-testimonials-page');
/** /adminTestimonials (the admin area). */
export const loadAdminTestimonialsPage = () => import('./pages/admin-testimonials-page');
