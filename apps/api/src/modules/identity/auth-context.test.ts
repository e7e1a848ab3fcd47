import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { createContextScope, withScopedContext } from './auth-context';

/** A store whose `enabled` state is visible (Node's own flag) and disable() calls are counted. */
function store() {
  const als = new AsyncLocalStorage<string>();
  let disabled = 0;
  const disable = als.disable.bind(als);
  als.disable = () => {
    disabled += 1;
    disable();
  };
  return { als, disabledCalls: () => disabled, enabled: () => (als as unknown as { enabled: boolean }).enabled };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('createContextScope', () => {
  it('keeps the context inside a call and disables the store once it settles', async () => {
    const s = store();
    const scoped = createContextScope(() => [s.als]);
    const call = scoped(() =>
      s.als.run('ctx', async () => {
        await tick();
        return s.als.getStore();
      }),
    );
    await expect(call()).resolves.toBe('ctx');
    await tick();
    expect(s.enabled()).toBe(false);
    expect(s.disabledCalls()).toBe(1);
  });

  it('waits for the last of overlapping calls', async () => {
    const s = store();
    const scoped = createContextScope(() => [s.als]);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = scoped(() =>
      s.als.run('slow', async () => {
        await gate;
        return s.als.getStore();
      }),
    );
    const fast = scoped(() => s.als.run('fast', async () => s.als.getStore()));
    const pending = slow();
    await expect(fast()).resolves.toBe('fast');
    await tick();
    expect(s.disabledCalls()).toBe(0);
    expect(s.enabled()).toBe(true);
    release();
    await expect(pending).resolves.toBe('slow');
    await tick();
    expect(s.disabledCalls()).toBe(1);
  });

  it('settles failed and synchronous calls too', async () => {
    const s = store();
    const scoped = createContextScope(() => [s.als]);
    await expect(scoped(() => s.als.run('x', async () => Promise.reject(new Error('no'))))()).rejects.toThrow('no');
    expect(() =>
      scoped(() => {
        throw new Error('sync');
      })(),
    ).toThrow('sync');
    expect(scoped(() => 42)()).toBe(42);
    await tick();
    expect(s.disabledCalls()).toBe(3);
    // The next call enables the store again.
    await expect(scoped(() => s.als.run('again', async () => s.als.getStore()))()).resolves.toBe('again');
  });
});

describe('withScopedContext', () => {
  it('scopes every endpoint, the handler and the internal adapter, keeping what else the object holds', async () => {
    const s = store();
    const endpoint = Object.assign(async (x: number) => s.als.run('api', async () => `${s.als.getStore()} ${x}`), {
      path: '/sign-in/email',
    });
    const auth = withScopedContext(
      {
        api: { signInEmail: endpoint },
        handler: async (_request: Request) => s.als.run('handler', async () => new Response(s.als.getStore())),
        options: { basePath: '/api/auth' },
        $context: Promise.resolve({
          secret: 's',
          internalAdapter: { updateUser: async () => s.als.run('adapter', async () => s.als.getStore()) },
        }),
      },
      () => [s.als],
    );
    expect(auth.api.signInEmail.path).toBe('/sign-in/email');
    expect(auth.options.basePath).toBe('/api/auth');
    await expect(auth.api.signInEmail(1)).resolves.toBe('api 1');
    await expect((await auth.handler(new Request('http://x/'))).text()).resolves.toBe('handler');
    const context = await auth.$context;
    expect(context.secret).toBe('s');
    await expect(context.internalAdapter.updateUser()).resolves.toBe('adapter');
    await tick();
    expect(s.disabledCalls()).toBe(3);
    expect(s.enabled()).toBe(false);
  });
});
