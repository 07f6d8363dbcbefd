/** External links (`https://…`) open in a new tab, as Mintlify's cards do. */
export function linkTarget(href: string): { target?: string; rel?: string } {
  return /^(https?:)?\/\//.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
