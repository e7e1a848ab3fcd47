import type { AppModule } from '../module';
import { adminDashboardRoutes } from './admin-dashboard.routes';
import { createAdminDashboardService } from './admin-dashboard.service';

export { adminDashboardRoutes, createAdminDashboardService };

/** The admin dashboard: sign-ups, active users, approvals waiting, content, queue and outbox health. */
export const adminDashboardModule: AppModule = {
  name: 'admin-dashboard',
  register(ctx) {
    const service = createAdminDashboardService({
      db: ctx.db,
      clock: ctx.clock,
      delivery: { email: Boolean(ctx.env.SMTP_URL), sms: Boolean(ctx.env.SMS_PROVIDER_URL) },
    });
    ctx.routes((api) => api.register(adminDashboardRoutes, { service }));
  },
};
