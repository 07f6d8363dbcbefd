import { loadSite } from '../build/load-site.js';
import { toNavJson } from '../navigation/nav-json.js';
import { EXIT, reportDiagnostics, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

/** Prints the SiteModel as JSON on stdout; problems go to stderr. */
export async function runNav(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const root = await requireDocsRoot(cmd.root);
  const { loaded, diagnostics } = await loadSite(root, { exclude: [`${root}/dist`], offline: cmd.values.offline === true });
  reportDiagnostics(io, diagnostics);
  if (!loaded || diagnostics.some((d) => d.severity === 'error')) return EXIT.userError;
  io.stdout(JSON.stringify(toNavJson(loaded.site), null, 2));
  return EXIT.ok;
}
