import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/api: this file runs from src/config/, or from dist/ in the build `npm start` runs (build.mjs). */
export const API_ROOT = path.resolve(here, path.basename(here) === 'dist' ? '..' : '../..');
/** Repository root: relative paths in the environment (DATA_DIR, WEB_DIST_DIR) resolve from here. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
export const SEED_DATA_DIR = path.join(API_ROOT, 'src/seed/data');

export const fromRoot = (p: string): string => (path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));
