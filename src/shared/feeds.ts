/** Where a page's RSS feed is (frontmatter `rss: true`): `/changelog` → `/changelog/rss.xml`, `/` → `/rss.xml`. */
export function feedUrl(pagePath: string): string {
  return pagePath === '/' ? '/rss.xml' : `${pagePath}/rss.xml`;
}

/** Pages that publish a feed of their `<Update>`s (frontmatter `rss: true`, as Mintlify). */
export function hasFeed(page: { frontmatter: Record<string, unknown> }): boolean {
  return page.frontmatter.rss === true;
}
