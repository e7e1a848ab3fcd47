import { startTransition, useEffect, useState } from 'react';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Calls `callback` in a task after the browser has painted the next frame, or soon in a hidden tab
 * (which paints nothing). An effect alone can run before the paint of the render it follows, and the
 * download it starts would then share the network with the first screenful's last requests.
 * Answers a function that cancels the call.
 */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(callback);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Loads code that a page needs only below its first screenful, once the page's first render has been
 * painted, and answers it once it is there (undefined until then; the page shows its loading state
 * meanwhile). Unlike React.lazy under a Suspense fallback, the part appears as soon as its code has loaded
 * (React holds back content that replaces a fallback until 300 ms after the fallback appeared), and
 * the first screenful neither waits for this code nor shares the network with it. `load` must be a
 * stable (module-level) function: the module it answers is remembered for the next visit. A failed
 * load is thrown at the next render, for the page's error boundary. With `when` false (the first
 * screenful is not there yet, e.g. its data is loading) the download waits.
 */
export function useModuleAfterPaint<T>(load: () => Promise<T>, when = true): T | undefined {
  const [module, setModule] = useState(() => loaded.get(load) as T | undefined);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (module !== undefined || !when) return;
    let live = true;
    const cancel = afterNextPaint(() => {
      load().then(
        (value) => {
          loaded.set(load, value);
          // A transition: the part renders in slices instead of one long task.
          if (live) startTransition(() => setModule(value));
        },
        (error: unknown) => {
          if (live) setFailure({ error });
        },
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [load, module, when]);
  if (failure) throw failure.error;
  return module;
}
