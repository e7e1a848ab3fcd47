import type { AppModule } from '../module';
import { benchProbeRoutes } from './probe.routes';

export { benchProbeRoutes };

/** The benchmark probe route, only when BENCH_PROBE is set. */
export const benchModule: AppModule = {
  name: 'bench',
  register(ctx) {
    if (ctx.env.BENCH_PROBE) ctx.routes((api) => api.register(benchProbeRoutes));
  },
};
