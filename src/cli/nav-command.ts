import { loadSite } from '../site/load-site.js';
import { toNavJson } from '../navigation/nav-json.js';
import { EXIT, hasFailures, reportDiagnostics, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

/**
 * Prints the SiteModel as JSON on stdout; problems go to stderr. The navigation is printed
 * whenever docs.json could be read, errors or not (a page that fails, a spec that cannot be used
 * still has its place), so tools can read what can be read; errors still make the exit code 1.
 */
export async function runNav(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const root = await requireDocsRoot(cmd.root);
  const { loaded, diagnostics } = await loadSite(root, { exclude: [`${root}/dist`], offline: cmd.values.offline === true });
  reportDiagnostics(io, diagnostics, { verbose: cmd.values.verbose === true });
  if (loaded) io.stdout(JSON.stringify(toNavJson(loaded.site), null, 2));
  return !loaded || hasFailures(diagnostics) ? EXIT.userError : EXIT.ok;
}
