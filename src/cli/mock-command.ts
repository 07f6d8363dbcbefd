import { stat } from 'node:fs/promises';
import { loadMockApis } from '../mock/load-mock-apis.js';
import { basePaths, mockRoutes } from '../mock/mock-routes.js';
import { startMockServer } from '../mock/mock-server.js';
import { parsePort } from '../dev/serve-utils.js';
import { colors, EXIT, reportDiagnostics, UsageError, type CliIO } from './cli-context.js';
import type { ParsedCommand } from './main.js';

/** `quire mock <openapi-file|docs-root> [--port N]`: a mock server for the documented API. */
export async function runMock(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const target = cmd.root;
  let port: number;
  try {
    port = parsePort(cmd.values.port, 4010);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (!/^https?:\/\//i.test(target)) {
    try {
      await stat(target);
    } catch {
      throw new UsageError(`${target} does not exist; pass an OpenAPI file or the folder that holds docs.json`);
    }
  }
  const c = colors(io);
  const { apis, diagnostics } = await loadMockApis(target);
  // Warnings too: a document that breaks OpenAPI rules is mocked, and the user sees what it breaks.
  reportDiagnostics(io, diagnostics);
  if (!apis.length) {
    io.stderr(`${c.red('error')} no OpenAPI document to mock in ${target}\n  ${c.dim('hint:')} pass an OpenAPI file, or a docs root whose docs.json lists one under "openapi"`);
    return EXIT.userError;
  }
  // A docs root with one unusable document among usable ones: the others are still mocked (the error is above).
  const host = cmd.values.host ? '0.0.0.0' : '127.0.0.1';
  let started;
  try {
    started = await startMockServer(apis, { port, host, log: (line) => io.stdout(`${c.dim(new Date().toISOString().slice(11, 19))} ${line}`) });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      io.stderr(`${c.red('error')} port ${port} is in use\n  ${c.dim('hint:')} stop what runs there, or pick another port with --port`);
      return EXIT.userError;
    }
    throw err;
  }
  const routes = mockRoutes(apis);
  const bases = [...new Set(apis.flatMap((a) => basePaths(a.document)))];
  io.stdout(`${c.green('Mocking')} ${apis.map((a) => a.id).join(', ')} at ${c.cyan(bases.map((b) => `http://localhost:${started.port}${b}`).join(', '))}  (Ctrl+C to stop)`);
  for (const r of routes) io.stdout(`  ${r.method.padEnd(7)} ${r.path}`);
  await new Promise<void>((res) => {
    process.once('SIGINT', res);
    process.once('SIGTERM', res);
  });
  await started.close();
  return EXIT.ok;
}
