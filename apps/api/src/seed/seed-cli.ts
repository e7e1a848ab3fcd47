import { loadEnv } from '../config/env';
import { databaseFromEnv } from '../db/client';
import { seedDatabase } from './index';

const env = loadEnv();
const database = await databaseFromEnv(env);
await database.migrate();
await seedDatabase(database.db, {
  demo: env.SEED_DEMO,
  log: { info: (m: string) => void process.stdout.write(`${m}\n`) },
});
await database.close();
process.stdout.write('seed done\n');
