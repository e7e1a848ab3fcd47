import { loadEnv } from '../config/env';
import { databaseFromEnv } from './client';

const env = loadEnv();
const database = await databaseFromEnv(env);
await database.migrate();
await database.close();
process.stdout.write(`migrations applied (${database.kind})\n`);
