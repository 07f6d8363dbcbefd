import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkLinks, extractIds, extractLinks, locateHref, type RenderedPageLinks } from '../build/link-check.js';
import { checkColorContrast } from '../config/color-contrast.js';
import { parsePositionedJson } from '../config/json-positions.js';
import { CONFIG_FILE } from '../config/load-config.js';
import { checkPageAccessibility } from '../content/a11y-check.js';
import { parseJsonPath, type Diagnostic } from '../diagnostics/quire-error.js';
import { siteFiles } from '../outputs/site-files.js';
import { createSiteRenderer } from '../render/site-renderer.js';
import { mapLimit } from '../shared/map-limit.js';
import { loadSite } from '../site/load-site.js';
import { isSnippetFile } from '../site/page-files.js';
import { markdownPath, resolveSiteLocation } from '../site/site-url.js';
import { colors, EXIT, hasFailures, reportDiagnostics, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

/**
 * Everything `build` checks (config, navigation, specs, every page's MDX) without writing, plus
 * what `mint broken-links` and `mint a11y` check: links and anchors between the rendered pages,
 * and accessibility basics. `--links` / `--a11y` pick those extra checks; neither: both.
 */
export async function runCheck(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const root = await requireDocsRoot(cmd.root);
  const strict = cmd.values.strict === true;
  const picked = cmd.values.links === true || cmd.values.a11y === true;
  const want = { links: !picked || cmd.values.links === true, a11y: !picked || cmd.values.a11y === true };
  const { loaded, diagnostics } = await loadSite(root, { exclude: [`${root}/dist`], offline: cmd.values.offline === true });
  if (loaded) {
    // The build's renderer, so a page reports here exactly what the build would report.
    const renderer = createSiteRenderer(loaded, { assets: { css: [], js: [] }, loc: resolveSiteLocation(loaded.config, {}) });
    const rendered: RenderedPageLinks[] = [];
    await mapLimit(loaded.site.pages, 8, async (page) => {
      const source = page.source.kind === 'mdx' ? loaded.sources.get(page.source.file) : undefined;
      const result = await renderer.render(page, source === undefined ? {} : { source });
      diagnostics.push(...result.diagnostics);
      // Only what the link check needs: a page's HTML is let go as soon as it is read.
      if (want.links) rendered.push({ page, links: extractLinks(result.contentHtml), ids: extractIds(result.html) });
      if (want.a11y && source !== undefined && page.source.kind === 'mdx') diagnostics.push(...checkPageAccessibility(source, page.source.file));
    });
    if (want.links) {
      const extras = await siteFiles(loaded, renderer, { markdown: () => undefined, html: () => undefined, utilityClasses: () => [] });
      const files = new Set([...loaded.scan.otherFiles.map((f) => `/${f}`), ...extras.files.map((f) => f.url), ...loaded.site.pages.map((p) => markdownPath(p.path))]);
      rendered.sort((a, b) => (a.page.path < b.page.path ? -1 : 1));
      diagnostics.push(
        ...checkLinks(rendered, files, undefined, (page, href) => {
          const text = page.source.kind === 'mdx' ? loaded.sources.get(page.source.file) : undefined;
          return text === undefined ? undefined : locateHref(text, href);
        }),
      );
    }
    if (want.a11y) {
      diagnostics.push(...(await locatedInConfig(root, checkColorContrast(loaded.config))));
      for (const file of loaded.scan.otherFiles.filter((f) => /\.mdx?$/i.test(f) && isSnippetFile(f))) {
        const text = await readFile(join(root, file), 'utf8').catch(() => undefined);
        if (text !== undefined) diagnostics.push(...checkPageAccessibility(text, file, { headings: false }));
      }
    }
  }
  reportDiagnostics(io, diagnostics, { strict, verbose: cmd.values.verbose === true });
  const c = colors(io);
  if (!loaded || hasFailures(diagnostics, strict)) return EXIT.userError;
  const also = [want.links && 'links', want.a11y && 'accessibility'].filter(Boolean).join(' and ');
  io.stderr(c.green(`docs.json and ${loaded.site.pages.length} pages are valid`) + (diagnostics.length ? '' : c.green(`; ${also} checked, no problems`)));
  return EXIT.ok;
}

/** docs.json problems found after loading get their line:column from the file's text. */
async function locatedInConfig(root: string, found: Diagnostic[]): Promise<Diagnostic[]> {
  if (!found.length) return found;
  const text = await readFile(join(root, CONFIG_FILE), 'utf8').catch(() => undefined);
  const json = text === undefined ? undefined : parsePositionedJson(text);
  return found.map((d) => ({ ...d, ...(d.jsonPath && json?.locate(parseJsonPath(d.jsonPath))) }));
}
