import type { ComponentChildren } from 'preact';
import { linkTarget } from './link-target.js';

/*
 * A caption prop is a plain string (`caption="See **Settings** → [Keys](/keys)"`), yet Mintlify
 * renders it as Markdown. Props are not parsed by MDX, so this reads the inline subset a caption
 * holds: `**strong**`, `*em*`/`_em_`, `` `code` `` and `[text](url)`. Anything else stays text,
 * and text is never HTML (Preact escapes it), so a caption cannot inject markup.
 */

// One alternative per construct; the first that matches at a position wins.
const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s](?:[^*]*[^*\s])?)\*|_([^_\s](?:[^_]*[^_\s])?)_|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** `javascript:` and other script URLs are not links; anything else (relative, http, mailto) is. */
function safeUrl(url: string): string | undefined {
  return /^\s*(?:javascript|vbscript|data):/i.test(url) ? undefined : url;
}

/** A string of inline Markdown as Preact nodes; a depth cap keeps nested emphasis cheap. */
export function inlineMarkdown(text: string, depth = 0): ComponentChildren[] {
  if (depth > 4) return [text];
  const out: ComponentChildren[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const [whole, code, strong1, strong2, em1, em2, label, url] = m;
    if (code !== undefined) out.push(<code>{code}</code>);
    else if (strong1 !== undefined || strong2 !== undefined) out.push(<strong>{inlineMarkdown((strong1 ?? strong2)!, depth + 1)}</strong>);
    else if (em1 !== undefined || em2 !== undefined) out.push(<em>{inlineMarkdown((em1 ?? em2)!, depth + 1)}</em>);
    else if (label !== undefined && url !== undefined) {
      const href = safeUrl(url);
      out.push(href ? <a href={href} {...linkTarget(href)}>{inlineMarkdown(label, depth + 1)}</a> : whole);
    } else out.push(whole);
    last = at + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
