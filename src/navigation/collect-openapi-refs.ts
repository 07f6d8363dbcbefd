import type { DocsConfig } from '../config/docs-config-schema.js';
import type { NavFields } from '../config/navigation-schema.js';
import { formatJsonPath } from '../diagnostics/quire-error.js';
import { parseApiReference } from '../openapi/plan-pages.js';

export interface CollectedOpenApiRef {
  source: string;
  file: string;
  jsonPath?: string;
}

export interface CollectedRefs {
  refs: CollectedOpenApiRef[];
  /** Frontmatter references that match no listed document and no file of the docs folder. */
  unresolved: CollectedOpenApiRef[];
}

const SPEC_EXTENSIONS = ['', '.yaml', '.yml', '.json'];
const HAS_SPACE = /\S\s+\S/;
const stripExt = (s: string) => s.replace(/^\.?\/+/, '').replace(/\.(ya?ml|json)$/i, '');

/**
 * Every OpenAPI document a site names: `openapi` on navigation elements, `api.openapi`,
 * `<file> METHOD /path` entries, and frontmatter `openapi:` file tokens that are local paths.
 * Pure; the loader reads each distinct document once.
 */
export function collectOpenApiRefs(
  config: DocsConfig,
  frontmatter: ReadonlyMap<string, Record<string, unknown>>,
  otherFiles: readonly string[] = [],
): CollectedRefs {
  const refs: CollectedOpenApiRef[] = [];
  const unresolved: CollectedOpenApiRef[] = [];
  const api = config.api?.openapi;
  if (api !== undefined) {
    const list = Array.isArray(api) ? api : [api];
    list.forEach((r, i) =>
      refs.push({ source: typeof r === 'string' ? r : r.source, file: 'docs.json', jsonPath: Array.isArray(api) ? `api.openapi[${i}]` : 'api.openapi' }),
    );
  }
  // One path, grown and shrunk as the walk goes (a large site's navigation has tens of thousands
  // of entries: a copy per entry showed in the profile of every load); copied only for a hit.
  const path: (string | number)[] = ['navigation'];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        visit(node[i]);
        path.pop();
      }
      return;
    }
    if (typeof node === 'string') {
      // A page entry has no space; an `<file> METHOD /path` entry has two.
      const ref = HAS_SPACE.test(node) ? parseApiReference(node) : null;
      if (ref?.file) refs.push({ source: ref.file, file: 'docs.json', jsonPath: formatJsonPath(path) });
      return;
    }
    if (!node || typeof node !== 'object') return;
    const fields = node as NavFields & Record<string, unknown>;
    if (fields.openapi !== undefined) {
      const r = fields.openapi;
      refs.push({ source: typeof r === 'string' ? r : r.source, file: 'docs.json', jsonPath: formatJsonPath([...path, 'openapi']) });
    }
    for (const key of Object.keys(fields)) {
      if (key === 'openapi' || key === 'global') continue;
      path.push(key);
      visit(fields[key]);
      path.pop();
    }
  };
  visit(config.navigation);

  // Frontmatter may name a listed document loosely (`openapi` for `/openapi.yaml`), or a file
  // of the docs folder that docs.json does not list.
  const listed = new Set(refs.map((r) => stripExt(r.source)));
  const present = new Set(otherFiles);
  for (const [file, fm] of frontmatter) {
    for (const key of ['openapi', 'openapi-schema'] as const) {
      const value = fm[key];
      if (typeof value !== 'string') continue;
      const tokens = value.trim().split(/\s+/);
      const fileToken = key === 'openapi' ? parseApiReference(value)?.file : tokens.length === 2 ? tokens[0] : undefined;
      // URLs must be listed in docs.json; the renderer reports unlisted ones.
      if (!fileToken || /^https?:/i.test(fileToken)) continue;
      const bare = stripExt(fileToken);
      if ([...listed].some((l) => l === bare || l.endsWith(`/${bare}`))) continue;
      const found = SPEC_EXTENSIONS.map((ext) => fileToken.replace(/^\.?\/+/, '') + ext).find((f) => present.has(f));
      const ref = { source: found ?? fileToken, file, jsonPath: `frontmatter.${key}` };
      (found ? refs : unresolved).push(ref);
      if (found) listed.add(stripExt(found));
    }
  }
  return { refs, unresolved };
}
