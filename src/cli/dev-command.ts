import { startDevServer } from '../dev/dev-server.js';
import { parsePort } from '../dev/serve-utils.js';
import { colors, reportDiagnostics, UsageError, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

export async function runDev(cmd: ParsedCommand, io: CliIO): Promise<number> {
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
    onDiagnostics: (d) => reportDiagnostics(io, d),
    onReload: (file) => io.stderr(c.dim(`changed ${file} — reloaded`)),
  });
  if (server.port !== port) io.stderr(c.yellow(`port ${port} is in use; using ${server.port}`));
  io.stdout(`${c.green('Quire dev server')} ready at ${c.cyan(server.url)}  (Ctrl+C to stop)`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await server.close();
  return 0;
}
