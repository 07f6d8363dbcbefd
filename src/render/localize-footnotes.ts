import { formatMessage, type UiMessages } from '../shared/ui-messages/en.js';

const escAttr = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * GFM footnotes in the page's language. remark-rehype writes their heading ("Footnotes") and the
 * back links' labels ("Back to reference 1") in English, and the content processors are shared by
 * every page, so the rendered HTML gets the page's words here. Pure.
 */
export function localizeFootnotes(html: string, t: Pick<UiMessages, 'footnotes' | 'backToReference'>): string {
  if (!html.includes('data-footnotes')) return html;
  return html
    .replace(/(<h2\b[^>]*\bid="footnote-label"[^>]*>)Footnotes(?=<)/, (_m, open: string) => `${open}${escAttr(t.footnotes)}`)
    .replace(/(<a\b[^>]*data-footnote-backref[^>]*\baria-label=")Back to reference ([\d-]+)"/g, (_m, start: string, ref: string) => `${start}${escAttr(formatMessage(t.backToReference, { ref }))}"`);
}
