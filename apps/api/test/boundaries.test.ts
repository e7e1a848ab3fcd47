import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/paths';

/*
 * The module boundaries in eslint.config.js, checked on snippets: a module reaches another only through
 * its index, and the kernel (lib/, db/, ...) reaches no module. `npm run lint` enforces them on the code.
 */
describe('API boundaries (lint)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: REPO_ROOT });
  });

  async function refused(file: string, source: string): Promise<number> {
    const [result] = await eslint.lintText(`${source}\nexport const probe = x;\n`, {
      filePath: path.join(REPO_ROOT, 'apps/api/src', file),
    });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
  }

  it("refuses another module's files, and takes its index", async () => {
    expect(await refused('modules/events/probe.ts', "import { x } from '../jobs/jobs.repo';")).toBe(1);
    expect(await refused('modules/events/probe.ts', "import { x } from '../../modules/jobs/jobs.repo';")).toBe(1);
    expect(await refused('modules/events/probe.ts', "import { x } from '../jobs';")).toBe(0);
    expect(await refused('modules/events/probe.ts', "import { x } from '../jobs/index';")).toBe(0);
    expect(await refused('modules/events/probe.ts', "import { x } from './events.repo';")).toBe(0);
    expect(await refused('modules/events/probe.ts', "import { x } from '../../db/sql';")).toBe(0);
    expect(await refused('modules/events/probe.ts', "import { x } from '../module';")).toBe(0);
  });

  it('keeps the kernel free of modules', async () => {
    expect(await refused('lib/probe.ts', "import { x } from '../modules/jobs';")).toBe(1);
    expect(await refused('db/probe.ts', "import { x } from '../modules/notifications/notifier';")).toBe(1);
    expect(await refused('lib/probe.ts', "import { x } from '../db/sql';")).toBe(0);
  });

  it('lets the app and MODULES see modules through their index only', async () => {
    expect(await refused('probe.ts', "import { x } from './modules/jobs/jobs.routes';")).toBe(1);
    expect(await refused('probe.ts', "import { x } from './modules/jobs';")).toBe(0);
    expect(await refused('modules/probe.ts', "import { x } from './jobs/jobs.routes';")).toBe(1);
    expect(await refused('modules/probe.ts', "import { x } from './jobs';")).toBe(0);
  });

  it('lets tests reach inside a module', async () => {
    expect(await refused('modules/events/probe.test.ts', "import { x } from '../jobs/jobs.repo';")).toBe(0);
  });
});
