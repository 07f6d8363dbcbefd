/**
 * Content HTML as the search index reads it. Highlighted code is mostly `<span style>` per token
 * (over half of a typical page's HTML): Pagefind only reads the text, so it gets the text
 * without the spans, and indexes faster. Render processes strip them before they send a page's
 * record, so the record crosses the process boundary and the cache at half the size. A formula
 * is in KaTeX's HTML twice, drawn and as MathML for screen readers: the index keeps the drawn one.
 */
export function searchableHtml(contentHtml: string): string {
  return contentHtml.replace(/<math\b[\s\S]*?<\/math>/g, '').replace(/<\/?span\b[^>]*>/g, '');
}
