/**
 * jsdom lays nothing out: give these elements the places a browser would, one under the other (dnd-kit's
 * keyboard sensor moves by them). Each keeps its place as it stands now.
 */
export function layOutOneUnderAnother(elements: readonly HTMLElement[], height = 50, gap = 10): void {
  elements.forEach((el, i) => {
    const top = i * (height + gap);
    el.getBoundingClientRect = () => ({
      x: 0,
      y: top,
      top,
      left: 0,
      bottom: top + height,
      right: 600,
      width: 600,
      height,
      toJSON: () => ({}),
    });
  });
}
