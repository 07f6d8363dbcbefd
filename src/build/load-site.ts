import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { CONFIG_FILE, loadConfig } from '../config/load-config.js';
import { parseFrontmatter } from '../content/frontmatter.js';
import { parseJsonPath, type Diagnostic } from '../diagnostics/quire-error.js';
import type { ApiIndex } from '../openapi/api-index.js';
import { loadOpenApiDocuments } from '../openapi/load-openapi.js';
import { collectOpenApiRefs } from '../navigation/collect-openapi-refs.js';
import { resolveNavigation } from '../navigation/resolve-navigation.js';
import type { SiteModel } from '../shared/site-model.js';
import { mapLimit } from './map-limit.js';
import { scanDocs, type DocsScan } from './scan-docs.js';

/** Everything the commands need about a docs folder, loaded once. */
export interface LoadedSite {
  root: string;
  config: DocsConfig;
  site: SiteModel;
  scan: DocsScan;
  apis: Map<string, ApiIndex>;
  /** Page sources read during loading, so the build does not read them twice. */
  sources: Map<string, string>;
}

export interface LoadSiteResult {
  loaded?: LoadedSite;
  diagnostics: Diagnostic[];
}

/**
 * config → scan → frontmatter → OpenAPI → SiteModel. Stops early only when docs.json itself
 * is unusable; otherwise collects every problem it finds.
 */
export async function loadSite(root: string, opts: { exclude?: string[] } = {}): Promise<LoadSiteResult> {
  const { config, diagnostics, locate } = await loadConfig(root);
  if (!config) return { diagnostics };

  const scan = await scanDocs(root, opts);
  const sources = new Map<string, string>();
  const frontmatter = new Map<string, Record<string, unknown>>();
  await mapLimit(scan.pageFiles, 64, async (file) => {
    const text = await readFile(join(root, file), 'utf8');
    sources.set(file, text);
    const fm = parseFrontmatter(text, file);
    diagnostics.push(...fm.diagnostics);
    frontmatter.set(file, fm.data);
  });
  // Keep file order stable (the map was filled concurrently).
  const files = new Map(scan.pageFiles.map((f) => [f, frontmatter.get(f) ?? {}]));

  const { refs, unresolved } = collectOpenApiRefs(config, files, scan.otherFiles);
  for (const ref of unresolved) {
    diagnostics.push({
      severity: 'warning',
      code: 'content/openapi-file-missing',
      message: `OpenAPI document "${ref.source}" named in ${ref.jsonPath} does not exist; the page renders without the API reference`,
      file: ref.file,
      hint: 'fix the file name in the frontmatter, or list the document under "openapi" in docs.json',
    });
  }
  const { apis, diagnostics: apiDiagnostics } = await loadOpenApiDocuments(root, refs);
  diagnostics.push(...apiDiagnostics);

  const resolved = resolveNavigation({ config, files, apis });
  diagnostics.push(...resolved.diagnostics);
  // The resolver and the spec loader know JSON paths; docs.json's positions add line:column.
  for (const d of diagnostics) {
    if (d.file === CONFIG_FILE && d.jsonPath && d.line === undefined && locate) Object.assign(d, locate(parseJsonPath(d.jsonPath)));
  }
  return { loaded: { root, config, site: resolved.site, scan, apis, sources }, diagnostics };
}
