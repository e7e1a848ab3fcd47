// The testimonials feature's front door: the marketing pages' section, and its pages as lazy chunks.
export { FeaturedTestimonials } from './components/featured-testimonials';
export { loadAdminTestimonialsPage, loadMyTestimonialsPage } from './loaders';
