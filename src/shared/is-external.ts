/** True for a link that leaves the site: one with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`). */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}
