// npm run admin:create -- --email someone@example.com [--password '...']
// Creates (or promotes) an admin. Without --password a random one is generated and printed once.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { runningServerPid } from '../../config/pid-file';
import { resolveAuthSecret } from '../../config/secrets';
import { databaseFromEnv } from '../../db/client';
import { seedDatabase } from '../../seed';
import { ensureAdmin } from './admins';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) {
  process.stderr.write(
    'Usage: npm run admin:create -- --email someone@example.com [--password "at least 12 characters"]\n',
  );
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 12) {
  process.stderr.write('The admin password must have at least 12 characters.\n');
  process.exit(2);
}
const password = values.password ?? randomBytes(12).toString('base64url');
const env = loadEnv();
const serverPid = env.DATABASE_URL ? null : runningServerPid(env.DATA_DIR);
if (serverPid) {
  process.stderr.write(
    `The server (pid ${serverPid}) is using the embedded database in ${env.DATA_DIR}. Stop it first, or set ADMIN_EMAIL and ADMIN_PASSWORD and restart it.\n`,
  );
  process.exit(1);
}
const database = await databaseFromEnv(env);
await database.migrate();
await seedDatabase(database.db, { demo: false });
const app = await buildApp({ env: { ...env, LOG_LEVEL: 'warn' }, database, authSecret: resolveAuthSecret(env) });
const result = await ensureAdmin(database.db, app.services.identityProvider, values.email, password);
await app.close();
await database.close();
if (result === 'created') {
  process.stdout.write(
    `Admin ${values.email} created.${values.password ? '' : ` Password (shown once): ${password}`}\n`,
  );
} else {
  process.stdout.write(
    `${values.email} ${result === 'promoted' ? 'is now an admin' : 'is already an admin'}; the password is unchanged.\n`,
  );
}
