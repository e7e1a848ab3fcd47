import { buildApp } from './app';
import { loadEnv } from './config/env';
import { resolveAuthSecret } from './config/secrets';
import { databaseFromEnv } from './db/client';

/*
 * `npm run worker`: a process that only runs background jobs (no HTTP), for deployments that run the API
 * with QUEUE_WORKERS=false. Several may run at once; each job is taken by one of them.
 */
const env = { ...loadEnv(), QUEUE_WORKERS: true };
if (!env.DATABASE_URL) {
  // The embedded database belongs to one process; separate workers need a PostgreSQL server.
  process.stderr.write('npm run worker needs DATABASE_URL (the embedded database runs jobs inside npm start).\n');
  process.exit(1);
}
const database = await databaseFromEnv(env);
const app = await buildApp({ env, database, authSecret: resolveAuthSecret(env) });
await database.migrate();
await app.ready();
app.log.info('worker running');

async function shutdown(signal: string) {
  app.log.info({ signal }, 'worker stopping: finishing running jobs');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
