import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { toString as mdastToString } from 'mdast-util-to-string';
import { unified } from 'unified';
import { remarkAutolinkLiteralGuard } from '../content/plugins/remark-autolink-literal-guard.js';
import { esc } from './html.js';

/**
 * One frozen processor: it holds configuration only, no per-document state. Raw HTML in a
 * spec is dropped (remark-rehype without `allowDangerousHtml`) and the result is sanitised
 * with GitHub's schema, so `<script>`, event handlers and `javascript:` links never survive.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkAutolinkLiteralGuard)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeStringify)
  .freeze();

/** Renders CommonMark + GFM text from a spec as sanitised HTML, wrapped in `div.api-md`. */
export function renderMarkdown(text: unknown): string {
  if (typeof text !== 'string' || !text.trim()) return '';
  // Most spec descriptions are one line of prose: skip the parser (the main cost of big pages).
  if (!/[\\`*_[\]<>&#|~!\n:=+-]|^\s|\d[.)]/.test(text.trim())) return `<div class="api-md"><p>${esc(text.trim())}</p></div>`;
  return `<div class="api-md">${String(processor.processSync(text))}</div>`;
}

/**
 * A spec description split at its first blank line: `lead`, the first paragraph (the page's
 * subtitle, as on Mintlify), and `rest`, the paragraphs after it (the page's body). A description
 * that opens with a code fence, list, table or heading is not split: it stays whole in `lead`.
 */
export function splitDescription(text: string): { lead: string; rest: string } {
  const trimmed = text.trim();
  const match = /\n[ \t]*\n/.exec(trimmed);
  if (!match || /^(```|~~~|[-*+] |\d+[.)] |\||#)/.test(trimmed)) return { lead: trimmed, rest: '' };
  return { lead: trimmed.slice(0, match.index), rest: trimmed.slice(match.index).trim() };
}

/**
 * The text a reader sees of Markdown from a spec, on one line: `` `allSessions` `` → allSessions,
 * `[Session](#schema-Session)` → Session. For meta descriptions and search, where Markdown
 * syntax would show as typed.
 */
export function markdownToText(text: string): string {
  const plain = /[\\`*_[\]<>&#|~!]/.test(text) ? mdastToString(processor.parse(text)) : text;
  return plain.replace(/\s+/g, ' ').trim();
}
