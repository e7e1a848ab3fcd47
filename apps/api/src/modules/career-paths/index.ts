import type { AppModule } from '../module';
import { careerPathsRoutes } from './career-paths.routes';
import { createCareerPathsService } from './career-paths.service';

export { careerPathsRoutes, createCareerPathsService };

/** The my_portfolio career-path endpoints (SPEC §7.2) and the recommendations. */
export const careerPathsModule: AppModule = {
  name: 'career-paths',
  register(ctx) {
    ctx.routes((api) => api.register(careerPathsRoutes, { service: createCareerPathsService({ db: ctx.db, clock: ctx.clock }) }));
  },
};
