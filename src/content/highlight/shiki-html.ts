import type { Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';

/**
 * The HTML of the tree Shiki builds for a code block (`codeToHast`), exactly as
 * hast-util-to-html writes it with its defaults (what Shiki's `codeToHtml` does): double-quoted
 * attributes with `"`, `&`, `'`, `` ` `` and NUL as hexadecimal references, text with `<` and
 * `&` as references.
 *
 * Why not hast-util-to-html itself: it looks every attribute up in the HTML schema and runs
 * each value through a general entity encoder, for every token of every block. Code blocks
 * are a few nodes deep and carry three attributes (class, style, tabindex); written directly
 * the 1,000-page bench allocates ~270 MB less (bench/RESULTS.md, twelfth session). Any other
 * shape (a transformer that adds something else) goes to hast-util-to-html unchanged.
 */
export function shikiHastToHtml(tree: Root): string {
  const parts: string[] = [];
  return writeAll(tree.children, parts) ? parts.join('') : toHtml(tree);
}

const TAGS = new Set(['pre', 'code', 'span']);
/** hast property → attribute, for the properties Shiki and Quire's transformer set. */
const ATTRIBUTES: Record<string, string> = { class: 'class', className: 'class', style: 'style', tabindex: 'tabindex', tabIndex: 'tabindex' };

function writeAll(nodes: readonly RootContent[], parts: string[]): boolean {
  for (const node of nodes) {
    if (node.type === 'text') {
      parts.push(node.value.replace(/[<&]/g, reference));
      continue;
    }
    if (node.type !== 'element' || !TAGS.has(node.tagName)) return false;
    parts.push('<', node.tagName);
    for (const key in node.properties) {
      const value = node.properties[key];
      if (value === null || value === undefined) continue;
      const name = ATTRIBUTES[key];
      if (!name || typeof value === 'boolean' || (typeof value === 'number' && Number.isNaN(value))) return false;
      const text = Array.isArray(value) ? value.join(' ').trim() : String(value);
      parts.push(' ', name, '="', text.replace(/["&'`\0]/g, reference), '"');
    }
    parts.push('>');
    if (!writeAll(node.children, parts)) return false;
    parts.push('</', node.tagName, '>');
  }
  return true;
}

function reference(ch: string): string {
  return `&#x${ch.charCodeAt(0).toString(16).toUpperCase()};`;
}
