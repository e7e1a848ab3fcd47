import type { AppModule } from '../module';
import { createProfilesRepo, type ProfileRow } from './profiles.repo';
import { profilesRoutes, uploadsRoutes } from './profiles.routes';
import { createProfilesService } from './profiles.service';

export { createProfilesService, profilesRoutes };

/** Uploaded images served back under /uploads (app.ts registers it outside /api, before compression). */
export { uploadsRoutes };
export { createProfilesRepo, type ProfileRow };

/** The signed-in user's account and profiles (student, advisor, company, institution). */
export const profilesModule: AppModule = {
  name: 'profiles',
  register(ctx) {
    const service = createProfilesService({
      db: ctx.db,
      unviewedCount: ctx.use('unviewedCountSql'),
      onJoinRequest: ctx.use('orgJoinRequested'),
    });
    ctx.routes((api) => api.register(profilesRoutes, { service, storage: ctx.storage }));
  },
};
