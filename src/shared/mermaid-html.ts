// Not from render-code-block.ts, which loads Shiki: the browser's island components render Mermaid too.
import { escapeHtml } from './escape-html.js';

/**
 * Inner HTML of `<figure class="mermaid-diagram">` for a Mermaid chart: the diagram's source,
 * readable as text without JavaScript; a lazy client chunk (src/client/mermaid.ts) draws it.
 */
export function mermaidHtml(chart: string): string {
  return `<pre class="mermaid">${escapeHtml(chart.replace(/\n$/, ''))}</pre><figcaption class="mermaid-note">Mermaid diagram (source)</figcaption>`;
}

/** Corners Mintlify's `placement` puts a diagram's zoom controls in (default: bottom-right). */
const PLACEMENTS = new Set(['top-left', 'top-right', 'bottom-left', 'bottom-right']);

/**
 * Attributes of `<figure class="mermaid-diagram">` from Mintlify's options, written as
 * ```` ```mermaid placement="top-right" actions={false} ```` or as `<Mermaid>` props:
 * `data-placement` (a known corner) and `data-actions` (`false`: no controls; `true`: controls
 * even on a small diagram). Unknown
 * values are left out, so the defaults apply.
 */
export function mermaidAttributes(options: { placement?: unknown; actions?: unknown }): Record<string, string> {
  const out: Record<string, string> = {};
  const placement = typeof options.placement === 'string' ? options.placement.trim().toLowerCase() : '';
  if (PLACEMENTS.has(placement)) out['data-placement'] = placement;
  const actions = options.actions;
  if (actions === false || (typeof actions === 'string' && /^\s*(?:\{\s*false\s*\}|false)\s*$/i.test(actions))) out['data-actions'] = 'false';
  // Set, it overrides the default (controls only on a diagram taller than 120px), as on Mintlify.
  else if (actions === true || (typeof actions === 'string' && /^\s*(?:\{\s*true\s*\}|true|)\s*$/i.test(actions))) out['data-actions'] = 'true';
  return out;
}

/** `placement="top-right" actions={false}` from a fence's meta string. */
export function mermaidMetaOptions(meta: string | null | undefined): { placement?: string; actions?: string } {
  const out: { placement?: string; actions?: string } = {};
  for (const m of (meta ?? '').matchAll(/(?<![\w-])(placement|actions)(?![\w-])(?:=(?:"([^"]*)"|'([^']*)'|(\{[^}]*\})|(\S+)))?/g)) {
    // A bare `actions` is true, as a JSX boolean prop.
    out[m[1] as 'placement' | 'actions'] = m[2] ?? m[3] ?? m[4] ?? m[5] ?? (m[1] === 'actions' ? 'true' : '');
  }
  return out;
}
