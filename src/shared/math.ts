import { createContext } from 'preact';

/** A formula rendered, or why it could not be. */
export type RenderedMath = { ok: true; html: string } | { ok: false; reason: string };

/** LaTeX → HTML (`display`: a block formula). */
export type MathRenderer = (tex: string, display: boolean) => RenderedMath;

/**
 * What `<Latex>` renders with. The server's content renderer provides KaTeX
 * (src/content/render-math.ts); without a provider (an island re-rendering in the browser,
 * where KaTeX is not shipped) a formula shows its source.
 */
export const MathContext = createContext<MathRenderer>((tex) => ({ ok: false, reason: `LaTeX is rendered on the server only: ${tex}` }));
