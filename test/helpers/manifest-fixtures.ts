import type { ManifestBase } from '../../src/build/manifest-base.js';
import type { ManifestPage } from '../../src/build/render-cache.js';

/** A page's manifest entry: no links or findings; `ids` the content's and one heading's by default. */
export const manifestEntry = (key: string, ids = ['content', `h-${key}`]): ManifestPage => ({ key, links: [], ids, diagnostics: [], mermaid: false });

/** One broken-link finding. */
export const linkWarning = (message: string) => [{ severity: 'warning' as const, code: 'links/broken-link', message }];

/** A base of `pages` pages `/p0`…, with a link finding on `/p1`. */
export function manifestBaseOf(pages: number): ManifestBase {
  const entries: Record<string, ManifestPage> = {};
  for (let i = 0; i < pages; i++) entries[`/p${i}`] = manifestEntry(`k${i}`);
  return { id: 'base1', site: 's', pages: entries, bytes: 10, linkCheck: { targets: 't', findings: { '/p1': linkWarning('one') } } };
}
