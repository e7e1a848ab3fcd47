import type { AppModule } from '../module';
import { orgMembersRoutes } from './org-members.routes';
import { createOrgMembersService, type OrgMembersService } from './org-members.service';

export { createOrgMembersService, orgMembersRoutes };

declare module '../module' {
  interface Facts {
    /** A new profile asked to join an existing organisation: its approved staff are told. */
    orgJoinRequested: OrgMembersService['requested'];
  }
}

/** Who acts for an organisation: requests to join, answered by its approved staff or an admin (issue 23). */
export const orgMembersModule: AppModule = {
  name: 'org-members',
  register(ctx) {
    const service = createOrgMembersService({ db: ctx.db, mailer: ctx.mailer, origin: ctx.origin });
    ctx.provide('orgJoinRequested', (profileId) => service.requested(profileId));
    ctx.routes((api) => api.register(orgMembersRoutes, { service }));
  },
};
