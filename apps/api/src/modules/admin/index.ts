import type { AppModule } from '../module';
import { adminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';

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
  },
};
