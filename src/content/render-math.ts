import type Katex from 'katex';
import { requireKatex } from './require-katex.js';

/*
 * KaTeX takes ~80 ms to load, in every render process, and most sites have no math: it is
 * loaded on the first formula. Synchronously (through its CommonJS build), because the theme's
 * `<Latex>` renders during a synchronous render.
 */
let katex: typeof Katex | undefined;

import type { RenderedMath } from '../shared/math.js';

export type { RenderedMath };

/**
 * Marks rendered math in a page's HTML (KaTeX's own root element): a page that has it links
 * the KaTeX stylesheet. Escaped in any text a page shows, so only real math matches.
 */
export const KATEX_MARK = '<span class="katex">';

/**
 * LaTeX → HTML with KaTeX, server-side: the visual HTML (styled by the KaTeX stylesheet, with
 * its fonts) plus MathML for screen readers, so a page shows its formulas without JavaScript.
 * `trust: false` keeps `\href{javascript:…}` and friends out; `strict: 'ignore'` accepts what
 * LaTeX would (Unicode letters in math) instead of printing warnings to the console.
 */
export function renderMath(tex: string, display: boolean): RenderedMath {
  try {
    katex ??= requireKatex();
    return { ok: true, html: katex.renderToString(tex, { displayMode: display, throwOnError: true, strict: 'ignore', trust: false, output: 'htmlAndMathml' }) };
  } catch (error) {
    const e = error as { rawMessage?: unknown; message?: unknown };
    return { ok: false, reason: String(e.rawMessage ?? e.message ?? error) };
  }
}
