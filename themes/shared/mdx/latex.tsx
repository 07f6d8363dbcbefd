import { isValidElement, type ComponentChildren, type VNode } from 'preact';
import { useContext } from 'preact/hooks';
import { MathContext } from '../../../src/shared/math.js';

/** The TeX source in a `<Latex>` element's children: strings and numbers, in order. */
function texOf(value: unknown, depth = 0): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (depth > 20) return '';
  if (Array.isArray(value)) return value.map((v) => texOf(v, depth + 1)).join('');
  if (isValidElement(value)) return texOf((value as VNode<{ children?: unknown }>).props?.children, depth + 1);
  return '';
}

/**
 * Mintlify's `<Latex>`: its children as a formula, rendered with KaTeX on the server. Pages'
 * `<Latex>` elements are already rendered at build time from their source (see
 * src/content/plugins/remark-latex-component.ts); this renders the rest, such as
 * `<Latex>{formula}</Latex>` or one a snippet's component builds, inline (its place in the page is
 * not known here). A formula KaTeX cannot read shows its source as code. KaTeX comes through
 * `MathContext` (the server's content renderer provides it; in the browser a formula shows its source).
 */
export function Latex({ children }: { children?: ComponentChildren; [unknown: string]: unknown }) {
  const tex = texOf(children).trim();
  if (!tex) return null;
  const result = useContext(MathContext)(tex, false);
  if (!result.ok) return <code class="math-error" title={result.reason}>{tex}</code>;
  return <span class="math-inline" dangerouslySetInnerHTML={{ __html: result.html }} />;
}
