import { relative, resolve } from 'node:path';
import { buildSite, type BuildStats } from '../build/build-site.js';
import { createProgress, formatBytes } from '../build/progress.js';
import { colors, EXIT, hasFailures, reportDiagnostics, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

export async function runBuild(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const root = await requireDocsRoot(cmd.root);
  const strict = cmd.values.strict === true;
  const started = performance.now();
  const out = typeof cmd.values.out === 'string' ? resolve(cmd.values.out) : undefined;
  const str = (name: string) => (typeof cmd.values[name] === 'string' ? (cmd.values[name] as string) : undefined);
  // A live line only where a person watches a terminal; logs get one line per phase.
  const tty = Boolean(process.stderr.isTTY) && io.color;
  const progress = createProgress({ tty, write: tty ? (t) => process.stderr.write(t) : (t) => io.stderr(t.trimEnd()) });
  const workers = str('workers');
  if (workers !== undefined && !/^\d{1,3}$/.test(workers)) {
    io.stderr(colors(io).red(`quire build: --workers must be a whole number (0 renders in the main process), not "${workers}"`));
    return EXIT.usage;
  }
  const result = await buildSite({
    root,
    out,
    strict,
    offline: cmd.values.offline === true,
    base: str('base'),
    baseUrl: str('base-url'),
    search: cmd.values['no-search'] !== true,
    ogImages: cmd.values['no-og-images'] !== true,
    cache: cmd.values['no-cache'] !== true,
    ...(typeof cmd.values['cache-dir'] === 'string' && { cacheDir: cmd.values['cache-dir'] }),
    ...(workers !== undefined && { workers: Number(workers) }),
    backgroundCleanup: true,
    onPhase: (p) => progress.phase(p),
    onProgress: (done, total) => progress.count(done, total),
  });
  progress.stop();
  reportDiagnostics(io, result.diagnostics, { strict, verbose: cmd.values.verbose === true });
  const c = colors(io);
  if (!result.ok || hasFailures(result.diagnostics, strict)) {
    io.stderr(c.red(`Build failed; ${relative(process.cwd(), result.out) || '.'} was left as it was.`));
    return EXIT.userError;
  }
  const ms = Math.round(performance.now() - started);
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
  const stats = result.stats;
  const details = [
    stats?.apiPages ? `${stats.apiPages} API` : undefined,
    stats?.reused ? `${stats.reused} unchanged, ${stats.rendered} rendered` : undefined,
    `${warnings} warning${warnings === 1 ? '' : 's'}`,
    stats?.bytes !== undefined ? formatBytes(stats.bytes) : undefined,
    searchSummary(stats),
  ].filter(Boolean);
  if (stats?.noSiteUrl) io.stderr(c.dim('No site URL: sitemap.xml has relative URLs and pages no canonical link (set --base-url or seo.metatags.canonical).'));
  io.stderr(c.green(`Built ${result.pages} pages into ${relative(process.cwd(), result.out) || '.'} in ${ms} ms (${details.join(', ')})`));
  return EXIT.ok;
}

/** `search index 1200 pages in 2484 ms`, with the shards kept from the previous build when some were. */
function searchSummary(stats: BuildStats | undefined): string | undefined {
  const shards = stats?.searchShards;
  if (!shards) return undefined;
  if (stats.searchMs === undefined) return 'search index unchanged';
  const kept = shards.reused ? `; ${shards.reused} of ${shards.count} shards unchanged` : '';
  return `search index ${stats.searchPages} pages in ${stats.searchMs} ms${kept}`;
}
