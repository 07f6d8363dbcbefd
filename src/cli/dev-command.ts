import { createInterface } from 'node:readline';
import { formatDiagnostic, formatSummary } from '../diagnostics/format-diagnostic.js';
import { groupDiagnostics, uniqueDiagnostics } from '../diagnostics/group-diagnostics.js';
import type { FramedDiagnostic } from '../dev/code-frame.js';
import { startDevServer } from '../dev/dev-server.js';
import { openBrowser } from '../dev/open-browser.js';
import { parsePort } from '../dev/serve-utils.js';
import { colors, reportLines, UsageError, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

export async function runDev(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const started = performance.now();
  const root = await requireDocsRoot(cmd.root);
  let port: number;
  try {
    port = parsePort(cmd.values.port, 3000);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const c = colors(io);
  const server = await startDevServer({
    root,
    port,
    host: cmd.values.host ? '0.0.0.0' : '127.0.0.1',
    onDiagnostics: (problems) => reportFramed(io, problems, cmd.values.verbose === true),
    onReload: ({ files, paths }) => {
      const what = paths === null ? 'reloading open pages' : `reloading ${paths.join(', ')}`;
      io.stderr(c.dim(`${new Date().toLocaleTimeString()} ${files.slice(0, 3).join(', ')}${files.length > 3 ? ` (+${files.length - 3})` : ''} changed — ${what}`));
    },
  });
  if (server.port !== port) io.stderr(c.yellow(`port ${port} is in use; using ${server.port} instead`));
  io.stdout(`${c.green('Quire dev server')} at ${c.cyan(server.url)}  (Ctrl+C to stop)`);
  for (const url of server.networkUrls) io.stdout(`  on your network: ${c.cyan(url)}`);
  if (cmd.values.open) openBrowser(server.url);
  void server.ready.then(() => io.stderr(c.dim(`ready in ${Math.round(performance.now() - started)} ms`)));

  // A key to refetch remote OpenAPI documents, which are otherwise fetched once per session.
  const keys = process.stdin.isTTY ? createInterface({ input: process.stdin }) : undefined;
  keys?.on('line', (line) => {
    if (line.trim() !== 'r') return;
    io.stderr(c.dim('fetching remote OpenAPI documents again…'));
    void server.refetchRemote();
  });
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  keys?.close();
  await server.close();
  return 0;
}

/** Like the build's report (grouped by kind), with a code frame under each located problem. */
function reportFramed(io: CliIO, problems: readonly FramedDiagnostic[], verbose: boolean): void {
  if (problems.length === 0) return;
  const keep = new Set(uniqueDiagnostics(problems.map((p) => p.diagnostic)));
  const unique = problems.filter((p) => keep.has(p.diagnostic));
  const entries = groupDiagnostics(unique, (p) => p.diagnostic, { verbose });
  const lines = reportLines(entries, (p) => [formatDiagnostic(p.diagnostic, { color: io.color }), ...(p.frame ? [p.frame.replace(/^/gm, '    ')] : [])], io);
  io.stderr([...lines, formatSummary([...keep], { color: io.color })].join('\n'));
}
