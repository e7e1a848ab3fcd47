import katex from 'katex';
import 'katex/dist/katex.min.css';

/** Typesets `tex` into `el` (KaTeX builds the nodes; no script, no links: `trust` stays off). */
export function renderTex(tex: string, el: HTMLElement, display: boolean): boolean {
  try {
    katex.render(tex, el, { displayMode: display, throwOnError: true, trust: false, output: 'htmlAndMathml' });
    return true;
  } catch {
    el.textContent = '';
    return false;
  }
}
