import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from './support/server-process';

afterAll(() => stopAllServers());

describe('a server without the web app (issue 23 item 30)', () => {
  it('refuses to start, saying what is missing and what to do, instead of answering 404 for every page', async () => {
    // The test environment points WEB_DIST_DIR at an empty scratch directory; as a real deployment runs.
    const server = await startServer({ env: { NODE_ENV: 'production' }, waitReady: false });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('The web app is not built:');
    expect(server.output()).toContain('API_ONLY=true');
    // It stopped before opening the database or listening.
    expect(server.output()).not.toContain('applying migrations');
    expect(
      await fetch(`${server.url}/readyz`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
  });
});
