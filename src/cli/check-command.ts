import { loadSite } from '../build/load-site.js';
import { createPageRenderer } from '../build/render-site-page.js';
import { mapLimit } from '../build/map-limit.js';
import { getTheme } from '../../themes/index.js';
import { colors, EXIT, hasFailures, reportDiagnostics, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

/** Everything `build` checks (config, navigation, specs, every page's MDX) without writing. */
export async function runCheck(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const root = await requireDocsRoot(cmd.root);
  const strict = cmd.values.strict === true;
  const { loaded, diagnostics } = await loadSite(root, { exclude: [`${root}/dist`], offline: cmd.values.offline === true });
  if (loaded) {
    const renderer = createPageRenderer({ loaded, theme: getTheme(loaded.config.theme), assets: { css: [], js: [] } });
    await mapLimit(loaded.site.pages, 8, async (page) => {
      diagnostics.push(...(await renderer.render(page)).diagnostics);
    });
  }
  reportDiagnostics(io, diagnostics, { strict, verbose: cmd.values.verbose === true });
  const c = colors(io);
  if (!loaded || hasFailures(diagnostics, strict)) return EXIT.userError;
  io.stderr(c.green(`docs.json and ${loaded.site.pages.length} pages are valid`));
  return EXIT.ok;
}
