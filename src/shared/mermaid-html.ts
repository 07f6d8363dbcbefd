// Not from render-code-block.ts, which loads Shiki: the browser's island components render Mermaid too.
import { escapeHtml } from './escape-html.js';

/**
 * Inner HTML of `<figure class="mermaid-diagram">` for a Mermaid chart: the diagram's source,
 * readable as text without JavaScript; a lazy client chunk (src/client/mermaid.ts) draws it.
 */
export function mermaidHtml(chart: string): string {
  return `<pre class="mermaid">${escapeHtml(chart.replace(/\n$/, ''))}</pre><figcaption class="mermaid-note">Mermaid diagram (source)</figcaption>`;
}
