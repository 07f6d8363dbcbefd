import type { RenderedMath } from '../../content/render-math.js';

export type { RenderedMath };

/**
 * `<Latex>` inside an island, in the browser: KaTeX (~360 kB) is not shipped for it, so a
 * formula that an island re-renders shows its source. Formulas outside islands are rendered on
 * the server and never re-rendered (vite.config.ts swaps this in for render-math.ts).
 */
export function renderMath(tex: string): RenderedMath {
  return { ok: false, reason: `LaTeX is rendered on the server only: ${tex}` };
}
