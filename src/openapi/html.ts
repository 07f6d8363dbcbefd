/** Minimal HTML string helpers: everything from a spec is escaped on the way out. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and double-quoted attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Renders attributes; `undefined`/`false` ones are left out, `true` ones are bare. */
export function attrs(values: Record<string, string | number | boolean | undefined>): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${esc(value)}"`;
  }
  return out;
}

/** Joins non-empty HTML parts. */
export function join(parts: readonly (string | false | undefined | null)[]): string {
  return parts.filter(Boolean).join('');
}

/** A JSON value pretty-printed for a code block (escaped). */
export function jsonBlock(value: unknown, className = 'api-example'): string {
  return `<pre class="${className}"><code class="language-json">${esc(JSON.stringify(value, null, 2))}</code></pre>`;
}

/** An inline code rendering of a literal value (`"tree"`, `20`, `null`). */
export function literal(value: unknown): string {
  return `<code>${esc(typeof value === 'string' ? value : JSON.stringify(value))}</code>`;
}
