/**
 * Content HTML as the search index reads it. Highlighted code is mostly `<span style>` per token
 * (over half of a typical page's HTML): Pagefind only reads the text, so it gets the text
 * without the spans, and indexes faster. Render processes strip them before they send a page's
 * record, so the record crosses the process boundary and the cache at half the size.
 */
export function searchableHtml(contentHtml: string): string {
  return contentHtml.replace(/<\/?span\b[^>]*>/g, '');
}
