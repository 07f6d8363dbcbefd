import type { DocsConfig } from '../config/docs-config-schema.js';
import { formatJsonPath } from '../diagnostics/quire-error.js';
import { candidateFiles, entryToUrl, normaliseEntry } from '../shared/page-paths.js';
import { isSnippetFile } from '../site/page-files.js';

/**
 * The URL of a page file: `guide/intro.mdx` → `/guide/intro`, `guide/index.mdx` → `/guide`, except
 * when `guide.mdx` (or `.md`) exists too: Mintlify lists `guide/index` at `/guide/index` and
 * `guide` at `/guide`, so both pages stay reachable; Quire does the same.
 */
export function pageFileUrl(file: string, files: ReadonlyMap<string, unknown>): string {
  const url = entryToUrl(file);
  return indexSibling(file, files) ? `${url}/index` : url;
}

/** For `guide/index.mdx`: `guide.mdx` or `guide.md` when one exists. */
export function indexSibling(file: string, files: ReadonlyMap<string, unknown>): string | undefined {
  const m = /^(.+)\/index\.mdx?$/.exec(file);
  return m ? [`${m[1]}.mdx`, `${m[1]}.md`].find((f) => files.has(f)) : undefined;
}

/**
 * URL → place of every page file the navigation lists (`pages` entries and group `root`s),
 * found without resolving: entries that name no file (API references, missing pages) are
 * skipped. The resolver keeps these URLs for their files, whatever comes first in docs.json.
 */
export function listedFileUrls(config: DocsConfig, files: ReadonlyMap<string, unknown>): Map<string, { file: string; jsonPath: string }> {
  const out = new Map<string, { file: string; jsonPath: string }>();
  // One path, pushed and popped: a copy per node was most of this walk on a 27,000-page navigation.
  const path: (string | number)[] = ['navigation'];
  const visit = (node: unknown, key: string | number): void => {
    if (typeof node === 'string') {
      if (key !== 'root' && typeof key !== 'number') return; // titles, icons, hrefs…
      const file = candidateFiles(normaliseEntry(node)).find((f) => files.has(f));
      if (!file || isSnippetFile(file)) return;
      const url = pageFileUrl(file, files);
      if (!out.has(url)) out.set(url, { file, jsonPath: formatJsonPath(path) });
    } else if (Array.isArray(node)) {
      // Strings in arrays are page entries only in `pages` (elsewhere: e.g. a tab's `tags`).
      for (let i = 0; i < node.length; i++) {
        if (key !== 'pages' && typeof node[i] !== 'object') continue;
        path.push(i);
        visit(node[i], i);
        path.pop();
      }
    } else if (node && typeof node === 'object') {
      for (const k in node) {
        if (k === 'global' || k === 'openapi' || !Object.hasOwn(node, k)) continue;
        path.push(k);
        visit((node as Record<string, unknown>)[k], k);
        path.pop();
      }
    }
  };
  visit(config.navigation, 'navigation');
  return out;
}
