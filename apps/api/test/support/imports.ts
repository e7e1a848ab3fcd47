import type { ImportRecord } from '@lbd/shared';
import type { AppDeps } from '../../src/app';
import { createQueue } from '../../src/lib/queue';
import { createTestApp, testEnv } from '../app';
import { openTestDatabase } from '../database';
import { bearer, type Account } from '../factories';
import { multipartFile } from './multipart';

/*
 * The bulk imports' HTTP tests share these: an app whose queue runs the import phases, and calls that
 * upload a file, call the import routes and wait for an import to leave its running phase.
 */

export type ImportsTestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The API with background workers on (the dry run, commit and undo are queue jobs), polling quickly. */
export async function createImportsTestApp(overrides: Partial<AppDeps> = {}): Promise<ImportsTestApp> {
  const database = await openTestDatabase();
  const queue = createQueue(database, { workers: true, pollingIntervalSeconds: 0.5 });
  return createTestApp({ database, queue, env: { ...testEnv, QUEUE_WORKERS: true }, ...overrides });
}

/**
 * Calls on the import routes of the app `app()` answers (the suite's, made in its beforeAll); `who()` is
 * the caller unless another is named.
 */
export function importCalls(app: () => ImportsTestApp['app'], who: () => Account) {
  const upload = async (name: string, bytes: Buffer | string, by: Account = who(), tool = 'profiles') => {
    const m = multipartFile(name, bytes);
    return app().inject({
      method: 'POST',
      url: `/api/imports?tool=${tool}`,
      payload: m.payload,
      headers: { ...m.headers, ...bearer(by.token) },
    });
  };
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, by: Account = who(), payload?: object) =>
    app().inject({ method, url, headers: bearer(by.token), payload });
  /** Poll the import until it leaves a running phase. */
  const settle = async (id: number, by: Account = who()): Promise<ImportRecord> => {
    for (let i = 0; i < 200; i++) {
      const imp = (await call('GET', `/api/imports/${id}`, by)).json().data as ImportRecord;
      if (!['validating', 'committing', 'undoing'].includes(imp.status)) return imp;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error('import did not settle');
  };
  /** Upload a file of a tool, plan it with the suggested mapping (and these options) and wait for the dry run. */
  const dryRun = async (name: string, text: string, options: object = {}, tool = 'profiles', by: Account = who()) => {
    const imp = (await upload(name, text, by, tool)).json().data as ImportRecord;
    const planned = await call('PUT', `/api/imports/${imp.id}/plan`, by, { mapping: imp.mapping, ...options });
    if (planned.statusCode !== 200) throw new Error(`plan failed: ${planned.statusCode} ${planned.body}`);
    return settle(imp.id, by);
  };
  return { upload, call, settle, dryRun };
}
