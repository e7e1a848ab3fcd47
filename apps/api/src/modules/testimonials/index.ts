import type { AppModule } from '../module';
import { testimonialsRoutes } from './testimonials.routes';
import { createTestimonialsService } from './testimonials.service';

export { createTestimonialsService };

/** Testimonials (issue 28 item 8, decision 0080): written with consent, reviewed by admins, shown by audience. */
export const testimonialsModule: AppModule = {
  name: 'testimonials',
  register(ctx) {
    const service = createTestimonialsService({ db: ctx.db, clock: ctx.clock });
    ctx.routes((api) => api.register(testimonialsRoutes, { service }));
  },
};
