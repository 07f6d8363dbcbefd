import { relative, resolve } from 'node:path';
import { buildSite } from '../build/build-site.js';
import { colors, EXIT, hasFailures, reportDiagnostics, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

export async function runBuild(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const root = await requireDocsRoot(cmd.root);
  const strict = cmd.values.strict === true;
  const started = performance.now();
  const out = typeof cmd.values.out === 'string' ? resolve(cmd.values.out) : undefined;
  const result = await buildSite({ root, out, strict });
  reportDiagnostics(io, result.diagnostics, strict);
  const c = colors(io);
  if (!result.ok || hasFailures(result.diagnostics, strict)) {
    io.stderr(c.red(`Build failed; ${relative(process.cwd(), result.out) || '.'} was left as it was.`));
    return EXIT.userError;
  }
  const ms = Math.round(performance.now() - started);
  io.stderr(c.green(`Built ${result.pages} pages into ${relative(process.cwd(), result.out) || '.'} in ${ms} ms`));
  return EXIT.ok;
}
