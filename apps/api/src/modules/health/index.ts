/** /healthz and /readyz, outside /api (app.ts registers them before the API). */
export { healthRoutes } from './health.routes';
