import { onTestFinished, vi } from 'vitest';

/**
 * jsdom lays nothing out: give React Flow (@xyflow/react) what it measures with: a ResizeObserver, a
 * DOMMatrixReadOnly for the viewport's transform, elements of some size and SVG boxes. Enough for it to
 * draw nodes and edges; positions are not checked in jsdom (the layout has its own tests).
 */
export function installReactFlowDom() {
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  class FakeDOMMatrixReadOnly {
    m22: number;
    constructor(transform?: string) {
      const scale = transform?.match(/scale\(([0-9.]+)\)/)?.[1];
      this.m22 = scale !== undefined ? Number(scale) : 1;
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('DOMMatrixReadOnly', FakeDOMMatrixReadOnly);
  const svg = SVGElement.prototype as unknown as { getBBox?: () => DOMRect };
  const before = {
    offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
    offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
    getBBox: svg.getBBox,
  };
  const sized = (name: 'offsetWidth' | 'offsetHeight', value: number) =>
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  sized('offsetWidth', 800);
  sized('offsetHeight', 600);
  svg.getBBox = () => ({ x: 0, y: 0, width: 40, height: 16 }) as DOMRect;
  // The test's end puts jsdom back as it was (the globals are unstubbed by setup.ts).
  onTestFinished(() => {
    for (const name of ['offsetWidth', 'offsetHeight'] as const) {
      const d = before[name];
      if (d) Object.defineProperty(HTMLElement.prototype, name, d);
    }
    svg.getBBox = before.getBBox;
  });
}
