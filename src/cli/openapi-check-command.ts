import path from 'node:path';
import { loadSingleSpec } from '../openapi/scraper/load-single-spec.js';
import { isUrl } from '../openapi/spec-source.js';
import { colors, EXIT, hasFailures, reportDiagnostics, type CliIO } from './cli-context.js';
import { isFolder } from './openapi-command.js';
import type { ParsedCommand } from './main.js';

/**
 * `quire openapi-check <file|url> [--strict]`: loads one OpenAPI document with the build's
 * loader (parse, Swagger/version checks, $ref bundling, schema validation) and prints its
 * problems, located. Writes nothing. Exit 0 usable, 1 unusable (or --strict and a warning).
 */
export async function runOpenApiCheck(cmd: ParsedCommand, io: CliIO, cwd: string = process.cwd()): Promise<number> {
  const c = colors(io);
  const source = cmd.root;
  if (!isUrl(source) && (await isFolder(path.resolve(cwd, source)))) {
    io.stderr(c.red(`quire openapi-check: expected an OpenAPI file or URL, got the folder ${source}`) + '\nhint: to check a docs folder and the OpenAPI files it lists, run quire check');
    return EXIT.userError;
  }
  const strict = cmd.values.strict === true;
  const loaded = await loadSingleSpec(source, cwd);
  const { api } = loaded;
  // The loader speaks of docs roots; on the command line the path is the user's own.
  const diagnostics = loaded.diagnostics.map((d) =>
    d.code === 'openapi/missing-file' ? { ...d, message: `${source} does not exist`, file: source, hint: 'check the path (relative to the current folder), or pass an http(s) URL' } : d,
  );
  reportDiagnostics(io, diagnostics, { strict, verbose: cmd.values.verbose === true });
  if (!api) {
    io.stderr(c.red(`${source} is not a usable OpenAPI 3.0/3.1 document.`));
    return EXIT.userError;
  }
  const operations = api.entries.filter((e) => e.kind === 'operation').length;
  const webhooks = api.entries.length - operations;
  const contents = `${operations} operation${operations === 1 ? '' : 's'}${webhooks ? `, ${webhooks} webhook${webhooks === 1 ? '' : 's'}` : ''}, ${api.schemas.length} schema${api.schemas.length === 1 ? '' : 's'}`;
  if (hasFailures(diagnostics, strict)) {
    io.stderr(c.red(`${source} (OpenAPI ${api.version}, ${contents}) fails: --strict treats its warnings as errors.`));
    return EXIT.userError;
  }
  if (diagnostics.length) {
    io.stderr(c.yellow(`${source} (OpenAPI ${api.version}, ${contents}) is usable: Quire builds its pages, but other OpenAPI tools may reject it.`));
  } else {
    io.stderr(c.green(`${source} is a valid OpenAPI ${api.version} document: ${contents}.`));
  }
  return EXIT.ok;
}
