/** The built web app: static files, first screens and the app shell for unknown non-API paths (app.ts). */
export { sendAppShell, webRoutes } from './web.routes';
