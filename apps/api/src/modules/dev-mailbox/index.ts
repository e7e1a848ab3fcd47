/** The development mailbox page: outbox emails and SMS (app.ts registers it outside production). */
export { devMailboxRoutes } from './dev-mailbox.routes';
