import { escapeHtml } from './render-code-block.js';

/**
 * Inner HTML of `<figure class="mermaid-diagram">` for a Mermaid chart. Quire ships no
 * Mermaid renderer, so readers get the diagram's source (readable as text, and what
 * mermaid.js would pick up from `pre.mermaid` if a site adds it) with a short note.
 */
export function mermaidHtml(chart: string): string {
  return `<pre class="mermaid">${escapeHtml(chart.replace(/\n$/, ''))}</pre><figcaption class="mermaid-note">Mermaid diagram (source)</figcaption>`;
}
