import type { AppModule } from '../module';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { createSignInSecurityService } from './sign-in-security.service';

/**
 * The signed-in user's own account: change the password, export the data, delete the account (decision
 * 0068); sign-in alerts and the sessions list (decision 0088).
 */
export const accountModule: AppModule = {
  name: 'account',
  register(ctx) {
    const identity = ctx.use('identity');
    const warn = (message: string) => ctx.log.warn({ source: 'account' }, message);
    const security = createSignInSecurityService({
      db: ctx.db,
      identity,
      mailer: ctx.mailer,
      origin: ctx.origin,
      warn,
    });
    identity.onSignIn((session) => security.afterSignIn(session));
    ctx.onClose(() => security.drain());
    const service = createAccountService({
      db: ctx.db,
      identity,
      security,
      storage: ctx.storage,
      clock: ctx.clock,
      warn,
    });
    ctx.routes((api) => api.register(accountRoutes, { service, security }));
  },
};
