import { loadSite } from '../site/load-site.js';
import { createSiteRenderer } from '../render/site-renderer.js';
import { mapLimit } from '../shared/map-limit.js';
import { resolveSiteLocation } from '../site/site-url.js';
import { colors, EXIT, hasFailures, reportDiagnostics, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

/** Everything `build` checks (config, navigation, specs, every page's MDX) without writing. */
export async function runCheck(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const root = await requireDocsRoot(cmd.root);
  const strict = cmd.values.strict === true;
  const { loaded, diagnostics } = await loadSite(root, { exclude: [`${root}/dist`], offline: cmd.values.offline === true });
  if (loaded) {
    // The build's renderer, so a page reports here exactly what the build would report.
    const renderer = createSiteRenderer(loaded, { assets: { css: [], js: [] }, loc: resolveSiteLocation(loaded.config, {}) });
    await mapLimit(loaded.site.pages, 8, async (page) => {
      const source = page.source.kind === 'mdx' ? loaded.sources.get(page.source.file) : undefined;
      diagnostics.push(...(await renderer.render(page, source === undefined ? {} : { source })).diagnostics);
    });
  }
  reportDiagnostics(io, diagnostics, { strict, verbose: cmd.values.verbose === true });
  const c = colors(io);
  if (!loaded || hasFailures(diagnostics, strict)) return EXIT.userError;
  io.stderr(c.green(`docs.json and ${loaded.site.pages.length} pages are valid`));
  return EXIT.ok;
}
