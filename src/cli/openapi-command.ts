import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadSingleSpec } from '../openapi/scraper/load-single-spec.js';
import { scrapeApiPages, scrapeSummary } from '../openapi/scraper/scrape-pages.js';
import { writePagesAtomically } from '../openapi/scraper/write-pages.js';
import { isUrl } from '../openapi/spec-source.js';
import { relativeWithin } from '../io/relative-within.js';
import { colors, EXIT, hasFailures, reportDiagnostics, type CliIO } from './cli-context.js';
import type { ParsedCommand } from './main.js';

/**
 * `quire openapi <file|url> [-o DIR] [--overwrite] [--strict]`: writes one MDX stub per
 * operation and webhook, prints the navigation groups (JSON, stdout) and a summary (stderr).
 * Exit 1 on any error (with --strict, any warning), and then nothing is written.
 */
export async function runOpenApi(cmd: ParsedCommand, io: CliIO, cwd: string = process.cwd()): Promise<number> {
  const c = colors(io);
  const source = cmd.root;
  if (!isUrl(source) && (await isFolder(path.resolve(cwd, source)))) {
    io.stderr(c.red(`quire openapi: expected an OpenAPI file or URL, got the folder ${source}`) + '\nUsage: quire openapi <file|url> [-o DIR] [--overwrite]');
    return EXIT.userError;
  }
  const strict = cmd.values.strict === true;
  const { api, diagnostics } = await loadSingleSpec(source, cwd);
  reportDiagnostics(io, diagnostics, { strict, verbose: cmd.values.verbose === true });
  // A document that breaks OpenAPI rules but is usable gets its pages (the problems are warnings), as on Mintlify.
  if (!api || hasFailures(diagnostics, strict)) {
    io.stderr(c.red(api ? `No pages written: --strict treats the warnings about ${source} as errors.` : `No pages written: ${source} is not a valid OpenAPI 3.0/3.1 document.`));
    return EXIT.userError;
  }

  // Pages are named relative to the docs root (the working folder), as docs.json lists them.
  const outDir = path.resolve(cwd, typeof cmd.values.out === 'string' ? cmd.values.out : '.');
  let base = cwd;
  let directory = relativeWithin(cwd, outDir)?.split(path.sep).join('/');
  if (directory === undefined) {
    base = outDir;
    directory = '';
    io.stderr(c.yellow(`note: ${outDir} is outside the current folder, so page paths are relative to it; run from the docs root to get paths for docs.json.`));
  }
  const result = scrapeApiPages(api, directory);
  // URLs shortened or moved: the pages are still written, at the URLs the build gives them.
  reportDiagnostics(io, result.diagnostics, { verbose: cmd.values.verbose === true });
  const written = await writePagesAtomically(base, result.files, cmd.values.overwrite === true);
  if (!written.ok) {
    if ('existing' in written) {
      const list = written.existing.slice(0, 10).map((f) => `  ${f}`).join('\n');
      const more = written.existing.length > 10 ? `\n  …and ${written.existing.length - 10} more` : '';
      io.stderr(
        c.red(`quire openapi: ${written.existing.length} file(s) already exist; nothing was written:`) +
          `\n${list}${more}\nhint: pass --overwrite to replace them, or choose another folder with -o`,
      );
    } else {
      io.stderr(c.red(`quire openapi: these pages would be written outside ${base} (check x-mint.href); nothing was written:\n`) + written.outside.map((f) => `  ${f}`).join('\n'));
    }
    return EXIT.userError;
  }
  io.stdout(JSON.stringify(result.navigation, null, 2));
  io.stderr(c.green(scrapeSummary(result, path.relative(cwd, outDir) || '.')));
  return EXIT.ok;
}

export async function isFolder(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}
