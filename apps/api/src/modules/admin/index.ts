import type { AppModule } from '../module';
import { adminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';
import { peopleRoutes } from './people.routes';
import { createPeopleService } from './people.service';

export { adminRoutes, createAdminService };

/** Admin-only profile management (SPEC §6: approve, deactivate, activate, reset passwords). */
export const adminModule: AppModule = {
  name: 'admin',
  register(ctx) {
    const service = createAdminService({
      db: ctx.db,
      identity: ctx.use('identityProvider'),
      mailer: ctx.mailer,
      origin: ctx.origin,
    });
    ctx.routes((api) => api.register(adminRoutes, { service }));
    // People tools (issue 29 item 10): authors are changed through each owning module's author source.
    const people = createPeopleService({
      db: ctx.db,
      identity: ctx.use('identityProvider'),
      mailer: ctx.mailer,
      origin: ctx.origin,
      clock: ctx.clock,
      authorSources: [
        ctx.use('jobAuthors'),
        ctx.use('eventAuthors'),
        ctx.use('clubAuthors'),
        ctx.use('learningAuthors'),
        ctx.use('quizAuthors'),
        ctx.use('activityAuthors'),
        ctx.use('questAuthors'),
      ],
    });
    ctx.routes((api) => api.register(peopleRoutes, { service: people }));
  },
};
