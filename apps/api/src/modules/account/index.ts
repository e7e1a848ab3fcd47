import type { AppModule } from '../module';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';

/** The signed-in user's own account: change the password, export the data, delete the account (decision 0068). */
export const accountModule: AppModule = {
  name: 'account',
  register(ctx) {
    const service = createAccountService({
      db: ctx.db,
      identity: ctx.use('identity'),
      storage: ctx.storage,
      clock: ctx.clock,
      warn: (message) => ctx.log.warn({ source: 'account' }, message),
    });
    ctx.routes((api) => api.register(accountRoutes, { service }));
  },
};
